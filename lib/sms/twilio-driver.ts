// Twilio's Messages API over plain fetch: one form-encoded POST, basic auth, no SDK.
export interface TwilioConfig {
  apiBase: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "SmsDeliveryError";
  }
}

export async function sendViaTwilio(config: TwilioConfig, sms: { to: string; text: string }): Promise<void> {
  const url = `${config.apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  const response = await fetch(url, {
    method: "POST",
    headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.text }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    // Twilio explains itself in {"code", "message"}; pass that on rather than a bare status.
    const detail = await response
      .json()
      .then((body: { code?: number; message?: string }) => [body.code, body.message].filter(Boolean).join(" "))
      .catch(() => "");
    throw new SmsDeliveryError(`Twilio refused the SMS to ${sms.to}: HTTP ${response.status}${detail ? ` (${detail})` : ""}`, response.status);
  }
}
