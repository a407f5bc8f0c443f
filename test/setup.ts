// Every test file starts from a known environment: nothing configured, so each part
// falls back to its embedded default unless the test itself points it elsewhere.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hireready-test-"));
for (const key of Object.keys(process.env)) {
  if (/^(DATABASE_URL|S3_|SMTP_URL|OPENAI_|RAZORPAY_|GOOGLE_|TWILIO_|OUTBOX_DIR)/.test(key)) delete process.env[key];
}
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
process.env.NEXTAUTH_SECRET = "test-secret-test-secret-test-secret-0123";
