// DELETE /api/jobs/saved-searches/[id] – stops the job alert of one of the candidate's saved searches
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { deleteSavedSearch } from "@/lib/job-alerts/saved-searches";

export const dynamic = "force-dynamic";

export const DELETE = withCandidate<RouteContext<"/api/jobs/saved-searches/[id]">>(async (_req, candidate, ctx) => {
  const { id } = await ctx.params;
  if (!z.uuid().safeParse(id).success) throw new AppError("NOT_FOUND", "This saved search does not exist");
  await deleteSavedSearch({ candidateId: candidate.id, id });
  return Response.json({ deleted: true });
}, { allowClosed: true });
