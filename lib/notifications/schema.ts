import { z } from "zod";

/** POST /api/notifications/read: the ids to mark, or every unread one when `ids` is left out. */
export const ZMarkNotificationsRead = z.object({
  ids: z.array(z.uuid("Notification ids are UUIDs")).max(100, "Mark at most 100 at a time").optional(),
});
