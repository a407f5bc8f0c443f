// What the bell tells a candidate when an employer sends feedback on an application (the e-mail's
// words are the catalog's, lib/applications/send-feedback-email.ts).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/notification-text";

const BELL_PREVIEW_CHARS = 160;

/** The bell's notification: the start of the message, and the new status when it came with one. */
export function feedbackNotification(options: { company: string; job: string; message: string; toStatus: ApplicationStatus | null }) {
  const flat = options.message.replace(/\s+/g, " ");
  const preview = flat.length > BELL_PREVIEW_CHARS ? `${flat.slice(0, BELL_PREVIEW_CHARS - 1).trimEnd()}…` : flat;
  return notificationOf("application_feedback", { about: "feedback", company: options.company, job: options.job, message: preview, status: options.toStatus });
}
