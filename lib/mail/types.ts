import { z } from "zod";

export const MailMessageSchema = z.object({
  to: z.string().trim().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /**
   * Optional e-mails (job alerts) name an unsubscribe address: mail clients show their own
   * "Unsubscribe" and may POST to it once (RFC 8058 one-click). SMTP only; the outbox keeps its shape.
   */
  listUnsubscribe: z.url().optional(),
});

export type MailMessage = z.infer<typeof MailMessageSchema>;
