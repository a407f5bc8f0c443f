// POST /api/mock/add-mock-text – { mock_id, qnum (1 for the first question), text, duration_ms } → an answer typed instead of recorded
import { route } from "@/lib/http/route";
import { receiveTypedAnswer } from "@/lib/mocks/answers/receive-typed-answer";
import { ZAddMockText } from "@/lib/mocks/answers/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZAddMockText }, async ({ candidate, body }) => {
  const saved = await receiveTypedAnswer({ candidateId: candidate.id, fields: body });
  return { message: saved.duplicate ? "Answer already saved" : "Answer saved", ...saved };
});
