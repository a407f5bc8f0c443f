// Marks some (or all) of a candidate's notifications read; other candidates' ids are ignored.
import { db } from "@/lib/db/client";

export async function markNotificationsRead(options: { candidateId: string; ids?: string[] }): Promise<number> {
  const { candidateId, ids } = options;
  const result = await db().notification.updateMany({
    where: { candidateId, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  return result.count;
}
