// Posts a notification to a candidate's bell. Any feature may call this (inside its own transaction).
import { db, type Db, type Tx } from "@/lib/db/client";

export type NewNotification = {
  candidateId: string;
  /** A stable kind per feature: "application_status", "mock_ready", ... */
  kind: string;
  title: string;
  body: string;
  /** A same-origin path the notification opens. */
  link?: string | null;
};

export async function createNotification(notification: NewNotification, client: Db | Tx = db()) {
  return client.notification.create({
    data: { ...notification, link: notification.link ?? null },
    select: { id: true },
  });
}
