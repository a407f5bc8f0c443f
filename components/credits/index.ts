// Credits UI for the mock interviews page: the badge, the share dialog and the ledger button.
export { CreditBadge, useCredits, type CreditsText } from "./credit-badge";
export { ShareInterviewButton, ShareLinkPanel } from "./share-dialog";
export { LedgerButton, LEDGER_PATH } from "./ledger-button";
export { announceCreditsChanged, CREDITS_FETCH_ERROR } from "./credits-api";
