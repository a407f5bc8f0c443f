// GET /api/notifications – the bell: the signed-in candidate's newest notifications and unread count
import { route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) =>
  Response.json(await listNotifications({ candidateId: candidate.id }), { headers: { "Cache-Control": "no-store" } }));
