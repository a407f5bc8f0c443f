// Job payloads for a list of job ids, in that order, with the candidate's own application and
// bookmark on each (scoped to the candidate in the query), all in one query. Lists get card
// payloads (previews); the job page gets the full payload.
import type { Prisma } from "@/generated/prisma/client";
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

type LoadOptions = { jobIds: string[]; candidateId?: string | null; client?: Db | Tx };
type Extras = { application?: CandidateApplicationRow; saved: boolean };

/** The candidate's own application and bookmark, read with each job in the same query. */
function candidateSelect(candidateId: string) {
  return {
    ...jobPayloadSelect,
    applications: { where: { candidateId }, select: candidateApplicationSelect, take: 1 },
    savedBy: { where: { candidateId }, select: { jobId: true }, take: 1 },
  } satisfies Prisma.JobSelect;
}

async function loadRows(options: LoadOptions): Promise<{ job: JobRow; extras: Extras }[]> {
  const { jobIds, candidateId } = options;
  if (jobIds.length === 0) return [];
  const client = options.client ?? db();
  const where = { id: { in: jobIds } };
  const rows: { job: JobRow; extras: Extras }[] = candidateId
    ? (await client.job.findMany({ where, select: candidateSelect(candidateId) })).map((job) => ({
        job,
        extras: { application: job.applications[0], saved: job.savedBy.length > 0 },
      }))
    : (await client.job.findMany({ where, select: jobPayloadSelect })).map((job) => ({ job, extras: { saved: false } }));
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  return jobIds.flatMap((id) => byId.get(id) ?? []);
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
