// E-mail: SMTP when SMTP_URL is set, otherwise the outbox (one JSON file per message).
import { env } from "@/lib/env";
import { writeOutbox } from "./outbox";
import { closeSmtp, sendViaSmtp } from "./smtp-driver";
import type { MailMessage } from "./types";

export { MailMessageSchema, type MailMessage } from "./types";
export { renderEmail, type EmailContent, type EmailSection } from "./render-email";

export function mailDriverName(): "smtp" | "outbox" {
  return env().SMTP_URL ? "smtp" : "outbox";
}

export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await sendViaSmtp(SMTP_URL, MAIL_FROM, message);
  } else {
    await writeOutbox({ kind: "email", ...message });
  }
}

/** Tests that change SMTP_URL call this to drop the cached connection. */
export function resetMailForTests(): void {
  closeSmtp();
}
