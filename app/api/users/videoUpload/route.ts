// POST /api/users/videoUpload – multipart file, emotionData, id, question_no, repeated tabSwitchTiming: one recorded answer
import { route } from "@/lib/http/route";
import { receiveAnswer } from "@/lib/interviews/save-answer";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview" }, ({ req, caller }) => receiveAnswer({ request: req, ...caller }));
