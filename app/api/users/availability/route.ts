// POST /api/users/availability – sets the Job hunting toggle (isOpenToWork)
import { NextResponse } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

const ZAvailability = z.object({ isOpenToWork: z.boolean() });

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZAvailability.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, "isOpenToWork must be true or false");
  const updated = await db().candidate.update({
    where: { id: candidate.id },
    data: { isOpenToWork: parsed.data.isOpenToWork },
    select: { isOpenToWork: true },
  });
  return NextResponse.json(updated);
});
