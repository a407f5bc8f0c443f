// SMTP delivery via nodemailer. SMTP_URL carries everything (smtps://user:pass@host:465,
// or smtp://host:587 for STARTTLS); nodemailer reads extra options from its query string.
import nodemailer, { type Transporter } from "nodemailer";
import type { MailMessage } from "./types";

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    // Bounded waits: a stuck server should fail the send (and let the queue retry), not hang it.
    const transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    transport = { url, transporter };
  }
  return transport.transporter;
}

export async function sendViaSmtp(url: string, from: string, message: MailMessage): Promise<void> {
  const { to, subject, text, html, listUnsubscribe, messageId } = message;
  const unsubscribe = listUnsubscribe ? { list: { unsubscribe: listUnsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {};
  await transporterFor(url).sendMail({ from, to, subject, text, html, ...(messageId ? { messageId } : {}), ...unsubscribe });
}

export function closeSmtp(): void {
  transport?.transporter.close();
  transport = undefined;
}
