// The events a partner can subscribe to, and the retry rules of their delivery. Payloads are thin:
// ids and times, never a candidate's personal data (the partner reads the rest through the API).
export const PARTNER_EVENTS = [
  "application.created",
  "interview.completed",
  "interview.accommodation_requested",
  "interview.alternative_requested",
  "application.review_requested",
  "application.feedback_due",
  "candidate.erased",
  "application.withdrawn",
  "job.reported",
  "job.closed",
] as const;

export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

/** Endpoints a company may register. */
export const WEBHOOK_ENDPOINTS_PER_COMPANY = 10;
/** A receiver that does not answer in this long is a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries listed per page of the log. */
export const WEBHOOK_LOG_PAGE = 50;
