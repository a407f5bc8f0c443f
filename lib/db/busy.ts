// The one check for "the database is too busy to take this now": a transaction that could not
// start within its wait (Prisma's P2028) or a pooled connection not handed out in time. Routes
// answer it as a retryable 503, never as a failure of the request itself.
export function isDatabaseBusy(error: unknown): boolean {
  const e = error as { code?: string; message?: unknown } | null;
  if (typeof e !== "object" || e === null) return false;
  if (e.code === "P2028" && typeof e.message === "string" && /unable to start a transaction in the given time/i.test(e.message)) return true;
  return typeof e.message === "string" && /timeout exceeded when trying to connect/i.test(e.message);
}
