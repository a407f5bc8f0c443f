// POST /api/mock/open-question – { mock_id, qnum } as a question is asked → { qnum, answer_seconds, seconds_left } by the server's clock, from when it first served the question
import { route } from "@/lib/http/route";
import { openQuestion } from "@/lib/mocks/answers/open-question";
import { ZOpenQuestion } from "@/lib/mocks/answers/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZOpenQuestion }, ({ candidate, body }) =>
  openQuestion({ candidateId: candidate.id, mockId: body.mock_id, qnum: body.qnum }),
);
