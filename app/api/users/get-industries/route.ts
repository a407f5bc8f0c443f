// GET /api/users/get-industries – map of industry name to its job titles
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/respond";
import { industryTitles } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(await industryTitles(), { headers: { "Cache-Control": "public, max-age=300" } }),
);
