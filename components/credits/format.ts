// Ledger wording shared by the plans, purchase and ledger screens (amounts and dates: lib/format).
import type { LedgerReason } from "@/generated/prisma/enums";

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

export const validityLabel = (days: number): string => (days % 30 <= 2 && days >= 28 ? `${Math.round(days / 30.4)} months` : `${days} days`);
