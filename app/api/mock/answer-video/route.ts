// GET /api/mock/answer-video?mock_id=&qnum=[&take=] – the signed-in candidate's own recorded answer, or a later take of it (302 to a short-lived link)
import { privateRedirect } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { ANSWER_NOT_FOUND, answerVideoLocation, ZAnswerVideoQuery } from "@/lib/mocks/answers/answer-video-link";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: ZAnswerVideoQuery, notFound: ANSWER_NOT_FOUND }, async ({ candidate, query }) => {
  return privateRedirect(await answerVideoLocation({ candidateId: candidate.id, mockId: query.mock_id, qnum: query.qnum, take: query.take }));
});
