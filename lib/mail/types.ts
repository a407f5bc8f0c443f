import { z } from "zod";

export const MailMessageSchema = z.object({
  to: z.string().trim().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

export type MailMessage = z.infer<typeof MailMessageSchema>;
