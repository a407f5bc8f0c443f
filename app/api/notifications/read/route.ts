// POST /api/notifications/read – marks the given notifications ({ ids }), or all of them ({}), as read
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { markNotificationsRead } from "@/lib/notifications/mark-read";
import { ZMarkNotificationsRead } from "@/lib/notifications/schema";

export const POST = withCandidate(async (req, candidate) => {
  const { ids } = await readJson(req, ZMarkNotificationsRead);
  const marked = await markNotificationsRead({ candidateId: candidate.id, ids });
  return Response.json({ marked });
});
