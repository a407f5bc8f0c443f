// GET /api/meta/countries – every country with flag, name, dialling code and ISO code
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listCountries } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => NextResponse.json(await listCountries(), { headers: { "Cache-Control": "public, max-age=3600" } }));
