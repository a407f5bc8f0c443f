// GET /api/jobs/applied – the signed-in candidate's applications with tab counts
import { listApplications } from "@/lib/applications/list-applications";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, ({ candidate }) => listApplications({ candidateId: candidate.id }));
