// GET /api/users/me-lite – the signed-in candidate's first name, for the static public header
import { NextResponse } from "next/server";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";

export async function GET() {
  const candidate = await getCurrentCandidate();
  return NextResponse.json(
    { signedIn: candidate !== null, firstName: candidate?.firstName ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
