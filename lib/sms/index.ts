// SMS: Twilio when its account, token and sender are all set, otherwise the outbox.
import { env } from "@/lib/env";
import { writeOutbox } from "@/lib/mail/outbox";
import { sendViaTwilio, type TwilioConfig } from "./twilio-driver";

export { SmsDeliveryError } from "./twilio-driver";

function twilioConfig(): TwilioConfig | null {
  const { TWILIO_API_BASE, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env();
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return null;
  return { apiBase: TWILIO_API_BASE, accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM };
}

export function smsDriverName(): "twilio" | "outbox" {
  return twilioConfig() ? "twilio" : "outbox";
}

export async function sendSms({ to, text }: { to: string; text: string }): Promise<void> {
  const twilio = twilioConfig();
  if (twilio) await sendViaTwilio(twilio, { to, text });
  else await writeOutbox({ kind: "sms", to, subject: "", text, html: "" });
}
