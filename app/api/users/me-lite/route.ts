// GET /api/users/me-lite – the signed-in candidate's first name, for the static public header
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";

export const GET = withCandidate(
  (_req, candidate) =>
    NextResponse.json(
      { signedIn: candidate !== null, firstName: candidate?.firstName ?? null },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
  { optional: true },
);
