// Credits UI for the mock interviews page: the badge, the share dialog and the ledger button.
export { CreditBadge, useCredits, CREDITS_FETCH_ERROR } from "./credit-badge";
export { ShareInterviewButton, ShareLinkPanel, SHARE_MESSAGES } from "./share-dialog";
export { LedgerButton, LEDGER_PATH } from "./ledger-button";
export { announceCreditsChanged } from "./credits-api";
