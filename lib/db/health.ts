// Readiness: whether the database answers a trivial query.
import { db } from "./client";

export async function databaseIsUp(): Promise<boolean> {
  try {
    await db().$queryRaw`select 1`;
    return true;
  } catch {
    return false;
  }
}
