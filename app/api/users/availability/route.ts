// POST /api/users/availability – sets the Job hunting toggle (isOpenToWork)
import { NextResponse } from "next/server";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { setAvailability, ZAvailability } from "@/lib/users/set-availability";

export async function POST(req: Request) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  const parsed = ZAvailability.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: "isOpenToWork must be true or false" }, { status: 400 });
  return NextResponse.json(await setAvailability({ candidateId: candidate.id, isOpenToWork: parsed.data.isOpenToWork }));
}
