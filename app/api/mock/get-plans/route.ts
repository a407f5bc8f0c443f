// GET /api/mock/get-plans – the candidate's active (unexpired) plans; 404 without one
import { listActivePlans } from "@/lib/credits";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => ({ plans: await listActivePlans({ candidateId: candidate.id }) }));
