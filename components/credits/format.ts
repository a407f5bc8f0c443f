// Ledger and plan wording shared by the plans, purchase and ledger screens (amounts and dates:
// lib/format). The helpers take the words of the interface language; their English defaults are the
// English catalog's (components/credits/money-text.test.ts checks them).
import type { LedgerReason } from "@/generated/prisma/enums";
import { fill } from "@/lib/i18n/fill";

/** The reasons as the English ledger names them (the `ledger.reasons` of the English catalog). */
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

export type SourceWords = { fromFriend: string; planSource: string };
export const ENGLISH_SOURCE_WORDS: SourceWords = { fromFriend: "From a friend's share link", planSource: "{plan} plan" };

/**
 * Where an entry's credit came from: its plan, or a friend's share link (never the friend's plan).
 * `planName`: the plan's name in the interface language (the stored name by default).
 */
export function ledgerEntrySource(
  entry: { reason: LedgerReason; planName: string | null; fromShareLink: boolean },
  words: SourceWords = ENGLISH_SOURCE_WORDS,
  planName: string | null = entry.planName,
): string | null {
  if (entry.fromShareLink) return entry.reason === "REDEEM" ? null : words.fromFriend;
  return planName ? fill(words.planSource, { plan: planName }) : null;
}

export type ValidityWords = { months: string; days: string };
export const ENGLISH_VALIDITY_WORDS: ValidityWords = { months: "{count} months", days: "{count} days" };

export const validityLabel = (days: number, words: ValidityWords = ENGLISH_VALIDITY_WORDS): string =>
  days % 30 <= 2 && days >= 28 ? fill(words.months, { count: Math.round(days / 30.4) }) : fill(words.days, { count: days });
