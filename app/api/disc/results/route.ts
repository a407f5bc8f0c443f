// GET /api/disc/results – the candidate's DISC results, newest first
import { listDiscResults } from "@/lib/disc/results";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => ({ results: await listDiscResults({ candidateId: candidate.id }) }));
