// POST /api/users/videoUpload – multipart file, emotionData, id, question_no, repeated tabSwitchTiming: one recorded answer
import { interviewRoute } from "@/lib/interviews/route";
import { receiveAnswer } from "@/lib/interviews/save-answer";

export const dynamic = "force-dynamic";

export const POST = interviewRoute(async (req, caller) => Response.json(await receiveAnswer({ request: req, ...caller })));
