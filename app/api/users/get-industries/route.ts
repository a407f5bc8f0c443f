// GET /api/users/get-industries – map of industry name to its job titles
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { industryTitles } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => NextResponse.json(await industryTitles(), { headers: { "Cache-Control": "public, max-age=300" } }));
