// An application's history as the candidate sees it, newest first: applied, the employer's reads
// of the CV and of the recorded answers (from the access log), status moves, the interview, feedback.
// Built from the rows each of those already writes. The applications list shows each application's
// newest event, chosen in its own statement (lib/application-view/newest-event.ts).
import type { DataAccessKind } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { toEpochSeconds } from "@/lib/epoch";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { formatDay } from "@/lib/format";
import { repliedSince, replyDueAt } from "./reply-promise";
import { STATUS_MESSAGES } from "./status-messages";
import { TIMELINE_ORDER, timelineHeading, type TimelineEvent } from "@/lib/application-view/timeline-event";

type Reads = { subjectId: string; kind: DataAccessKind; companyName: string; at: Date; reads: number };

// Rows of one kind come newest first, ties by id (the employer's reads by company): events of one
// kind at the same second keep that order, as the applications list's newest event does
// (lib/application-view/newest-event.ts).
async function loadApplications(candidateId: string, where: { jobId?: string }) {
  return db().application.findMany({
    where: { candidateId, ...where },
    select: {
      id: true,
      jobId: true,
      appliedAt: true,
      job: { select: { title: true, company: { select: { name: true } } } },
      history: { select: { fromStatus: true, toStatus: true, changedAt: true }, orderBy: [{ changedAt: "desc" }, { id: "asc" }] },
      feedback: {
        select: { message: true, createdAt: true, company: { select: { name: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      },
      requests: {
        select: { kind: true, status: true, message: true, response: true, createdAt: true, decidedAt: true },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      },
    },
  });
}

type ApplicationRows = Awaited<ReturnType<typeof loadApplications>>;

async function loadInterviews(candidateId: string, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  // By candidate and job: an invitation replaced by a newer one no longer names the application.
  return db().interview.findMany({
    where: { candidateId, jobId: { in: jobIds } },
    select: { id: true, jobId: true, createdAt: true, completedAt: true, feedbackWithinDays: true, _count: { select: { questions: true } } },
  });
}

/** The employer's reads, one row per company, kind, subject and day (India time): a busy day is one event. */
async function loadReads(candidateId: string, subjectIds: string[]): Promise<Reads[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db().$queryRaw<(Omit<Reads, "reads"> & { reads: bigint })[]>`
    SELECT "subjectId", kind, "companyName", max("readAt") AS at, count(*) AS reads
      FROM data_access_log
     WHERE "candidateId" = ${candidateId}::uuid AND "subjectId" = ANY(${subjectIds}::uuid[])
     GROUP BY "subjectId", kind, "companyName", (("readAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date
     ORDER BY at DESC, "companyName"`;
  return rows.map((row) => ({ ...row, reads: Number(row.reads) }));
}

const times = (n: number) => (n === 1 ? "" : n === 2 ? " twice that day" : ` ${n} times that day`);

function buildEvents(application: ApplicationRows[number], interviews: Awaited<ReturnType<typeof loadInterviews>>, reads: Reads[]): TimelineEvent[] {
  const job = application.job.title;
  const company = application.job.company.name;
  const events: TimelineEvent[] = [
    {
      at: toEpochSeconds(application.appliedAt),
      kind: "APPLIED",
      title: timelineHeading({ kind: "APPLIED" }).title,
      detail: `You applied for ${job} at ${company}.`,
    },
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
      title: timelineHeading({ kind: "STATUS_CHANGED", status: change.toStatus }).title,
      detail: STATUS_MESSAGES[change.toStatus].body(job, company),
    });
  }
  for (const interview of interviews) {
    const count = interview._count.questions;
    events.push({
      at: toEpochSeconds(interview.createdAt),
      kind: "INTERVIEW_SCHEDULED",
      title: timelineHeading({ kind: "INTERVIEW_SCHEDULED" }).title,
      detail: `${company} invited you to a recorded interview of ${count} ${count === 1 ? "question" : "questions"}.`,
    });
    if (interview.completedAt) {
      const title = timelineHeading({ kind: "INTERVIEW_DONE" }).title;
      const due = interview.feedbackWithinDays ? replyDueAt(interview.completedAt, interview.feedbackWithinDays) : null;
      const promise = due ? ` ${company} will reply by ${formatDay(due)}.` : "";
      events.push({ at: toEpochSeconds(interview.completedAt), kind: "INTERVIEW_DONE", title, detail: `You sent your recorded answers.${promise}` });
      if (due && due.getTime() < Date.now() && !repliedSince(interview.completedAt, application)) {
        events.push({
          at: toEpochSeconds(due),
          kind: "REPLY_OVERDUE",
          title: timelineHeading({ kind: "REPLY_OVERDUE", company }).title,
          detail: `${company} promised to reply by ${formatDay(due)}, and that day has passed. You can still ask them through your notifications or their site.`,
        });
      }
    }
  }
  for (const read of reads) {
    const cv = read.kind === "CV";
    const kind = cv ? "CV_VIEWED" : "INTERVIEW_VIEWED";
    events.push({
      at: toEpochSeconds(read.at),
      kind,
      title: timelineHeading({ kind, company: read.companyName }).title,
      detail: `${read.companyName} opened your ${cv ? "CV" : "recorded answers"}${times(read.reads)}.`,
    });
  }
  for (const feedback of application.feedback) {
    const title = timelineHeading({ kind: "FEEDBACK", company: feedback.company.name }).title;
    events.push({ at: toEpochSeconds(feedback.createdAt), kind: "FEEDBACK", title, detail: feedback.message });
  }
  for (const request of application.requests) {
    const made = timelineHeading({ kind: "REQUEST_MADE", status: request.kind }).title;
    events.push({ at: toEpochSeconds(request.createdAt), kind: "REQUEST_MADE", title: made, detail: request.message });
    if (request.decidedAt && request.status !== "PENDING") {
      const title = timelineHeading({ kind: "REQUEST_ANSWERED", company }).title;
      const answer = request.status === "ACCEPTED" ? "agreed" : "declined";
      events.push({ at: toEpochSeconds(request.decidedAt), kind: "REQUEST_ANSWERED", title, detail: `${company} ${answer}: “${request.response ?? ""}”` });
    }
  }
  return events.sort((a, b) => b.at - a.at || TIMELINE_ORDER[b.kind] - TIMELINE_ORDER[a.kind]);
}

/** Every event of the candidate's applications (all, or the one to `jobId`), by application id. */
async function loadTimelines(candidateId: string, where: { jobId?: string }): Promise<Map<string, { jobId: string; events: TimelineEvent[] }>> {
  const applications = await loadApplications(candidateId, where);
  const interviews = await loadInterviews(
    candidateId,
    applications.map((a) => a.jobId),
  );
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
  return only ? only.events : null;
}

export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found";

/** GET /api/jobs/timeline: the signed-in candidate's own application only; anything else is not found. */
export async function getOwnApplicationTimeline(options: { candidateId: string; jobRef: string }): Promise<{ events: TimelineEvent[] }> {
  const job = await findJobId(options.jobRef);
  const events = job ? await getApplicationTimeline({ candidateId: options.candidateId, jobId: job.id }) : null;
  if (!events) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND_MESSAGE);
  return { events };
}
