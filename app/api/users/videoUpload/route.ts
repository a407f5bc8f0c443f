// POST /api/users/videoUpload – multipart file, emotionData, id, question_no, repeated tabSwitchTiming: one recorded answer
import { route } from "@/lib/http/route";
import { answerUploadForm, receiveAnswer } from "@/lib/interviews/save-answer";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", form: ({ caller }) => answerUploadForm(caller) }, ({ caller, form }) =>
  receiveAnswer({ ...caller, fields: form.fields, stored: form.stored }),
);
