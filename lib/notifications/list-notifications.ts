// The bell: the candidate's newest notifications and how many are unread.
import { prepared } from "@/lib/db/prepared";
import { toEpochSeconds } from "@/lib/epoch";

export const NOTIFICATIONS_SHOWN = 20;

export type NotificationItem = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** Epoch seconds. */
  createdAt: number;
  read: boolean;
};

type Row = {
  unread: number;
  id: string | null;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  read: boolean;
};

// The bell is read on every page of the candidate area: one prepared statement for the unread
// count and the newest notifications (a row with only the count when there are none).
const readBell = prepared<Row>(
  `SELECT u.unread, n.id, n.kind, n.title, n.body, n.link, n."createdAt", n."readAt" IS NOT NULL AS read
    FROM (SELECT count(*) AS unread FROM notifications WHERE "candidateId" = $1::uuid AND "readAt" IS NULL) u
    LEFT JOIN LATERAL (
      SELECT id, kind, title, body, link, "createdAt", "readAt" FROM notifications
      WHERE "candidateId" = $1::uuid ORDER BY "createdAt" DESC, id DESC LIMIT $2
    ) n ON TRUE`,
);

export async function listNotifications(options: { candidateId: string }) {
  const rows = await readBell([options.candidateId, NOTIFICATIONS_SHOWN]);
  const notifications: NotificationItem[] = rows.flatMap((n) =>
    n.id
      ? [{ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt: toEpochSeconds(n.createdAt), read: n.read }]
      : [],
  );
  return { notifications, unreadCount: rows[0]?.unread ?? 0 };
}
