// POST /api/mock/answer-time – { mock_id, extra_time_percent: 0 | 50 | 100 } before the first answer → { extra_time_percent, answer_seconds }
import { route } from "@/lib/http/route";
import { ZMockAnswerTime } from "@/lib/mocks/answers/schema";
import { chooseAnswerTime } from "@/lib/mocks/choose-answer-time";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZMockAnswerTime }, ({ candidate, body }) =>
  chooseAnswerTime({ candidateId: candidate.id, mockId: body.mock_id, extraTimePercent: body.extra_time_percent }),
);
