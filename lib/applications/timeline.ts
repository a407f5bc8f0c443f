// An application's history as the candidate sees it, newest first: applied, the employer's reads
// of the CV and of the recorded answers (from the access log), status moves, the interview, feedback.
// Built from the rows each of those already writes, for one application or a whole list at once.
import type { ApplicationStatus, DataAccessKind } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { toEpochSeconds } from "@/lib/epoch";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { STATUS_MESSAGES } from "./status-messages";
import type { TimelineEvent, TimelineKind, TimelineSummary } from "./timeline-event";

const STATUS_TITLES: Record<ApplicationStatus, string> = {
  APPLIED: "Applied",
  IN_REVIEW: "In review",
  ELIGIBLE: "Shortlisted",
  INTERVIEW_SCHEDULED: "Interview scheduled",
  LINK_EXPIRED: "Interview link expired",
  INTERVIEW_DONE: "Interview done",
  PROCESS_COMPLETED: "Hiring process completed",
  HIRED: "Hired",
  NOT_SELECTED: "Not selected",
};

// Events at the same moment read in the order they happen (a move, then the message that came with it).
const ORDER: Record<TimelineKind, number> = {
  APPLIED: 0,
  CV_VIEWED: 1,
  INTERVIEW_SCHEDULED: 2,
  INTERVIEW_DONE: 3,
  INTERVIEW_VIEWED: 4,
  STATUS_CHANGED: 5,
  FEEDBACK: 6,
};

/** An event with the card's short wording of it. */
type Built = TimelineEvent & { short?: string };

type Reads = { subjectId: string; kind: DataAccessKind; companyName: string; at: Date; reads: number };

async function loadApplications(candidateId: string, where: { jobId?: string }) {
  return db().application.findMany({
    where: { candidateId, ...where },
    select: {
      id: true,
      jobId: true,
      appliedAt: true,
      job: { select: { title: true, company: { select: { name: true } } } },
      history: { select: { fromStatus: true, toStatus: true, changedAt: true } },
      feedback: { select: { message: true, createdAt: true, company: { select: { name: true } } } },
    },
  });
}

type ApplicationRows = Awaited<ReturnType<typeof loadApplications>>;

async function loadInterviews(candidateId: string, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  // By candidate and job: an invitation replaced by a newer one no longer names the application.
  return db().interview.findMany({
    where: { candidateId, jobId: { in: jobIds } },
    select: { id: true, jobId: true, createdAt: true, completedAt: true, _count: { select: { questions: true } } },
  });
}

/** The employer's reads, one row per company, kind, subject and day (India time): a busy day is one event. */
async function loadReads(candidateId: string, subjectIds: string[]): Promise<Reads[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db().$queryRaw<(Omit<Reads, "reads"> & { reads: bigint })[]>`
    SELECT "subjectId", kind, "companyName", max("readAt") AS at, count(*) AS reads
      FROM data_access_log
     WHERE "candidateId" = ${candidateId}::uuid AND "subjectId" = ANY(${subjectIds}::uuid[])
     GROUP BY "subjectId", kind, "companyName", (("readAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date`;
  return rows.map((row) => ({ ...row, reads: Number(row.reads) }));
}

const times = (n: number) => (n === 1 ? "" : n === 2 ? " twice that day" : ` ${n} times that day`);

