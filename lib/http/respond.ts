// The small pieces every route handler shares: JSON errors, zod failures, reading the body.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { isDatabaseBusy } from "@/lib/db/busy";
import { isAppError, type AppErrorCode } from "@/lib/errors/app-error";
import { ERROR_STATUS } from "./error-status";
import { logger } from "@/lib/log";
import { currentRequestId } from "@/lib/request-context";
import { firstIssueMessage } from "@/lib/validation/issue-message";

export { readJson } from "./read-json";

export type ErrorField = "error" | "message";

/**
 * An error answer: the words in `error` (or `message`) and what happened in `code` (a caller branches
 * on the code, never on the words), with the status of that code.
 */
export function jsonError(code: AppErrorCode, message: string, extra: Record<string, unknown> = {}, field: ErrorField = "error") {
  const status = ERROR_STATUS[code];
  const headers: Record<string, string> = {};
  if ((status === 429 || status === 503) && typeof extra.retryAfterSeconds === "number") headers["Retry-After"] = String(extra.retryAfterSeconds);
  if (status === 405 && typeof extra.allow === "string") headers.Allow = extra.allow;
  // A failure on our side names its request, so support can find the log lines of it.
  const requestId = status >= 500 ? currentRequestId() : undefined;
  return NextResponse.json({ [field]: message, ...extra, code, ...(requestId ? { requestId } : {}) }, { status, headers });
}

/** The first message of the first failing field, in the schema's order (the spec's order); a field left out is named missing. */
export function firstIssue(error: z.ZodError): string {
  return firstIssueMessage(error);
}

/** A burst the database could not take in time: nothing was done, and trying again is safe. */
export const BUSY_MESSAGE = "We are busy right now and nothing was saved. Please try again in a moment.";

/**
 * Maps an AppError to its status, message and details (`{ error }`, or `{ message }` where the
 * spec names that field); logs anything unexpected and answers it generically.
 */
export function errorResponse(error: unknown, field: ErrorField = "error", context?: string, unexpected = "Something went wrong. Please try again.") {
  if (isAppError(error)) {
    const details = error.code === "UNAVAILABLE" ? { retryable: true, ...error.details } : error.details;
    return jsonError(error.code, error.message, details, field);
  }
  if (isDatabaseBusy(error)) {
    logger().warn({ err: error, context }, "database busy: answered 503");
    return jsonError("BUSY", BUSY_MESSAGE, { retryable: true, retryAfterSeconds: 2 }, field);
  }
  logger().error({ err: error, context }, "unexpected error in route handler");
  return jsonError("UNEXPECTED", unexpected, {}, field);
}

/** 302 to a short-lived link to the caller's own file: never cached, not even by the browser. */
export function privateRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
}

/** 204: done, nothing to say (a JSON caller reads it as null). */
export function noContent(headers?: Record<string, string>): NextResponse<null> {
  return new NextResponse<null>(null, { status: 204, headers });
}
