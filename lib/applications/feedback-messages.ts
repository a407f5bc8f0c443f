// What the bell tells a candidate when an employer sends feedback on an application (the e-mail's
// words are the catalog's, lib/applications/send-feedback-email.ts).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { statusLabel } from "./status";

const BELL_PREVIEW_CHARS = 160;

export const feedbackTitle = (company: string) => `Feedback from ${company}`;

/** The bell's line: the start of the message, and the new status when it came with one. */
export function feedbackNotificationBody(options: { job: string; message: string; toStatus: ApplicationStatus | null }): string {
  const flat = options.message.replace(/\s+/g, " ");
  const preview = flat.length > BELL_PREVIEW_CHARS ? `${flat.slice(0, BELL_PREVIEW_CHARS - 1).trimEnd()}…` : flat;
  const status = options.toStatus ? ` Your application is now ${statusLabel(options.toStatus)}.` : "";
  return `On ${options.job}: “${preview}”${status}`;
}
