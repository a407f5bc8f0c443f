// GET /api/mock/answer-video?mock_id=&qnum=[&take=] – the signed-in candidate's own recorded answer, or a later take of it (302 to a short-lived link)
import { route } from "@/lib/http/route";
import { ANSWER_NOT_FOUND, answerVideoLocation, ZAnswerVideoQuery } from "@/lib/mocks/answers/answer-video-link";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: ZAnswerVideoQuery, notFound: ANSWER_NOT_FOUND }, async ({ candidate, query }) => {
  const location = await answerVideoLocation({ candidateId: candidate.id, mockId: query.mock_id, qnum: query.qnum, take: query.take });
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
});
