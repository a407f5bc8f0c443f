// Who read the candidate's data: a row each time an employer's partner API key is handed the
// candidate's CV or recorded interview. Written in the same request once the read has succeeded, as
// one insert however many candidates a page names. A failed write is logged and does not fail the
// employer's read: the data has already been read by then, so refusing the answer would not undo
// it, and the error in the log is what gets the gap looked at.
import type { DataAccessKind } from "@/generated/prisma/client";
import { ACCESS_LOG_PAGE_SIZE } from "./account-rules";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";

/** The employer that read, as the partner API authenticated it. */
export type DataReader = { companyId: string; companyName: string; keyId: string };

export type DataRead = { candidateId: string; kind: DataAccessKind; subjectId: string };

export async function recordDataReads(options: { reader: DataReader; reads: DataRead[] }): Promise<void> {
  const { reader, reads } = options;
  if (reads.length === 0) return;
  try {
    await db().dataAccessLog.createMany({
      data: reads.map((read) => ({
        candidateId: read.candidateId,
        kind: read.kind,
        subjectId: read.subjectId,
        companyId: reader.companyId,
        companyName: reader.companyName,
        apiKeyId: reader.keyId,
      })),
    });
  } catch (error) {
    logger().error({ err: error, companyId: reader.companyId, reads: reads.length }, "data access log not written");
  }
}

export type AccessLogEntry = { id: string; company: string; kind: DataAccessKind; readAt: string };

export type AccessLogPage = { entries: AccessLogEntry[]; total: number; page: number; pageSize: number };

/** The candidate's own log, newest first. */
export async function listDataReads(options: { candidateId: string; page?: number }): Promise<AccessLogPage> {
  const page = Math.max(1, options.page ?? 1);
  const where = { candidateId: options.candidateId };
  const [rows, total] = await Promise.all([
    db().dataAccessLog.findMany({
      where,
      orderBy: [{ readAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ACCESS_LOG_PAGE_SIZE,
      take: ACCESS_LOG_PAGE_SIZE,
      select: { id: true, companyName: true, kind: true, readAt: true },
    }),
    db().dataAccessLog.count({ where }),
  ]);
  return {
    entries: rows.map((r) => ({ id: r.id, company: r.companyName, kind: r.kind, readAt: r.readAt.toISOString() })),
    total,
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
  };
}
