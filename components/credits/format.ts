// Money and ledger wording shared by the plans, purchase and ledger screens.
import type { LedgerReason } from "@/generated/prisma/enums";

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const formatRupees = (rupees: number): string => inr.format(rupees);

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  PURCHASE: "Plan purchased",
  MOCK_CREATE: "Mock interview created",
  MOCK_REFUND: "Refund: mock interview failed",
  SHARE_CREATE: "Mock interview shared",
  SHARE_REFUND: "Refund: share link unused",
  REDEEM: "Shared mock interview redeemed",
  ADJUSTMENT: "Adjustment",
  EXPIRY: "Credits expired",
};

export function formatLedgerDate(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

export const validityLabel = (days: number): string => (days % 30 <= 2 && days >= 28 ? `${Math.round(days / 30.4)} months` : `${days} days`);