function buildEvents(
  application: ApplicationRows[number],
  interviews: Awaited<ReturnType<typeof loadInterviews>>,
  reads: Reads[],
): Built[] {
  const job = application.job.title;
  const company = application.job.company.name;
  const events: Built[] = [
    { at: toEpochSeconds(application.appliedAt), kind: "APPLIED", title: "Applied", detail: `You applied for ${job} at ${company}.` },
  ];
  const scheduled = interviews.length > 0;
  const done = interviews.some((i) => i.completedAt);
  for (const change of application.history) {
    if (change.fromStatus === null && change.toStatus === "APPLIED") continue; // the application itself
    // The interview's own events say these moves, with more to tell.
    if (change.toStatus === "INTERVIEW_SCHEDULED" && scheduled) continue;
    if (change.toStatus === "INTERVIEW_DONE" && done) continue;
    events.push({
      at: toEpochSeconds(change.changedAt),
      kind: "STATUS_CHANGED",
      title: STATUS_TITLES[change.toStatus],
      detail: STATUS_MESSAGES[change.toStatus].body(job, company),
    });
  }
  for (const interview of interviews) {
    const count = interview._count.questions;
    events.push({
      at: toEpochSeconds(interview.createdAt),
      kind: "INTERVIEW_SCHEDULED",
      title: "Interview scheduled",
      detail: `${company} invited you to a recorded interview of ${count} ${count === 1 ? "question" : "questions"}.`,
    });
    if (interview.completedAt) {
      events.push({ at: toEpochSeconds(interview.completedAt), kind: "INTERVIEW_DONE", title: "Interview done", detail: "You sent your recorded answers." });
    }
  }
  for (const read of reads) {
    const cv = read.kind === "CV";
    events.push({
      at: toEpochSeconds(read.at),
      kind: cv ? "CV_VIEWED" : "INTERVIEW_VIEWED",
      title: cv ? `CV viewed by ${read.companyName}` : `Answers viewed by ${read.companyName}`,
      detail: `${read.companyName} opened your ${cv ? "CV" : "recorded answers"}${times(read.reads)}.`,
      short: cv ? `Viewed by ${read.companyName}` : undefined,
    });
  }
  for (const feedback of application.feedback) {
    events.push({ at: toEpochSeconds(feedback.createdAt), kind: "FEEDBACK", title: `Feedback from ${feedback.company.name}`, detail: feedback.message });
  }
  return events.sort((a, b) => b.at - a.at || ORDER[b.kind] - ORDER[a.kind]);
}

/** Every event of the candidate's applications (all, or the one to `jobId`), by application id. */
async function loadTimelines(candidateId: string, where: { jobId?: string }): Promise<Map<string, { jobId: string; events: Built[] }>> {
  const applications = await loadApplications(candidateId, where);
  const interviews = await loadInterviews(candidateId, applications.map((a) => a.jobId));
  const reads = await loadReads(candidateId, [...applications.map((a) => a.id), ...interviews.map((i) => i.id)]);
  return new Map(
    applications.map((application) => {
      const own = interviews.filter((i) => i.jobId === application.jobId);
      const interviewIds = new Set(own.map((i) => i.id));
      const ownReads = reads.filter((r) => (r.kind === "CV" ? r.subjectId === application.id : interviewIds.has(r.subjectId)));
      return [application.id, { jobId: application.jobId, events: buildEvents(application, own, ownReads) }];
    }),
  );
}

/** The candidate's own application to this job, as events newest first; null when they did not apply. */
export async function getApplicationTimeline(options: { candidateId: string; jobId: string }): Promise<TimelineEvent[] | null> {
  const timelines = await loadTimelines(options.candidateId, { jobId: options.jobId });
  const [only] = [...timelines.values()];
  return only ? only.events.map(({ at, kind, title, detail }) => ({ at, kind, title, detail })) : null;
}

/** The newest event of each of the candidate's applications, by job id. */
export async function latestApplicationEvents(options: { candidateId: string }): Promise<Map<string, TimelineSummary>> {
  const timelines = await loadTimelines(options.candidateId, {});
  const latest = new Map<string, TimelineSummary>();
  for (const { jobId, events } of timelines.values()) {
    const [newest] = events;
    if (newest) latest.set(jobId, { at: newest.at, kind: newest.kind, text: newest.short ?? newest.title });
  }
  return latest;
}

export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found";

/** GET /api/jobs/timeline: the signed-in candidate's own application only; anything else is not found. */
export async function getOwnApplicationTimeline(options: { candidateId: string; jobRef: string }): Promise<{ events: TimelineEvent[] }> {
  const job = await findJobId(options.jobRef);
  const events = job ? await getApplicationTimeline({ candidateId: options.candidateId, jobId: job.id }) : null;
  if (!events) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND_MESSAGE);
  return { events };
}
