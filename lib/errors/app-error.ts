// Expected failures, each named by what happened (`NO_CREDIT`, `ANSWER_ALREADY_RECEIVED`), with the
// words the candidate sees. A domain knows nothing of HTTP: the edge (lib/http/error-status.ts)
// maps each code to its status and sends the code beside the words; anything else is logged and
// answered generically.

/** Codes every domain may use, for failures that are not one domain's own. */
const GENERAL_CODES = [
  /** The input breaks a rule (the edge's own code for a body, query or path its schema refuses). */
  "INVALID_INPUT",
  /** Not found, or not the caller's (the edge's own code for a path or query that names nothing). */
  "NOT_FOUND",
  /** The caller is not signed in, or its key or token is not valid. */
  "SIGNED_OUT",
  /** Something we depend on is briefly unavailable: the caller may try again (answered with `retryable: true`). */
  "UNAVAILABLE",
  /** Too many tries in a while: the caller waits (details.retryAfterSeconds). */
  "RATE_LIMITED",
  /** The database could not take the burst in time: nothing was done, and trying again is safe. */
  "BUSY",
  /** A failure of ours, logged with the request's id: answered with generic words. */
  "UNEXPECTED",
] as const;

/** Codes only the edge answers with, about the request itself rather than anything a domain did. */
const EDGE_CODES = [
  /** Answered with an `Allow` header naming the methods the route does take (details.allow). */
  "METHOD_NOT_ALLOWED",
  /** A state-changing request from another site's page (lib/http/request-guard.ts). */
  "CROSS_SITE_REQUEST",
] as const;

/**
 * Codes that still name an HTTP status, until their domain names what happened. New code uses a
 * domain code (or a general one) instead.
 */
const STATUS_NAMED_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "CONFLICT",
  "GONE",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE",
  "TOO_MANY_REQUESTS",
] as const;

/** Each domain's codes: what happened, in its own words. */
const DOMAIN_CODES = [
  // accounts
  "ACCOUNT_CLOSED",
  "CANDIDATE_NOT_FOUND",
  "WRONG_PASSWORD",
  "CODE_REQUIRED",
  "DELETION_NOT_SCHEDULED",
  "EXPORT_LINK_INVALID",
  "EXPORT_LINK_EXPIRED",
  "CONSENT_NOT_FOUND",
  // credits and share links
  "NO_CREDIT",
  "NO_ACTIVE_PLAN",
  "NOTHING_TO_REFUND",
  "OPERATION_RECORDED_FOR_SOMEONE_ELSE",
  "SHARE_LINK_NOT_FOUND",
  "OWN_SHARE_LINK",
  "SHARE_LINK_USED",
  "SHARE_LINK_EXPIRED",
  // mock interviews
  "MOCK_NOT_FOUND",
  "RESUME_REQUIRED",
  "MOCK_SUBMITTED",
  "MOCK_NOT_SUBMITTABLE",
  "NO_ANSWER_YET",
  "FEEDBACK_NOT_READY",
  "INTERVIEW_STARTED",
  "ANSWER_TIME_FIXED",
  "ANSWER_NOT_FOUND",
  "NO_RECORDING",
  "ANSWER_ALREADY_RECEIVED",
  "OUTSIDE_ANSWER_TIME",
  "ANSWER_TOO_LONG",
  "ANSWER_LENGTH_UNREADABLE",
  "QUESTION_NOT_ANSWERED",
  "RETAKES_USED_UP",
  "PRACTICE_RUNS_USED_UP",
] as const;

/** Every code an error answer may carry (the `code` of its JSON), general ones first. */
export const ERROR_CODES = [...GENERAL_CODES, ...EDGE_CODES, ...STATUS_NAMED_CODES, ...DOMAIN_CODES] as const;

export type AppErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Extra JSON fields for the response (e.g. retryAfterSeconds, wrongPasswordCount). */
  readonly details: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
