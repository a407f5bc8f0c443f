// GET /api/meta/countries – every country with flag, name, dialling code and ISO code
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/respond";
import { listCountries } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(await listCountries(), { headers: { "Cache-Control": "public, max-age=3600" } }),
);
