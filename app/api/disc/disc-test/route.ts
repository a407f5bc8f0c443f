// POST /api/disc/disc-test – { answers: [{ blockId, most, least }] } for all 24 blocks → the scored result
import { ZDiscTest } from "@/lib/disc/schema";
import { submitDiscTest } from "@/lib/disc/submit-disc-test";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZDiscTest }, async ({ candidate, body }) => ({
  result: await submitDiscTest({ candidateId: candidate.id, answers: body.answers }),
}));
