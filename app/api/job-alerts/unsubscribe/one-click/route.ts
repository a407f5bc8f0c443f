// POST /api/job-alerts/unsubscribe/one-click?id&token – RFC 8058 one-click unsubscribe from a mail client (List-Unsubscribe-Post)
// GET  /api/job-alerts/unsubscribe/one-click?id&token – a client that opens the address instead: to the unsubscribe page
import { NextResponse } from "next/server";
import { jsonError, withErrors } from "@/lib/http/respond";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { unsubscribeFromJobAlerts } from "@/lib/job-alerts/unsubscribe";

export const dynamic = "force-dynamic";

function linkOf(req: Request) {
  const params = new URL(req.url).searchParams;
  return ZUnsubscribe.safeParse({ id: params.get("id"), token: params.get("token") });
}

// The body is always "List-Unsubscribe=One-Click" (RFC 8058); the link's query carries the secret.
export const POST = withErrors(async (req) => {
  const link = linkOf(req);
  if (!link.success) return jsonError(400, link.error.issues[0]?.message ?? "This unsubscribe link is not complete");
  await unsubscribeFromJobAlerts(link.data);
  return Response.json({ jobAlerts: false });
});

export const GET = withErrors(async (req) => {
  const params = new URL(req.url).searchParams;
  const page = new URL("/job-alerts/unsubscribe", req.url);
  for (const key of ["id", "token"]) page.searchParams.set(key, params.get(key) ?? "");
  return NextResponse.redirect(page, 303);
});
