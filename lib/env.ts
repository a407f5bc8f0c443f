// The only reader of process.env. Validated once, on first use, so a missing or
// malformed variable stops the process with a message that names it.
import path from "node:path";
import { z } from "zod";

const optional = z.string().trim().min(1).optional();
const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    NEXTAUTH_URL: z.url().optional(),
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default(".data"),

    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),

    S3_BUCKET: optional,
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: flag,

    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default("HireReady <no-reply@hireready.local>"),
    CONTACT_INBOX: z.email().default("team@hireready.local"),
    OUTBOX_DIR: optional,

    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_FROM: optional,
    TWILIO_API_BASE: z.url().default("https://api.twilio.com"),

    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    OPENAI_TTS_MODEL: z.string().default("gpt-4o-mini-tts"),
    OPENAI_TTS_VOICE: z.string().default("alloy"),
    OPENAI_TRANSCRIBE_MODEL: z.string().default("whisper-1"),
    /** Speech and transcription may live on their own OpenAI-compatible servers (Speaches, whisper.cpp, vLLM). */
    OPENAI_SPEECH_BASE_URL: z.url().optional(),
    OPENAI_SPEECH_API_KEY: optional,
    OPENAI_TRANSCRIBE_BASE_URL: z.url().optional(),
    OPENAI_TRANSCRIBE_API_KEY: optional,
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),

    RAZORPAY_KEY_ID: optional,
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
    DEV_PAYMENTS: flag,

    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GOOGLE_ISSUER: z.url().optional(),

    EMPLOYER_LOGIN_URL: z.url().optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    RATE_LIMIT_EXEMPT_IPS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((ip) => ip.trim())
          .filter(Boolean),
      ),
    /** "in-process" (the name kept for existing settings): `npm run dev` / `npm start` start the worker as a child process of theirs. "off": they do not (run `npm run worker`). */
    WORKER: z.enum(["in-process", "off"]).default("in-process"),
    /** Outbound partner webhooks may go to loopback and private addresses: local development and tests only. */
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: flag,
    /** On SIGTERM, requests in flight and running tasks get this long to finish (tasks left are released to another worker). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** GET /metrics answers only a scraper that sends this bearer token; without it /metrics is 404. */
    METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
    /** Recorded-interview and mock answer videos are deleted this many days after recording (scores and transcripts stay). */
    VIDEO_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** "off": recorded interviews keep only observable signals (EU AI Act: no emotion inference in recruitment). */
    EMOTION_ANALYSIS: z.enum(["on", "off"]).default("on"),
    SEED_DEMO: z
      .enum(["0", "1", "true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_SECRET"],
        message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; appUrl: string; outboxDir: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (common in .env files and compose) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  const appUrl = (env.APP_URL ?? env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, dataDir, appUrl, outboxDir: path.resolve(/*turbopackIgnore: true*/ env.OUTBOX_DIR ?? path.join(dataDir, "outbox")) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests and scripts that change process.env call this to read it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** Where employers are sent: the employer site when one is configured, else our contact form. */
export function employerSite(): { href: string; external: boolean } {
  const url = env().EMPLOYER_LOGIN_URL;
  return url ? { href: url, external: true } : { href: "/our-teams#contact", external: false };
}

/**
 * The key that signs or hashes `what` (one-time codes, file links, share links): NEXTAUTH_SECRET.
 * Outside production it may be unset, and `developmentKey` stands in, so keys stay stable there;
 * nothing signed in development is worth protecting.
 */
export function signingKey(what: string, developmentKey: string): string {
  const { NEXTAUTH_SECRET, NODE_ENV } = env();
  if (NEXTAUTH_SECRET) return NEXTAUTH_SECRET;
  if (NODE_ENV === "production") throw new Error(`NEXTAUTH_SECRET is required to ${what}`);
  return developmentKey;
}
