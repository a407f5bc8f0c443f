// Job payloads for a list of job ids, in that order, with the candidate's own application and
// bookmark on each (scoped to the candidate in the query). Lists get card payloads (previews);
// the job page gets the full payload.
import { db, type Db, type Tx } from "@/lib/db/client";
import { candidateApplicationSelect, type CandidateApplicationRow } from "@/lib/applications/application-payload";
import {
  jobPayloadSelect,
  toJobCardPayload,
  toJobPayload,
  type JobCardPayload,
  type JobPayload,
  type JobRow,
} from "./job-payload";

type LoadOptions = {
  jobIds: string[];
  candidateId?: string | null;
  client?: Db | Tx;
  /** The candidate's applications to these jobs, when the caller has read them already. */
  applications?: CandidateApplicationRow[];
};
type Extras = { application?: CandidateApplicationRow; saved: boolean };

async function loadRows(options: LoadOptions): Promise<{ job: JobRow; extras: Extras }[]> {
  const { jobIds, candidateId } = options;
  if (jobIds.length === 0) return [];
  const client = options.client ?? db();
  const [jobs, applications, saved] = await Promise.all([
    client.job.findMany({ where: { id: { in: jobIds } }, select: jobPayloadSelect }),
    options.applications ??
      (candidateId
        ? client.application.findMany({ where: { candidateId, jobId: { in: jobIds } }, select: candidateApplicationSelect })
        : []),
    candidateId
      ? client.savedJob.findMany({ where: { candidateId, jobId: { in: jobIds } }, select: { jobId: true } })
      : [],
  ]);
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const applicationByJob = new Map(applications.map((a) => [a.jobId, a]));
  const savedIds = new Set(saved.map((s) => s.jobId));
  return jobIds.flatMap((id) => {
    const job = byId.get(id);
    return job ? [{ job, extras: { application: applicationByJob.get(id), saved: savedIds.has(id) } }] : [];
  });
}

export async function loadJobPayloads(options: LoadOptions): Promise<JobCardPayload[]> {
  return (await loadRows(options)).map(({ job, extras }) => toJobCardPayload(job, extras));
}

export async function loadFullJobPayload(options: {
  jobId: string;
  candidateId?: string | null;
}): Promise<JobPayload | null> {
  const [row] = await loadRows({ jobIds: [options.jobId], candidateId: options.candidateId });
  return row ? toJobPayload(row.job, row.extras) : null;
}
