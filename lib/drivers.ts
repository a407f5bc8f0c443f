// One line per external part naming the driver in use, logged once at start-up.
import { describeAiEngine } from "@/lib/ai/engine";
import { env } from "@/lib/env";
import { mailDriverName } from "@/lib/mail";
import { smsDriverName } from "@/lib/sms";
import { storage } from "@/lib/storage";

export function describeDrivers(options: { embeddedDatabase: string | null }): string[] {
  const e = env();
  const production = e.NODE_ENV === "production";
  const payments = e.RAZORPAY_KEY_ID
    ? "Razorpay"
    : !production || e.DEV_PAYMENTS
      ? "local test checkout (no real money)"
      : "disabled (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)";
  return [
    `database: ${options.embeddedDatabase ?? "PostgreSQL at DATABASE_URL"}`,
    `files:    ${storage().name === "s3" ? `S3 bucket ${e.S3_BUCKET}${e.S3_ENDPOINT ? ` at ${e.S3_ENDPOINT}` : ""}` : `local disk (${e.dataDir}/uploads)`}`,
    `mail:     ${mailDriverName() === "smtp" ? "SMTP (SMTP_URL)" : `outbox (${e.outboxDir})`}`,
    `sms:      ${smsDriverName() === "twilio" ? "Twilio REST API" : `outbox (${e.outboxDir})`}`,
    `ai:       ${describeAiEngine()}`,
    `payments: ${payments}`,
    `google:   ${e.GOOGLE_CLIENT_ID ? "Google sign-in enabled" : "Google sign-in hidden (no GOOGLE_CLIENT_ID)"}`,
    `queue:    pg-boss (${e.WORKER === "off" ? "worker not started here: run npm run worker" : "worker started by this server, its lines marked [worker]"})`,
  ];
}

/** Parts running on an embedded default in production deserve a warning. */
export function productionWarnings(options: { embeddedDatabase: boolean }): string[] {
  const e = env();
  if (e.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (options.embeddedDatabase) warnings.push("DATABASE_URL is not set: using embedded PostgreSQL in DATA_DIR");
  if (!e.S3_BUCKET) warnings.push("S3_BUCKET is not set: files are stored on local disk");
  if (!e.SMTP_URL) warnings.push("SMTP_URL is not set: e-mails are written to the outbox, not sent");
  if (!e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) warnings.push("OPENAI_API_KEY is not set: mock interviews use the offline engine");
  return warnings;
}
