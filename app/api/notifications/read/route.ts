// POST /api/notifications/read – marks the given notifications ({ ids }), or all of them ({}), as read
import { route } from "@/lib/http/route";
import { markNotificationsRead } from "@/lib/notifications/mark-read";
import { ZMarkNotificationsRead } from "@/lib/notifications/schema";

export const POST = route({ auth: "candidate", body: ZMarkNotificationsRead }, async ({ candidate, body }) => ({
  marked: await markNotificationsRead({ candidateId: candidate.id, ids: body.ids }),
}));
