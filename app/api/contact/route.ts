// POST /api/contact – stores a contact-form message and e-mails it to the team (honeypot, limit per IP)
import { NextResponse } from "next/server";
import { receiveContactMessage } from "@/lib/contact/receive-contact-message";
import { contactIssueDetails, ZContactRequestSchema } from "@/lib/contact/schema";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZContactRequestSchema, issueDetails: contactIssueDetails }, async ({ body, req }) => {
  await receiveContactMessage({ input: body, ip: clientIp(req), userAgent: req.headers.get("user-agent") });
  // A bot caught by the honeypot gets the same answer as a person.
  return NextResponse.json({ ok: true }, { status: 201 });
});
