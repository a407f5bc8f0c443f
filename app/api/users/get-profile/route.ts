// GET /api/users/get-profile – the signed-in candidate's profile (spec section 3 field names)
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getOwnProfile } from "@/lib/profile/get-profile";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) =>
  NextResponse.json(await getOwnProfile({ candidateId: candidate.id }), { headers: { "Cache-Control": "private, no-store" } }),
);
