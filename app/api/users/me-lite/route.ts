// GET /api/users/me-lite – the signed-in candidate's first name, for the static public header
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "optional" }, ({ candidate }) =>
  NextResponse.json({ signedIn: candidate !== null, firstName: candidate?.firstName ?? null }, { headers: { "Cache-Control": "private, no-store" } }),
);
