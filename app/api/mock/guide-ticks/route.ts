// POST /api/mock/guide-ticks – JSON { mock_id, qnum, ticks }: saves which points of a question's guide the candidate ticked
import { route } from "@/lib/http/route";
import { saveGuideTicks, ZGuideTicks } from "@/lib/mocks/evaluation/save-guide-ticks";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZGuideTicks }, ({ candidate, body }) => saveGuideTicks({ candidateId: candidate.id, ...body }));
