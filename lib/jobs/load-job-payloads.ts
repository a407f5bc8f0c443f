// Job payloads for a list of job ids, in that order, with the candidate's own application and
// bookmark on each (scoped to the candidate in the query).
import { db, type Db, type Tx } from "@/lib/db/client";
import { candidateApplicationSelect } from "@/lib/applications/application-payload";
import { jobPayloadSelect, toJobPayload, type JobPayload } from "./job-payload";

export async function loadJobPayloads(options: {
  jobIds: string[];
  candidateId?: string | null;
  client?: Db | Tx;
}): Promise<JobPayload[]> {
  const { jobIds, candidateId } = options;
  if (jobIds.length === 0) return [];
  const client = options.client ?? db();
  const [jobs, applications, saved] = await Promise.all([
    client.job.findMany({ where: { id: { in: jobIds } }, select: jobPayloadSelect }),
    candidateId
      ? client.application.findMany({
          where: { candidateId, jobId: { in: jobIds } },
          select: candidateApplicationSelect,
        })
      : [],
    candidateId
      ? client.savedJob.findMany({ where: { candidateId, jobId: { in: jobIds } }, select: { jobId: true } })
      : [],
  ]);
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const applicationByJob = new Map(applications.map((a) => [a.jobId, a]));
  const savedIds = new Set(saved.map((s) => s.jobId));
  return jobIds.flatMap((id) => {
    const job = byId.get(id);
    return job ? [toJobPayload(job, { application: applicationByJob.get(id), saved: savedIds.has(id) })] : [];
  });
}
