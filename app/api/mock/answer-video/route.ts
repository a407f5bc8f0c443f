// GET /api/mock/answer-video?mock_id=&qnum=[&take=] – the signed-in candidate's own recorded answer, or a later take of it (302 to a short-lived link)
import { withCandidate } from "@/lib/http/with-candidate";
import { answerVideoResponse } from "@/lib/mocks/answers/answer-video-link";

export const dynamic = "force-dynamic";

export const GET = withCandidate((req, candidate) => answerVideoResponse(req, candidate.id));
