// DELETE /api/jobs/saved-searches/[id] – stops the job alert of one of the candidate's saved searches
import { z } from "zod";
import { route, zPathId } from "@/lib/http/route";
import { deleteSavedSearch } from "@/lib/job-alerts/saved-searches";

export const dynamic = "force-dynamic";

export const DELETE = route(
  { auth: "candidate-closed", params: z.object({ id: zPathId("Saved search", "This saved search does not exist") }) },
  async ({ candidate, params }) => {
    await deleteSavedSearch({ candidateId: candidate.id, id: params.id });
    return { deleted: true };
  },
);
