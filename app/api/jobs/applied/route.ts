// GET /api/jobs/applied – the signed-in candidate's applications with tab counts
import { listApplications } from "@/lib/applications/list-applications";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => Response.json(await listApplications({ candidateId: candidate.id })));
