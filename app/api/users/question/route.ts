// POST /api/users/question – { id, ques_no } with x-access-token → { quest, audio, totalQuestions }; 204 once completed
import { readJson } from "@/lib/http/read-json";
import { authorizeInterview } from "@/lib/interviews/access";
import { getInterviewQuestion } from "@/lib/interviews/get-question";
import { interviewRoute } from "@/lib/interviews/route";
import { ZQuestionCall } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = interviewRoute(async (req, caller) => {
  const { id, ques_no } = await readJson(req, ZQuestionCall);
  const interview = await authorizeInterview({ interviewId: id, ...caller });
  const question = await getInterviewQuestion({ interview, number: ques_no });
  return question ? Response.json(question) : new Response(null, { status: 204 });
});
