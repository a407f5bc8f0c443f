// Expected failures, each named by what happened (`NO_CREDIT`, `ANSWER_ALREADY_RECEIVED`), with the
// words the candidate sees. A domain knows nothing of HTTP: the edge (lib/http/error-status.ts)
// maps each code to its status and sends the code beside the words; anything else is logged and
// answered generically.
import { processWide } from "@/lib/process-wide";

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
  /** A request that changes something, sent from another site's page or followed as a link (lib/http/request-guard.ts, `fetchOnly`). */
  "CROSS_SITE_REQUEST",
  /** The body is larger than the route reads. */
  "BODY_TOO_LARGE",
  /** The body is not in the form the route reads (JSON, or a multipart form). */
  "WRONG_CONTENT_TYPE",
] as const;

/** Each domain's codes: what happened, in its own words. */
const DOMAIN_CODES = [
  // sign-up, sign-in and one-time codes
  /** An account already uses this e-mail address (a closed one included). */
  "EMAIL_TAKEN",
  /** The e-mail and password do not match (details.wrongPasswordCount). */
  "INVALID_CREDENTIALS",
  /** Google says the e-mail address of the account is not verified. */
  "GOOGLE_EMAIL_UNVERIFIED",
  /** The one-time code is not the one sent, or was already used. */
  "OTP_INVALID",
  /** The one-time code is older than its lifetime. */
  "OTP_EXPIRED",
  /** Too many wrong tries of one code: a new one must be asked for. */
  "OTP_TRIES_USED_UP",
  /** The token a verified reset code gave is missing, used or too old. */
  "RESET_TOKEN_EXPIRED",
  /** The link to set a first password is not valid (or was used). */
  "PASSWORD_LINK_INVALID",
  // accounts, onboarding and profile
  "ACCOUNT_CLOSED",
  "CANDIDATE_NOT_FOUND",
  "WRONG_PASSWORD",
  "CODE_REQUIRED",
  "DELETION_NOT_SCHEDULED",
  "EXPORT_LINK_INVALID",
  "EXPORT_LINK_EXPIRED",
  "CONSENT_NOT_FOUND",
  /** This onboarding step is already done, or can no longer be changed (details.step: where the candidate is). */
  "STEP_DONE",
  /** The form names another candidate's profile. */
  "NOT_YOUR_PROFILE",
  // files and uploads
  /** A file over its kind's size limit. */
  "FILE_TOO_LARGE",
  /** A file whose first bytes are not a type its kind takes. */
  "FILE_TYPE_NOT_ALLOWED",
  /** A file of the right type that cannot be read (a PDF without text, an image that does not decode). */
  "FILE_UNREADABLE",
  /** A signed link to a file that is not valid or has expired. */
  "FILE_LINK_INVALID",
  /** A resumable upload asked to be kept before all of its bytes arrived. */
  "UPLOAD_INCOMPLETE",
  /** A resumable upload's request breaks the tus protocol (a header missing or not valid); tus's own status stays (400, 403 or 412). */
  "UPLOAD_PROTOCOL",
  /** A resumable upload's slice does not start at the offset the server holds: ask for it (HEAD) and send from there. */
  "UPLOAD_OFFSET_CONFLICT",
  // jobs, saved searches and applications
  /** The job no longer takes applications, or changes. */
  "JOB_CLOSED",
  /** Another job of the company already has this externalRef. */
  "EXTERNAL_REF_TAKEN",
  /** A job's text asks the candidate to pay (details.words: the words found). */
  "JOB_ASKS_FOR_MONEY",
  /** The candidate already reported this job (once per candidate and job). */
  "JOB_ALREADY_REPORTED",
  /** No report of the job waits for the employer's answer. */
  "NO_OPEN_REPORTS",
  /** The candidate keeps as many saved searches as there may be. */
  "SAVED_SEARCHES_FULL",
  /** The candidate has no CV yet, and this needs one. */
  "RESUME_REQUIRED",
  /** The hiring statuses do not allow this move. */
  "STATUS_CHANGE_NOT_ALLOWED",
  /** The application is decided (Not Selected or Hired), so nothing more is scheduled. */
  "APPLICATION_DECIDED",
  /** The candidate already asked for this. */
  "ALREADY_REQUESTED",
  /** A review can be asked for only once the employer has decided. */
  "NOT_DECIDED_YET",
  /** The request was answered already. */
  "REQUEST_ALREADY_ANSWERED",
  /** The employer has no request of this kind waiting for a decision. */
  "NOTHING_PENDING",
  /** Another request changed the same thing at the same moment: trying again is safe. */
  "CONCURRENT_CHANGE",
  // partner API and webhooks
  /** The company has as many webhook endpoints as there may be. */
  "WEBHOOK_LIMIT_REACHED",
  /** The application has had as much feedback as there may be. */
  "FEEDBACK_LIMIT_REACHED",
  // credits, payments and share links
  "NO_CREDIT",
  "NO_ACTIVE_PLAN",
  "NOTHING_TO_REFUND",
  "OPERATION_RECORDED_FOR_SOMEONE_ELSE",
  "SHARE_LINK_NOT_FOUND",
  "OWN_SHARE_LINK",
  "SHARE_LINK_USED",
  "SHARE_LINK_EXPIRED",
  /** Payments are not set up on this server. */
  "PAYMENTS_UNAVAILABLE",
  /** The payment provider would not create the order. */
  "PAYMENT_REQUEST_FAILED",
  /** The payment does not match its order, or was not captured. */
  "PAYMENT_FAILED",
  /** A payment or webhook whose signature is not the provider's. */
  "PAYMENT_SIGNATURE_INVALID",
  /** The order was paid by another payment. */
  "ORDER_ALREADY_PAID",
  /** The price is zero: the free order is the way. */
  "NOTHING_TO_PAY",
  /** The coupon is past its last day. */
  "COUPON_EXPIRED",
  /** The coupon is for another plan. */
  "COUPON_NOT_FOR_PLAN",
  /** The coupon has been redeemed as many times as it may be. */
  "COUPON_USED_UP",
  /** This candidate has already paid with this coupon. */
  "COUPON_ALREADY_USED",
  /** A free order whose coupon does not cover the whole price. */
  "COUPON_NOT_FULL",
  /** The coupon check: the coupon cannot be used on this plan now (the words say why). */
  "COUPON_NOT_USABLE",
  // recorded interviews
  /** The interview link's token is not valid. */
  "INTERVIEW_LINK_INVALID",
  /** The interview's link has expired. */
  "INTERVIEW_LINK_EXPIRED",
  /** The candidate withdrew consent: nothing more is recorded. */
  "CONSENT_WITHDRAWN",
  /** Questions are asked only after the candidate consents. */
  "CONSENT_REQUIRED",
  /** The consent text changed since the candidate read it. */
  "CONSENT_TEXT_CHANGED",
  /** The interview has been submitted. */
  "INTERVIEW_SUBMITTED",
  /** The applicant already has an interview under way or done. */
  "INTERVIEW_EXISTS",
  /** The candidate asked for another way to be assessed, and the employer has not answered. */
  "ALTERNATIVE_PENDING",
  /** The employer agreed to assess the candidate another way: nothing is recorded. */
  "ALTERNATIVE_AGREED",
  /** A question asked before the one before it. */
  "QUESTION_OUT_OF_ORDER",
  /** An answer to a question not asked yet. */
  "QUESTION_NOT_ASKED",
  // DISC
  /** A DISC test without an answer for every block. */
  "DISC_INCOMPLETE",
  // mock interviews and answers
  "MOCK_NOT_FOUND",
  "MOCK_SUBMITTED",
  "MOCK_NOT_SUBMITTABLE",
  "NO_ANSWER_YET",
  "FEEDBACK_NOT_READY",
  /** Asked for something that can only be changed before the first question. */
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
export const ERROR_CODES = [...GENERAL_CODES, ...EDGE_CODES, ...DOMAIN_CODES] as const;

export type AppErrorCode = (typeof ERROR_CODES)[number];

class ExpectedFailure extends Error {
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

/**
 * One class per process, kept in the process-wide holder: Next.js gives its bundles (routes, the
 * front server opened by instrumentation.ts) copies of this module, and an error one of them
 * throws is still `instanceof AppError` where another catches it (a resumable upload's stored
 * file, adopted by a route).
 */
export const AppError = processWide("app-error", () => ExpectedFailure);
export type AppError = ExpectedFailure;

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
