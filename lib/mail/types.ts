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
  /**
   * A stable Message-ID for an e-mail about one event: if a send is repeated after a crash (the
   * message went out, its record did not), mail clients treat the copy as the same message. SMTP only.
   */
  messageId: z
    .string()
    .regex(/^<[^<>\s@]+@[^<>\s@]+>$/)
    .optional(),
});

export type MailMessage = z.infer<typeof MailMessageSchema>;
