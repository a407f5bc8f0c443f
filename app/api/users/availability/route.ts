// POST /api/users/availability – sets the Job hunting toggle (isOpenToWork)
import { NextResponse } from "next/server";
import { jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { setAvailability, ZAvailability } from "@/lib/users/set-availability";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZAvailability.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, "isOpenToWork must be true or false");
  return NextResponse.json(await setAvailability({ candidateId: candidate.id, isOpenToWork: parsed.data.isOpenToWork }));
});
