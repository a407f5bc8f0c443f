// The legal texts' dates, and how long account deletion, data exports and the access log take or show.

export const TERMS_DATE = "12 January 2025";
export const PRIVACY_POLICY_DATE = "12 January 2025";
/** A closed account is erased this many days after the request, unless the candidate cancels first (the law allows 30). */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** How long the link to a prepared data export works. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Rows a page of the candidate's "who viewed your data" log shows. */
export const ACCESS_LOG_PAGE_SIZE = 20;
