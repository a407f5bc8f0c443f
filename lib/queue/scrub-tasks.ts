// Erasure reaches the queue too: task rows (waiting, done or failed, kept by pg-boss for a while)
// hold payloads such as an e-mail's address or a candidate's id. Rows naming any of the given
// strings are deleted; a running task's row (the erasure itself) keeps its place with its payload
// emptied, so pg-boss can still settle it. (pg-boss names its table "job".)
import { db } from "@/lib/db/client";

const TASK_TABLE = "pgboss.job";

export async function scrubTasksNaming(needles: string[]): Promise<{ deleted: number; emptied: number }> {
  const lowered = [...new Set(needles.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3))];
  if (lowered.length === 0) return { deleted: 0, emptied: 0 };
  const [table] = await db().$queryRaw<{ exists: boolean }[]>`SELECT to_regclass(${TASK_TABLE}) IS NOT NULL AS "exists"`;
  // The queue's schema is made on first use: no table, nothing queued.
  if (!table?.exists) return { deleted: 0, emptied: 0 };
  const names = (column: string) => `EXISTS (SELECT 1 FROM unnest($1::text[]) AS n WHERE position(n IN lower(coalesce(${column}::text, ''))) > 0)`;
  const match = ["data", "output", "source_output", "singleton_key"].map(names).join(" OR ");
  const deleted = await db().$executeRawUnsafe(`DELETE FROM ${TASK_TABLE} WHERE state <> 'active' AND (${match})`, lowered);
  const emptied = await db().$executeRawUnsafe(
    `UPDATE ${TASK_TABLE} SET data = '{}'::jsonb, output = NULL, source_output = NULL WHERE state = 'active' AND (${match})`,
    lowered,
  );
  return { deleted, emptied };
}
