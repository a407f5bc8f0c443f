// GET /api/users/consents – the consents the candidate gave: what, wording version, when, and whether withdrawn
import { NextResponse } from "next/server";
import { listConsents } from "@/lib/account-data/consents";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) =>
  NextResponse.json({ consents: await listConsents({ candidateId: candidate.id }) }, { headers: { "Cache-Control": "no-store" } }),
);
