// Money and ledger wording shared by the plans, purchase and ledger screens.
import type { LedgerReason } from "@/generated/prisma/enums";

const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹87 for whole rupees, ₹78.30 when there are paise. */
export const formatRupees = (rupees: number): string => (Number.isInteger(rupees) ? whole : withPaise).format(rupees);

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  PURCHASE: "Plan purchased",
  MOCK_CREATE: "Mock interview created",
  MOCK_REFUND: "Refund: mock interview failed",
  SHARE_CREATE: "Mock interview shared",
  SHARE_REFUND: "Refund: share link unused",
  REDEEM: "From a friend's share link",
  ADJUSTMENT: "Adjustment",
  EXPIRY: "Credits expired",
};

/** Where an entry's credit came from: its plan, or a friend's share link (never the friend's plan). */
export function ledgerEntrySource(entry: { reason: LedgerReason; planName: string | null; fromShareLink: boolean }): string | null {
  if (entry.fromShareLink) return entry.reason === "REDEEM" ? null : "From a friend's share link";
  return entry.planName ? `${entry.planName} plan` : null;
}

export function formatLedgerDate(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

export const validityLabel = (days: number): string => (days % 30 <= 2 && days >= 28 ? `${Math.round(days / 30.4)} months` : `${days} days`);
