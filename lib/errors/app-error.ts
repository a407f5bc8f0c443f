// Expected failures with the words the candidate sees. Route handlers map them to JSON with
// the status their code stands for; anything else is logged and answered generically.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Answered with an `Allow` header naming the methods the route does take (details.allow). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  /** Something we depend on is briefly unavailable: the caller may try again (answered with `retryable: true`). */
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

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

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
