// The small pieces every route handler shares: JSON errors, zod failures, the caller's IP.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { isAppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";

type ErrorField = "error" | "message";

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}, field: ErrorField = "error") {
  const headers: Record<string, string> = {};
  if (status === 429 && typeof extra.retryAfterSeconds === "number") headers["Retry-After"] = String(extra.retryAfterSeconds);
  return NextResponse.json({ [field]: message, ...extra }, { status, headers });
}

/** The first message of the first failing field, in the schema's order (the spec's order). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

/** Maps an AppError to its status and message; logs and hides anything unexpected. */
export function errorResponse(error: unknown, field: ErrorField = "error") {
  if (isAppError(error)) return jsonError(error.status, error.message, error.details, field);
  logger().error({ err: error }, "unexpected error in route handler");
  return jsonError(500, "Something went wrong. Please try again.", {}, field);
}

export async function readJson(req: Request): Promise<unknown> {
  return req.json().catch(() => null);
}

/** The client address as the nearest proxy reports it; "unknown" when there is none. */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip")?.trim() || "unknown";
}
