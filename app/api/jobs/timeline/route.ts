// GET /api/jobs/timeline?jobId= – the history of the signed-in candidate's own application to a job, newest first
import { ZTimelineQuery } from "@/lib/applications/schema";
import { getOwnApplicationTimeline } from "@/lib/applications/timeline";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: ZTimelineQuery }, ({ candidate, query }) =>
  getOwnApplicationTimeline({ candidateId: candidate.id, jobRef: query.jobId }),
);
