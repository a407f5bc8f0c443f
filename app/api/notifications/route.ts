// GET /api/notifications – the bell: the signed-in candidate's newest notifications and unread count
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) =>
  NextResponse.json(await listNotifications({ candidateId: candidate.id }), { headers: { "Cache-Control": "no-store" } }),
);
