// The applications list's line on each card is the newest event of that application's full
// timeline: one candidate's applications, each with a different kind of newest event (and ties at
// the same second), beside another candidate whose newer events on the same jobs never show.
import { describe, expect, it, vi } from "vitest";
import type { ApplicationStatus } from "@/generated/prisma/client";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { signInAs } from "@/test/signed-in-as";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { listApplications } from "@/lib/applications/list-applications";
import type { TimelineEvent } from "./timeline-event";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
const applied = await import("@/app/api/jobs/applied/route");
const timeline = await import("@/app/api/jobs/timeline/route");

const t = useTestDatabase();

const at = (iso: string) => new Date(iso);
const secs = (iso: string) => Math.floor(Date.parse(iso) / 1000);

async function appliedList(): Promise<JobCardPayload[]> {
  const res = await applied.GET(new Request("http://localhost/api/jobs/applied"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { jobs: JobCardPayload[] }).jobs;
}

async function fullTimeline(jobId: string): Promise<TimelineEvent[]> {
  const res = await timeline.GET(new Request(`http://localhost/api/jobs/timeline?jobId=${jobId}`));
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: TimelineEvent[] }).events;
}

async function apply(jobId: string, candidateId: string, appliedAt: string) {
  const application = await t.db().application.create({ data: { jobId, candidateId, appliedAt: at(appliedAt) } });
  await t.db().applicationStatusChange.create({
    data: { applicationId: application.id, fromStatus: null, toStatus: "APPLIED", actor: "candidate", changedAt: at(appliedAt) },
  });
  return application;
}

async function move(applicationId: string, fromStatus: ApplicationStatus, toStatus: ApplicationStatus, changedAt: string) {
  await t.db().application.update({ where: { id: applicationId }, data: { status: toStatus } });
  await t.db().applicationStatusChange.create({ data: { applicationId, fromStatus, toStatus, actor: "partner-key:test", changedAt: at(changedAt) } });
}

async function read(candidateId: string, company: { id: string; name: string }, kind: "CV" | "INTERVIEW", subjectId: string, readAt: string) {
  await t.db().dataAccessLog.create({ data: { candidateId, companyId: company.id, companyName: company.name, kind, subjectId, readAt: at(readAt) } });
}

async function invite(application: { id: string; jobId: string; candidateId: string }, createdAt: string, completedAt?: string, linked = true) {
  return t.db().interview.create({
    data: {
      applicationId: linked ? application.id : null,
      candidateId: application.candidateId,
      jobId: application.jobId,
      tokenHash: `hash-${application.id}-${createdAt}`,
      expiresAt: at("2026-12-31T00:00:00Z"),
      createdAt: at(createdAt),
      status: completedAt ? "COMPLETED" : "SCHEDULED",
      completedAt: completedAt ? at(completedAt) : null,
      questions: { create: [1, 2].map((position) => ({ position, text: `Question ${position}` })) },
    },
  });
}

async function feedback(applicationId: string, company: { id: string }, message: string, createdAt: string) {
  await t.db().applicationFeedback.create({ data: { applicationId, companyId: company.id, message, createdAt: at(createdAt) } });
}

async function request(applicationId: string, kind: "HUMAN_REVIEW" | "ALTERNATIVE_ASSESSMENT", message: string | null, createdAt: string, decidedAt?: string) {
  await t.db().candidateRequest.create({
    data: {
      applicationId,
      kind,
      message,
      createdAt: at(createdAt),
      ...(decidedAt ? { status: "ACCEPTED" as const, response: "Yes", decidedAt: at(decidedAt) } : {}),
    },
  });
}

