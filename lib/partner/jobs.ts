// The partner API's job operations. Every query is scoped to the caller's company.
import type { JobStatus } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { withFreshShortId } from "@/lib/db/short-id";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { findJobMoneyAsks, MONEY_ASK_DETECTOR_VERSION } from "@/lib/jobs/money-ask";
import { countOpenReports } from "@/lib/job-reports/report-job";
import { REPORTS_TO_HOLD } from "@/lib/job-reports/report-rules";
import { notifyReportersOfClose } from "@/lib/jobs/notify-reporters-of-close";
import { firstPostedDate } from "@/lib/jobs/repost";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import { partnerJobSelect, partnerPage, toPartnerJob } from "./payload";
import { SALARY_TOGETHER, type TPartnerJobCreate, type TPartnerJobUpdate } from "./schema";

const NOT_FOUND = "Job not found";

/** Refuses a job whose title or description asks the candidate to pay, naming the words found. */
function refuseMoneyAsks(job: { title: string; description: string }) {
  const words = findJobMoneyAsks(job);
  if (words.length === 0) return;
  throw new AppError("JOB_ASKS_FOR_MONEY", `A job may not ask candidates to pay. Remove these words: ${words.map((w) => `"${w}"`).join(", ")}`, { words });
}

export async function createPartnerJob(companyId: string, input: TPartnerJobCreate) {
  refuseMoneyAsks(input);
  const data = {
    ...input,
    moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION,
    industry: input.industry ?? null,
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    validThrough: input.validThrough ? new Date(input.validThrough) : null,
    firstPostedAt: await firstPostedDate(companyId, input.title),
  };
  try {
    const job = await withFreshShortId("JB", (shortId) => db().job.create({ data: { ...data, companyId, shortId }, select: partnerJobSelect }));
    return toPartnerJob(job);
  } catch (error) {
    if (isUniqueViolation(error, "externalRef")) throw new AppError("EXTERNAL_REF_TAKEN", "A job with this externalRef already exists");
    throw error;
  }
}

export async function getPartnerJob(companyId: string, jobId: string) {
  const job = await db().job.findFirst({ where: { id: jobId, companyId }, select: partnerJobSelect });
  if (!job) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toPartnerJob(job);
}

export async function updatePartnerJob(companyId: string, jobId: string, input: TPartnerJobUpdate) {
  const current = await db().job.findFirst({
    where: { id: jobId, companyId },
    select: { status: true, heldReason: true, heldAt: true, salaryMin: true, salaryMax: true, title: true, description: true },
  });
  if (!current) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (current.status === "CLOSED") throw new AppError("JOB_CLOSED", "This job is closed and can no longer be changed");
  // The text as it will read after the change: a held job opens again once it asks for nothing.
  refuseMoneyAsks({ title: input.title ?? current.title, description: input.description ?? current.description });
  // A salary is stated with both ends or not at all; null removes it.
  const salaryMin = input.salaryMin !== undefined ? input.salaryMin : current.salaryMin;
  const salaryMax = input.salaryMax !== undefined ? input.salaryMax : current.salaryMax;
  if ((salaryMin === null) !== (salaryMax === null)) throw new AppError("INVALID_INPUT", SALARY_TOGETHER);
  if (salaryMin !== null && salaryMax !== null && salaryMax < salaryMin) throw new AppError("INVALID_INPUT", "salaryMax must be at least salaryMin");
  const { validThrough, ...rest } = input;
  // Candidates' reports keep a job out of search until the employer answers them, not until it edits the job.
  const reported = current.heldReason === "REPORTED" || (await countOpenReports(jobId)) >= REPORTS_TO_HOLD;
  const hold = reported
    ? { status: "HELD" as const, heldReason: "REPORTED" as const, heldAt: current.heldReason === "REPORTED" ? current.heldAt : new Date() }
    : { status: "OPEN" as const, heldReason: null, heldAt: null };
  const updated = await db().job.updateManyAndReturn({
    where: { id: jobId, companyId, status: { in: ["OPEN", "HELD"] } },
    data: {
      ...rest,
      ...hold,
      editedAt: new Date(),
      moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION,
      ...(validThrough !== undefined ? { validThrough: validThrough ? new Date(validThrough) : null } : {}),
    },
    select: partnerJobSelect,
  });
  if (!updated[0]) throw new AppError("JOB_CLOSED", "This job is closed and can no longer be changed");
  return toPartnerJob(updated[0]);
}

/** Keeps an open job open without changing it: its "updated" day is today, and its 60 days start again. */
export async function refreshPartnerJob(companyId: string, jobId: string) {
  const { count } = await db().job.updateMany({ where: { id: jobId, companyId, status: { in: ["OPEN", "HELD"] } }, data: { editedAt: new Date() } });
  const job = await getPartnerJob(companyId, jobId);
  if (count === 0) throw new AppError("JOB_CLOSED", "This job is closed and can no longer be changed");
  return job;
}

/**
 * Closes a job to new applications; closing a closed job changes nothing. The close that moved it
 * tells the candidates who reported it, in the same transaction (so once each).
 */
export async function closePartnerJob(companyId: string, jobId: string) {
  const now = new Date();
  // Only the close that changes the job announces it: a second close (or one racing it, which waits
  // for the row and then finds it closed) changes nothing and sends nothing.
  const deliveries = await db().$transaction(async (tx) => {
    const closed = await tx.job.updateManyAndReturn({
      where: { id: jobId, companyId, status: { in: ["OPEN", "HELD"] } },
      data: { status: "CLOSED", closedAt: now },
      select: { id: true, title: true },
    });
    await notifyReportersOfClose(tx, closed);
    const ids: string[] = [];
    for (const job of closed) ids.push(...(await recordPartnerEvent({ tx, companyId, type: "job.closed", data: { jobId: job.id, reason: "EMPLOYER" } })));
    return ids;
  });
  await queueDeliveries(deliveries);
  await db().job.updateMany({ where: { id: jobId, companyId, validThrough: { gt: now } }, data: { validThrough: now } });
  return getPartnerJob(companyId, jobId);
}

export async function listPartnerJobs(companyId: string, query: { status?: JobStatus; page: number; limit: number }) {
  const where = { companyId, ...(query.status ? { status: query.status } : {}) };
  const { rows, ...page } = await partnerPage(
    query,
    (window) => db().job.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...window, select: partnerJobSelect }),
    () => db().job.count({ where }),
  );
  return { data: rows.map(toPartnerJob), ...page };
}
