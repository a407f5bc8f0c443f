// Expected failures carry a code and the words the user sees; route handlers map them to HTTP.
import { logger } from "@/lib/log";

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/**
 * The JSON answer for an error: `{ error }` by default, `{ message }` where the spec names that
 * field. Unexpected errors are logged and answered generically.
 */
export function errorResponse(error: unknown, field: "error" | "message" = "error", context?: string): Response {
  if (error instanceof AppError) return Response.json({ [field]: error.message }, { status: error.status });
  logger().error({ err: error, context }, "unexpected error");
  return Response.json({ [field]: "Something went wrong. Please try again." }, { status: 500 });
}