describe("the applications list's newest event", () => {
  it("is, for each application, the newest event of its full timeline, and never another candidate's", async () => {
    const brightloom = await createCompany({ name: "Brightloom" });
    const coral = await createCompany({ name: "Coral Works" });
    const anchor = await createCompany({ name: "Anchor Labs" });
    const zephyr = await createCompany({ name: "Zephyr Freight" });
    const job = async (company: { id: string }, title: string) => createJob(company.id, { title });
    const plain = await job(brightloom, "Data Analyst");
    const moved = await job(brightloom, "Support Engineer");
    const viewed = await job(coral, "Ward Nurse");
    const invited = await job(coral, "Crane Operator");
    const answered = await job(anchor, "Port Planner");
    const fedBack = await job(anchor, "Night Supervisor");
    const tied = await job(zephyr, "Fleet Dispatcher");
    const readTogether = await job(zephyr, "Route Analyst");
    const askedAgain = await job(brightloom, "Claims Handler");
    const answeredAsk = await job(coral, "Lab Technician");
    const me = await createCandidate({ firstName: "Asha" });
    const other = await createCandidate({ firstName: "Ravi" });

    // A plain application: nothing has happened since.
    await apply(plain.id, me.id, "2026-11-20T04:00:00Z");

    // A status move after a read of the CV.
    const movedApp = await apply(moved.id, me.id, "2026-11-01T04:00:00Z");
    await read(me.id, brightloom, "CV", movedApp.id, "2026-11-02T05:00:00Z");
    await move(movedApp.id, "APPLIED", "IN_REVIEW", "2026-11-03T06:00:00Z");

    // The CV read by a named company, twice that day, after a move.
    const viewedApp = await apply(viewed.id, me.id, "2026-11-02T04:00:00Z");
    await move(viewedApp.id, "APPLIED", "IN_REVIEW", "2026-11-03T04:00:00Z");
    await read(me.id, coral, "CV", viewedApp.id, "2026-11-04T05:00:00Z");
    await read(me.id, coral, "CV", viewedApp.id, "2026-11-04T07:30:00Z");

    // An interview scheduled; the move it made a second later is said by the interview itself.
    const invitedApp = await apply(invited.id, me.id, "2026-11-03T04:00:00Z");
    await move(invitedApp.id, "APPLIED", "IN_REVIEW", "2026-11-04T04:00:00Z");
    await invite(invitedApp, "2026-11-05T09:00:00Z");
    await move(invitedApp.id, "IN_REVIEW", "INTERVIEW_SCHEDULED", "2026-11-05T09:00:01Z");

    // Answers sent to an invitation since replaced (it no longer names the application), then viewed.
    const answeredApp = await apply(answered.id, me.id, "2026-11-04T04:00:00Z");
    const first = await invite(answeredApp, "2026-11-05T04:00:00Z", "2026-11-06T04:00:00Z", false);
    await move(answeredApp.id, "INTERVIEW_SCHEDULED", "INTERVIEW_DONE", "2026-11-06T04:00:01Z");
    await read(me.id, anchor, "INTERVIEW", first.id, "2026-11-07T10:00:00Z");

    // Feedback and the move it came with, at the same second: the feedback reads last.
    const fedBackApp = await apply(fedBack.id, me.id, "2026-11-05T04:00:00Z");
    await move(fedBackApp.id, "APPLIED", "NOT_SELECTED", "2026-11-08T05:00:00.400Z");
    await feedback(fedBackApp.id, anchor, "Thanks Asha, we went with an internal move.", "2026-11-08T05:00:00.100Z");

    // Within one second: a read of the CV later in the second than two moves, which still read last.
    const tiedApp = await apply(tied.id, me.id, "2026-11-06T04:00:00Z");
    await move(tiedApp.id, "APPLIED", "PROCESS_COMPLETED", "2026-11-09T12:00:00.100Z");
    await move(tiedApp.id, "PROCESS_COMPLETED", "HIRED", "2026-11-09T12:00:00.500Z");
    await read(me.id, zephyr, "CV", tiedApp.id, "2026-11-09T12:00:00.900Z");

    // Two companies read the CV at the same moment.
    const readTogetherApp = await apply(readTogether.id, me.id, "2026-11-07T04:00:00Z");
    await read(me.id, zephyr, "CV", readTogetherApp.id, "2026-11-10T08:00:00Z");
    await read(me.id, anchor, "CV", readTogetherApp.id, "2026-11-10T08:00:00Z");

    // A review asked for after a decision, and still waiting.
    const askedAgainApp = await apply(askedAgain.id, me.id, "2026-11-08T04:00:00Z");
    await move(askedAgainApp.id, "APPLIED", "NOT_SELECTED", "2026-11-11T04:00:00Z");
    await request(askedAgainApp.id, "HUMAN_REVIEW", "Please look at my portfolio again.", "2026-11-12T04:00:00Z");

    // Another way to be assessed, asked for and agreed to.
    const answeredAskApp = await apply(answeredAsk.id, me.id, "2026-11-08T05:00:00Z");
    await invite(answeredAskApp, "2026-11-09T04:00:00Z");
    await request(answeredAskApp.id, "ALTERNATIVE_ASSESSMENT", null, "2026-11-10T04:00:00Z", "2026-11-13T04:00:00Z");

    // The other candidate applied to the same jobs, and their newer events are theirs alone.
    for (const [n, each] of [plain, moved, viewed, invited, answered, fedBack, tied, readTogether, askedAgain, answeredAsk].entries()) {
      const theirs = await apply(each.id, other.id, `2026-11-${10 + n}T03:00:00Z`);
      await read(other.id, coral, "CV", theirs.id, "2026-11-21T05:00:00Z");
      const interview = await invite(theirs, "2026-11-22T05:00:00Z", "2026-11-23T05:00:00Z");
      await read(other.id, anchor, "INTERVIEW", interview.id, "2026-11-24T05:00:00Z");
      await feedback(theirs.id, brightloom, "Thanks Ravi.", "2026-11-25T05:00:00Z");
      await move(theirs.id, "INTERVIEW_DONE", "HIRED", "2026-11-26T05:00:00Z");
    }

    signInAs(me.id);
    const cards = await appliedList();
    const lines = Object.fromEntries(cards.map((card) => [card.Job_Title, card.candidateApplied[0]?.latestEvent]));
    expect(lines).toEqual({
      "Data Analyst": { at: secs("2026-11-20T04:00:00Z"), kind: "APPLIED", text: "Applied" },
      "Support Engineer": { at: secs("2026-11-03T06:00:00Z"), kind: "STATUS_CHANGED", text: "In review" },
      "Ward Nurse": { at: secs("2026-11-04T07:30:00Z"), kind: "CV_VIEWED", text: "Viewed by Coral Works" },
      "Crane Operator": { at: secs("2026-11-05T09:00:00Z"), kind: "INTERVIEW_SCHEDULED", text: "Interview scheduled" },
      "Port Planner": { at: secs("2026-11-07T10:00:00Z"), kind: "INTERVIEW_VIEWED", text: "Answers viewed by Anchor Labs" },
      "Night Supervisor": { at: secs("2026-11-08T05:00:00Z"), kind: "FEEDBACK", text: "Feedback from Anchor Labs" },
      "Fleet Dispatcher": { at: secs("2026-11-09T12:00:00Z"), kind: "STATUS_CHANGED", text: "Hired" },
      "Route Analyst": { at: secs("2026-11-10T08:00:00Z"), kind: "CV_VIEWED", text: "Viewed by Anchor Labs" },
      "Claims Handler": { at: secs("2026-11-12T04:00:00Z"), kind: "REQUEST_MADE", text: "You asked for a review" },
      "Lab Technician": { at: secs("2026-11-13T04:00:00Z"), kind: "REQUEST_ANSWERED", text: "Request answered by Coral Works" },
    });

    // Each line is the newest event of the application's own timeline, its title said short.
    const titles: Record<string, string> = {};
    for (const card of cards) {
      const [newest] = await fullTimeline(card.Job_Id);
      const line = card.candidateApplied[0]?.latestEvent;
      expect({ at: line?.at, kind: line?.kind }, card.Job_Title).toEqual({ at: newest?.at, kind: newest?.kind });
      titles[card.Job_Title] = newest!.title;
    }
    expect(titles).toEqual({
      "Data Analyst": "Applied",
      "Support Engineer": "In review",
      "Ward Nurse": "CV viewed by Coral Works",
      "Crane Operator": "Interview scheduled",
      "Port Planner": "Answers viewed by Anchor Labs",
      "Night Supervisor": "Feedback from Anchor Labs",
      "Fleet Dispatcher": "Hired",
      "Route Analyst": "CV viewed by Anchor Labs",
      "Claims Handler": "You asked for a person to review the decision",
      "Lab Technician": "Coral Works answered your request",
    });

    // The dashboard's shortened list carries the same lines.
    const firstTwo = await listApplications({ candidateId: me.id, take: 2 });
    expect(firstTwo.jobs.map((card) => [card.Job_Title, card.candidateApplied[0]?.latestEvent])).toEqual(
      cards.slice(0, 2).map((card) => [card.Job_Title, card.candidateApplied[0]?.latestEvent]),
    );

    // The other candidate sees their own newest events on the same jobs.
    signInAs(other.id);
    const theirs = await appliedList();
    expect(theirs.map((card) => card.candidateApplied[0]?.latestEvent)).toEqual(
      theirs.map(() => ({ at: secs("2026-11-26T05:00:00Z"), kind: "STATUS_CHANGED", text: "Hired" })),
    );
  });
});
