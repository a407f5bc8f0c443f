// POST /api/job-alerts/unsubscribe/one-click?id&token – RFC 8058 one-click unsubscribe from a mail client (List-Unsubscribe-Post)
// GET  /api/job-alerts/unsubscribe/one-click?id&token – a client that opens the address instead: to the unsubscribe page
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { unsubscribeFromJobAlerts } from "@/lib/job-alerts/unsubscribe";

export const dynamic = "force-dynamic";

// The body is always "List-Unsubscribe=One-Click" (RFC 8058); the link's query carries the secret.
export const POST = route({ auth: "public", query: ZUnsubscribe }, async ({ query }) => {
  await unsubscribeFromJobAlerts(query);
  return { jobAlerts: false };
});

export const GET = route({ auth: "public" }, ({ req }) => {
  const params = new URL(req.url).searchParams;
  const page = new URL("/job-alerts/unsubscribe", req.url);
  for (const key of ["id", "token"]) page.searchParams.set(key, params.get(key) ?? "");
  return NextResponse.redirect(page, 303);
});
