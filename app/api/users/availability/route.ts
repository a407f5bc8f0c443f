// POST /api/users/availability – sets the Job hunting toggle (isOpenToWork)
import { NextResponse } from "next/server";
import { z } from "zod";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { db } from "@/lib/db/client";

const ZAvailability = z.object({ isOpenToWork: z.boolean() });

export async function POST(req: Request) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  const parsed = ZAvailability.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: "isOpenToWork must be true or false" }, { status: 400 });
  const updated = await db().candidate.update({
    where: { id: candidate.id },
    data: { isOpenToWork: parsed.data.isOpenToWork },
    select: { isOpenToWork: true },
  });
  return NextResponse.json(updated);
}
