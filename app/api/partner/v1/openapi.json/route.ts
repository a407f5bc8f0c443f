// GET /api/partner/v1/openapi.json – the partner API's OpenAPI 3.1 document (public)
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { partnerOpenApiDocument } from "@/lib/partner/openapi";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, () =>
  Response.json(partnerOpenApiDocument(env().appUrl), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  }));
