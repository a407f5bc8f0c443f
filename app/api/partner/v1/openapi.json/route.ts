// GET /api/partner/v1/openapi.json – the partner API's OpenAPI 3.1 document (public)
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { partnerOpenApiDocument } from "@/lib/http/partner-openapi";
import { PARTNER_ROUTES } from "../routes";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, () =>
  NextResponse.json(partnerOpenApiDocument(env().appUrl, PARTNER_ROUTES), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  }),
);
