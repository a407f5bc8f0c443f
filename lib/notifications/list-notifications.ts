// The bell: the candidate's newest notifications and how many are unread.
import { db } from "@/lib/db/client";

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

export async function listNotifications(options: { candidateId: string }) {
  const { candidateId } = options;
  const [rows, unread] = await Promise.all([
    db().notification.findMany({
      where: { candidateId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_SHOWN,
      select: { id: true, kind: true, title: true, body: true, link: true, createdAt: true, readAt: true },
    }),
    db().notification.count({ where: { candidateId, readAt: null } }),
  ]);
  const notifications: NotificationItem[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    createdAt: Math.floor(n.createdAt.getTime() / 1000),
    read: n.readAt !== null,
  }));
  return { notifications, unreadCount: unread };
}
