// Which payment driver is in use: Razorpay when its keys are set, otherwise the local test
// checkout (outside production, or with DEV_PAYMENTS=1), otherwise none (buying is refused).
import Razorpay from "razorpay";
import { createHash } from "node:crypto";
import type { PaymentProvider } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { processWide } from "@/lib/process-wide";

export type Gateway = { kind: "razorpay"; keyId: string; keySecret: string; client: Razorpay } | { kind: "dev"; keySecret: string } | { kind: "none" };

/** The process's one Razorpay client (lib/process-wide.ts), made anew when its keys change. */
function razorpayClient(keyId: string, keySecret: string): Razorpay {
  const key = `${keyId}:${keySecret}`;
  const held = processWide<{ current?: { key: string; client: Razorpay } }>("razorpay", () => ({}));
  if (held.current?.key !== key) held.current = { key, client: new Razorpay({ key_id: keyId, key_secret: keySecret }) };
  return held.current.client;
}

/** The local checkout signs like Razorpay does, with a secret only this server knows. */
function devSecret(): string {
  const seed = env().NEXTAUTH_SECRET ?? "hireready-development-payments";
  return createHash("sha256").update(`dev-payments:${seed}`).digest("hex");
}

export function devPaymentsAllowed(): boolean {
  const { NODE_ENV, DEV_PAYMENTS } = env();
  return NODE_ENV !== "production" || DEV_PAYMENTS;
}

export function gateway(): Gateway {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = env();
  if (RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET) {
    return { kind: "razorpay", keyId: RAZORPAY_KEY_ID, keySecret: RAZORPAY_KEY_SECRET, client: razorpayClient(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) };
  }
  return devPaymentsAllowed() ? { kind: "dev", keySecret: devSecret() } : { kind: "none" };
}

/** The secret an order's checkout signature was made with. */
export function signingSecretFor(provider: PaymentProvider): string | null {
  if (provider === "RAZORPAY") return env().RAZORPAY_KEY_SECRET ?? null;
  if (provider === "DEV") return devPaymentsAllowed() ? devSecret() : null;
  return null;
}

export function paymentDriverName(): string {
  const g = gateway();
  return g.kind === "razorpay" ? "razorpay" : g.kind === "dev" ? "local test checkout" : "none (payments off)";
}
