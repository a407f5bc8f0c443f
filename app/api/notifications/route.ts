// GET /api/notifications – the bell: the signed-in candidate's newest notifications and unread count,
// in the interface's language
import { NextResponse } from "next/server";
import { requestLocale } from "@/lib/http/request-locale";
import { route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ req, candidate }) =>
  NextResponse.json(await listNotifications({ candidateId: candidate.id, locale: requestLocale(req, candidate.language) }), {
    headers: { "Cache-Control": "no-store" },
  }),
);
