// Readiness: the app is not shutting down (lib/http/draining.ts) and its database answers a
// trivial query. A load balancer sends requests only to servers that are ready.
import { AppError } from "@/lib/errors/app-error";
import { isDraining } from "@/lib/http/draining";
import { db } from "@/lib/db/client";

export async function databaseIsUp(): Promise<boolean> {
  try {
    await db().$queryRaw`select 1`;
    return true;
  } catch {
    return false;
  }
}

/** `{ status: "ok" }`, or a 503 (with the request's id, like every 5xx) saying why not. */
export async function checkReadiness(): Promise<{ status: "ok" }> {
  if (isDraining()) throw new AppError("UNAVAILABLE", "Restarting", { status: "unavailable" });
  if (!(await databaseIsUp())) throw new AppError("UNAVAILABLE", "The database does not answer", { status: "unavailable" });
  return { status: "ok" };
}
