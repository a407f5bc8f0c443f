// GET /api/health – readiness: { status: "ok" }, or 503 while the server shuts down or its database does not answer
import { checkReadiness } from "@/lib/http/health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, () => checkReadiness());
