// "mail.send": e-mails that may be slow (SMTP round trips) leave the request path.
import { MailMessageSchema, sendMail } from "@/lib/mail";
import { defineJob } from "./define-job";

export const mailSendJob = defineJob({
  schema: MailMessageSchema,
  // SMTP has no idempotency key: a retry after a send whose completion was lost repeats the
  // mail. A rare duplicate beats a lost OTP or receipt, so the handler just sends.
  handle: (message) => sendMail(message),
});
