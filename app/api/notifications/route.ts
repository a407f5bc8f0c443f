// GET /api/notifications – the bell: the signed-in candidate's newest notifications and unread count
import { withCandidate } from "@/lib/http/with-candidate";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) =>
  Response.json(await listNotifications({ candidateId: candidate.id }), { headers: { "Cache-Control": "no-store" } }),
);
