// POST /api/users/question – { id, ques_no, take? } with x-access-token → { quest, audio, totalQuestions, ques_no, take, … }; 204 once completed
import { noContent } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { getInterviewQuestion } from "@/lib/interviews/get-question";
import { ZQuestionCall } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZQuestionCall }, async ({ caller, body }) => {
  const interview = await authorizeInterview({ interviewId: body.id, ...caller });
  const question = await getInterviewQuestion({ interview, number: body.ques_no, take: body.take });
  return question ?? noContent();
});
