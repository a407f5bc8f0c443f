// Posts a notification to a candidate's bell. Any feature may call this (inside its own transaction).
import { db, type Db, type Tx } from "@/lib/db/client";
import type { NotificationParams } from "./notification-text";

export type NewNotification = {
  candidateId: string;
  /** A stable kind per feature: "application_status", "mock_ready", ... */
  kind: string;
  /** The values of the kind's words (`notificationOf` in ./notification-text gives them with the English title and body), so the bell says it in the reader's language. */
  params?: NotificationParams;
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
