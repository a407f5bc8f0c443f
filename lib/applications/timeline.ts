// An application's history as the candidate sees it, newest first: applied, the employer's reads
// of the CV and of the recorded answers (from the access log), status moves, the interview, feedback.
// Built from the rows each of those already writes. The applications list shows each application's
// newest event, chosen in its own statement (lib/application-view/newest-event.ts).
import type { DataAccessKind } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { toEpochSeconds } from "@/lib/epoch";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { repliedSince, replyDueAt } from "./reply-promise";
import { TIMELINE_ORDER, type TimelineEvent } from "@/lib/application-view/timeline-event";
import { sayTimeline, type TimelineStep } from "@/lib/application-view/timeline-steps";

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

function buildSteps(application: ApplicationRows[number], interviews: Awaited<ReturnType<typeof loadInterviews>>, reads: Reads[]): TimelineStep[] {
  const job = application.job.title;
  const company = application.job.company.name;
  const steps: TimelineStep[] = [
    { at: toEpochSeconds(application.appliedAt), kind: "APPLIED", subject: { kind: "APPLIED" }, detail: { kind: "applied", job, company } },
  ];
  const scheduled = interviews.length > 0;
  const done = interviews.some((i) => i.completedAt);
  for (const change of application.history) {
    if (change.fromStatus === null && change.toStatus === "APPLIED") continue; // the application itself
    // The interview's own events say these moves, with more to tell.
    if (change.toStatus === "INTERVIEW_SCHEDULED" && scheduled) continue;
    if (change.toStatus === "INTERVIEW_DONE" && done) continue;
    steps.push({
      at: toEpochSeconds(change.changedAt),
      kind: "STATUS_CHANGED",
      subject: { kind: "STATUS_CHANGED", status: change.toStatus },
      detail: { kind: "status", status: change.toStatus, job, company },
    });
  }
  for (const interview of interviews) {
    const count = interview._count.questions;
    steps.push({
      at: toEpochSeconds(interview.createdAt),
      kind: "INTERVIEW_SCHEDULED",
      subject: { kind: "INTERVIEW_SCHEDULED" },
      detail: { kind: "invited", company, count },
    });
    if (interview.completedAt) {
      const due = interview.feedbackWithinDays ? replyDueAt(interview.completedAt, interview.feedbackWithinDays) : null;
      steps.push({
        at: toEpochSeconds(interview.completedAt),
        kind: "INTERVIEW_DONE",
        subject: { kind: "INTERVIEW_DONE" },
        detail: { kind: "answersSent", company, due },
      });
      if (due && due.getTime() < Date.now() && !repliedSince(interview.completedAt, application)) {
        steps.push({ at: toEpochSeconds(due), kind: "REPLY_OVERDUE", subject: { kind: "REPLY_OVERDUE", company }, detail: { kind: "overdue", company, due } });
      }
    }
  }
  for (const read of reads) {
    const cv = read.kind === "CV";
    const kind = cv ? "CV_VIEWED" : "INTERVIEW_VIEWED";
    const detail = { kind: "read", company: read.companyName, cv, reads: read.reads } as const;
    steps.push({ at: toEpochSeconds(read.at), kind, subject: { kind, company: read.companyName }, detail });
  }
  for (const feedback of application.feedback) {
    const subject = { kind: "FEEDBACK", company: feedback.company.name } as const;
    steps.push({ at: toEpochSeconds(feedback.createdAt), kind: "FEEDBACK", subject, detail: { kind: "own", text: feedback.message } });
  }
  for (const request of application.requests) {
    const said = request.message === null ? null : ({ kind: "own", text: request.message } as const);
    steps.push({ at: toEpochSeconds(request.createdAt), kind: "REQUEST_MADE", subject: { kind: "REQUEST_MADE", status: request.kind }, detail: said });
    if (request.decidedAt && request.status !== "PENDING") {
      const detail = { kind: "answered", company, agreed: request.status === "ACCEPTED", response: request.response ?? "" } as const;
      steps.push({ at: toEpochSeconds(request.decidedAt), kind: "REQUEST_ANSWERED", subject: { kind: "REQUEST_ANSWERED", company }, detail });
    }
  }
  return steps.sort((a, b) => b.at - a.at || TIMELINE_ORDER[b.kind] - TIMELINE_ORDER[a.kind]);
}

/** Every event of the candidate's applications (all, or the one to `jobId`), by application id. */
async function loadTimelines(candidateId: string, where: { jobId?: string }): Promise<Map<string, { jobId: string; steps: TimelineStep[] }>> {
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
      return [application.id, { jobId: application.jobId, steps: buildSteps(application, own, ownReads) }];
    }),
  );
}

/** The candidate's own application to this job, as steps newest first (to be worded in any language); null when they did not apply. */
export async function getApplicationSteps(options: { candidateId: string; jobId: string }): Promise<TimelineStep[] | null> {
  const timelines = await loadTimelines(options.candidateId, { jobId: options.jobId });
  const [only] = [...timelines.values()];
  return only ? only.steps : null;
}

/** The candidate's own application to this job, as events newest first in English; null when they did not apply. */
export async function getApplicationTimeline(options: { candidateId: string; jobId: string }): Promise<TimelineEvent[] | null> {
  const steps = await getApplicationSteps(options);
  return steps && sayTimeline(steps);
}

export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found";

/** GET /api/jobs/timeline: the signed-in candidate's own application only; anything else is not found. */
export async function getOwnApplicationTimeline(options: { candidateId: string; jobRef: string }): Promise<{ events: TimelineEvent[] }> {
  const job = await findJobId(options.jobRef);
  const events = job ? await getApplicationTimeline({ candidateId: options.candidateId, jobId: job.id }) : null;
  if (!events) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND_MESSAGE);
  return { events };
}
