// PUT /api/disc/progress – { answers: [{ blockId, most, least }] } (either may be null): saves a test in progress
import { saveDiscProgress } from "@/lib/disc/progress";
import { ZDiscProgress } from "@/lib/disc/schema";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const PUT = route({ auth: "candidate", body: ZDiscProgress }, ({ candidate, body }) =>
  saveDiscProgress({ candidateId: candidate.id, answers: body.answers }),
);
