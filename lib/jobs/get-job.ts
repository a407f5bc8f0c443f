// One job by its id or short id, for the detail page and GET /api/jobs/getjob.
import { AppError } from "@/lib/errors/app-error";
import { db, type Db, type Tx } from "@/lib/db/client";
import { loadFullJobPayload } from "./load-job-payloads";
import type { JobPayload } from "./job-payload";
import { isUuid } from "@/lib/db/uuid";

/** The where clause for a job reference: the UUID, or the short id ("JB-1A2B3C", any case). */
export function jobRefWhere(ref: string): { id: string } | { shortId: string } {
  const trimmed = ref.trim();
  return isUuid(trimmed) ? { id: trimmed.toLowerCase() } : { shortId: trimmed.toUpperCase() };
}

export async function findJobId(ref: string, client: Db | Tx = db()): Promise<{ id: string; status: string } | null> {
  return client.job.findUnique({ where: jobRefWhere(ref), select: { id: true, status: true } });
}

export async function getJob(options: { ref: string; candidateId?: string | null }): Promise<JobPayload | null> {
  return loadFullJobPayload(options);
}

/**
 * GET /api/jobs/getjob: the job with its applicant count, and beside them, signed in on a job that
 * lists skills, the skills match; 404 when no job has that id.
 */
export async function readJob(options: { ref: string; candidateId?: string | null }) {
  const found = await getJob(options);
  if (!found) throw new AppError("NOT_FOUND", "Job not found");
  const { match, ...job } = found;
  return { job, TotalCandidateApplied: job.TotalCandidateApplied, ...(match ? { match } : {}) };
}
