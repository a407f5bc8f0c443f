// The e-mail the team receives for each contact-form message.
import { renderEmail, type MailMessage } from "@/lib/mail";

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  createdAt: Date;
}

export function contactEmail(to: string, message: StoredContactMessage): MailMessage {
  const details = [
    `From: ${message.name} <${message.email}>`,
    message.company ? `Company: ${message.company}` : null,
    message.phone ? `Phone: ${message.phone}` : null,
  ].filter((line): line is string => line !== null);
  const { html, text } = renderEmail({
    title: `New message from ${message.name}`,
    intro: `${details.join(" · ")}. Sent through the contact form on ${message.createdAt.toISOString().slice(0, 10)}.`,
    action: { label: `Reply to ${message.name}`, href: `mailto:${message.email}` },
    outro: message.message,
  });
  return { to, subject: `Contact form: ${message.name}${message.company ? ` (${message.company})` : ""}`, html, text };
}
