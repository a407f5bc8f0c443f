// POST /api/contact – stores a contact-form message and e-mails it to the team (honeypot, limit per IP)
import { NextResponse } from "next/server";
import { CONTACT_RATE_LIMITED_MESSAGE, receiveContactMessage } from "@/lib/contact/receive-contact-message";
import { contactFieldErrors, ZContactRequestSchema } from "@/lib/contact/schema";
import { clientIp } from "@/lib/http/client-ip";
import { readJson, withErrors } from "@/lib/http/respond";

export const POST = withErrors(async (req) => {
  const parsed = ZContactRequestSchema.safeParse(await readJson(req));
  if (!parsed.success) {
    const fieldErrors = contactFieldErrors(parsed.error);
    const error = Object.values(fieldErrors)[0] ?? "Please check the form and try again";
    return NextResponse.json({ error, fieldErrors }, { status: 400 });
  }

  const result = await receiveContactMessage({
    input: parsed.data,
    ip: clientIp(req),
    userAgent: req.headers.get("user-agent"),
  });

  if (result.status === "rate-limited") {
    return NextResponse.json(
      { error: CONTACT_RATE_LIMITED_MESSAGE },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  // A bot caught by the honeypot gets the same answer as a person.
  return NextResponse.json({ ok: true }, { status: 201 });
});
