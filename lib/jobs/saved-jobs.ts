// Bookmarks: a candidate saves a job from a card and finds it again on the dashboard.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "./get-job";
import type { JobCardPayload } from "./job-payload";
import { loadJobPayloads } from "./load-job-payloads";

export async function saveJob(options: { candidateId: string; jobRef: string }): Promise<{ jobId: string }> {
  const job = await findJobId(options.jobRef);
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  // Saving twice is the same as saving once.
  await db().savedJob.createMany({ data: [{ candidateId: options.candidateId, jobId: job.id }], skipDuplicates: true });
  return { jobId: job.id };
}

export async function unsaveJob(options: { candidateId: string; jobRef: string }): Promise<{ jobId: string | null }> {
  const job = await findJobId(options.jobRef);
  if (!job) return { jobId: null };
  await db().savedJob.deleteMany({ where: { candidateId: options.candidateId, jobId: job.id } });
  return { jobId: job.id };
}

export async function listSavedJobs(options: { candidateId: string; take?: number }): Promise<JobCardPayload[]> {
  const saved = await db().savedJob.findMany({
    where: { candidateId: options.candidateId },
    orderBy: { createdAt: "desc" },
    select: { jobId: true },
    take: options.take ?? 50,
  });
  return loadJobPayloads({ jobIds: saved.map((s) => s.jobId), candidateId: options.candidateId });
}
