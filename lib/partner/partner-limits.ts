// The partner API's limits: page size, request rate, link lives and employer feedback.

/** Signed links to applicants' CVs handed to employers through the partner API. */
export const PARTNER_CV_LINK_SECONDS = 10 * 60;
export const PARTNER_PAGE_SIZE_MAX = 100;
/** Partner API requests per key per minute: plenty for a hiring site's sync, a ceiling for a runaway loop. */
export const PARTNER_REQUESTS_PER_MINUTE = 600;
/** Employer feedback on one application: the longest message, and how many one company may send. */
export const PARTNER_FEEDBACK_MAX_CHARS = 2_000;
export const PARTNER_FEEDBACK_PER_APPLICATION = 10;
/** The same message sent again this soon (a double click, a retried request) is the same feedback. */
export const PARTNER_FEEDBACK_REPEAT_SECONDS = 10 * 60;
