// GET /api/meta/countries – every country with flag, name, dialling code and ISO code
import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/http/respond";
import { listCountries } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return NextResponse.json(await listCountries(), { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    return errorResponse(error);
  }
}
