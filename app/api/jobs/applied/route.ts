// GET /api/jobs/applied – the signed-in candidate's applications with tab counts
import { listApplications } from "@/lib/applications/list-applications";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) throw new AppError("UNAUTHORIZED", "Unauthorized");
    return Response.json(await listApplications({ candidateId: candidate.id }));
  } catch (error) {
    return errorResponse(error, "error", "GET /api/jobs/applied");
  }
}
