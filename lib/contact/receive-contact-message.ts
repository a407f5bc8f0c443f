// A message from the public contact form: limit per IP, drop bots quietly, store it, then mail it.
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { db as defaultDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { sendMailLater } from "@/lib/queue";
import { contactEmail } from "./contact-email";
import { hitRateLimit, perIp } from "@/lib/rate-limit";
import { CONTACT_HONEYPOT_FIELD, type TContactRequest } from "./schema";

export const CONTACT_RATE_LIMITED_MESSAGE = "You have sent several messages in a short time. Please wait a while and try again, or e-mail us directly.";

export interface ReceiveContactMessageOptions {
  input: TContactRequest;
  ip: string | null;
  userAgent: string | null;
  db?: Db;
  /** How the team's e-mail leaves: queued by default, so a slow or failing SMTP never fails the form. */
  deliver?: (message: ReturnType<typeof contactEmail>) => Promise<unknown>;
}

export type ReceiveContactMessageResult = { status: "received"; id: string } | { status: "ignored" };

/** Stores and mails a message; an address past its hourly share is refused (429 with the wait). */

export async function receiveContactMessage(options: ReceiveContactMessageOptions): Promise<ReceiveContactMessageResult> {
  const client = options.db ?? defaultDb();
  for (const hit of perIp(options.ip ?? "unknown", { key: `contact:ip:${options.ip ?? "unknown"}`, rule: RATE_LIMITS.contactPerIp })) {
    const limit = await hitRateLimit(hit.key, hit.rule, { client });
    if (!limit.allowed) throw new AppError("RATE_LIMITED", CONTACT_RATE_LIMITED_MESSAGE, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
  if (options.input[CONTACT_HONEYPOT_FIELD]) return { status: "ignored" };

  const { name, email, company, phone, message } = options.input;
  const stored = await client.contactMessage.create({
    data: {
      name,
      email,
      company: company || null,
      phone: phone || null,
      message,
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    },
  });

  // Stored first: if the mail cannot even be queued, the message is still in contact_messages.
  const deliver = options.deliver ?? sendMailLater;
  try {
    await deliver(contactEmail(env().CONTACT_INBOX, stored));
  } catch (error) {
    logger().error({ err: error, contactMessageId: stored.id }, "contact message stored but its e-mail was not queued");
  }
  return { status: "received", id: stored.id };
}
