// Credits (tokens, coins): an append-only ledger. The only way credits move.
export { grantCredits, grantPlan, type GrantCreditsOptions, type PlanGrant } from "./grant-credits";
export { spendCredit, withSpendableCredit, NO_ACTIVE_PLAN, type SpendCreditOptions } from "./spend-credit";
export { inCandidateTurn, withCreditLock } from "./ledger";
export { refundCredit, type RefundCreditOptions } from "./refund-credit";
export { getCreditBalance, hasActivePlan, listActiveEntitlements, listActivePlans, NO_ACTIVE_PLANS } from "./get-credit-balance";
export { listLedger, type LedgerEntryView } from "./list-ledger";
export { settleAllExpired } from "./settle-all-expired";
export { createShareLink, redeemShareToken, REDEEM_MESSAGES } from "./share-links";
