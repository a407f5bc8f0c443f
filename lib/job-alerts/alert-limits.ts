// Saved searches and the daily job-alert e-mail's limits.

/** Saved searches per candidate (each one a section of the daily job-alert e-mail). */
export const SAVED_SEARCHES_MAX = 10;
/** Jobs listed per saved search in one alert e-mail; the rest are a link to /discover. */
export const JOB_ALERT_JOBS_PER_SEARCH = 10;
/** Matches of one saved search looked at per day, best ranked first. */
export const JOB_ALERT_SCAN_LIMIT = 100;
/** How long an alert e-mail's unsubscribe link keeps working (its row is then deleted). */
export const JOB_ALERT_DIGEST_KEEP_DAYS = 90;
