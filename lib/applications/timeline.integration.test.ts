import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { signInAs } from "@/test/signed-in-as";
import { listApplications } from "./list-applications";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
const { GET } = await import("@/app/api/jobs/timeline/route");

const t = useTestDatabase();

const at = (iso: string) => new Date(iso);
const secs = (iso: string) => Date.parse(iso) / 1000;

async function timeline(jobId: string | null) {
  const url = new URL("http://localhost/api/jobs/timeline");
  if (jobId !== null) url.searchParams.set("jobId", jobId);
  const res = await GET(new Request(url));
  return { status: res.status, body: (await res.json()) as { events?: { at: number; kind: string; title: string; detail: string | null }[]; error?: string } };
}

/** An application as apply-to-job writes it: the row and its first history entry. */
async function apply(jobId: string, candidateId: string, appliedAt: Date) {
  const application = await t.db().application.create({ data: { jobId, candidateId, appliedAt } });
  await t.db().applicationStatusChange.create({
    data: { applicationId: application.id, fromStatus: null, toStatus: "APPLIED", actor: "candidate", changedAt: appliedAt },
  });
  return application;
}

async function move(
  applicationId: string,
  fromStatus: "APPLIED" | "IN_REVIEW" | "INTERVIEW_SCHEDULED" | "INTERVIEW_DONE",
  toStatus: "IN_REVIEW" | "INTERVIEW_SCHEDULED" | "INTERVIEW_DONE" | "HIRED" | "NOT_SELECTED",
  changedAt: Date,
) {
  await t.db().application.update({ where: { id: applicationId }, data: { status: toStatus } });
  await t.db().applicationStatusChange.create({ data: { applicationId, fromStatus, toStatus, actor: "partner-key:test", changedAt } });
}

async function read(candidateId: string, company: { id: string; name: string }, kind: "CV" | "INTERVIEW", subjectId: string, readAt: Date) {
  await t.db().dataAccessLog.create({ data: { candidateId, companyId: company.id, companyName: company.name, kind, subjectId, readAt } });
}

describe("an application's timeline", () => {
  it("shows each candidate only their own application's events, newest first, with their dates and titles", async () => {
    const brightloom = await createCompany({ name: "Brightloom" });
    const coral = await createCompany({ name: "Coral Works" });
    const analyst = await createJob(brightloom.id, { title: "Data Analyst" });
    const support = await createJob(coral.id, { title: "Support Engineer" });
    const asha = await createCandidate({ firstName: "Asha" });
    const ravi = await createCandidate({ firstName: "Ravi" });

    // Asha, Data Analyst at Brightloom: the whole way to hired.
    const ashaApp = await apply(analyst.id, asha.id, at("2026-11-01T04:30:00Z"));
    await read(asha.id, brightloom, "CV", ashaApp.id, at("2026-11-02T05:00:00Z"));
    await read(asha.id, brightloom, "CV", ashaApp.id, at("2026-11-02T09:15:00Z"));
    await read(asha.id, brightloom, "CV", ashaApp.id, at("2026-11-03T03:00:00Z"));
    await move(ashaApp.id, "APPLIED", "IN_REVIEW", at("2026-11-03T06:00:00Z"));
    const interview = await t.db().interview.create({
      data: {
        applicationId: ashaApp.id,
        candidateId: asha.id,
        jobId: analyst.id,
        tokenHash: `hash-${asha.id}`,
        expiresAt: at("2026-11-11T00:00:00Z"),
        createdAt: at("2026-11-04T07:00:00Z"),
        status: "COMPLETED",
        completedAt: at("2026-11-05T08:00:00Z"),
        questions: { create: [1, 2, 3].map((position) => ({ position, text: `Question ${position}` })) },
      },
    });
    await move(ashaApp.id, "IN_REVIEW", "INTERVIEW_SCHEDULED", at("2026-11-04T07:00:01Z"));
    await move(ashaApp.id, "INTERVIEW_SCHEDULED", "INTERVIEW_DONE", at("2026-11-05T08:00:01Z"));
    await read(asha.id, brightloom, "INTERVIEW", interview.id, at("2026-11-06T10:00:00Z"));
    await t.db().applicationFeedback.create({
      data: {
        applicationId: ashaApp.id,
        companyId: brightloom.id,
        message: "Your SQL answer was the best we heard, Asha.",
        createdAt: at("2026-11-07T11:00:00Z"),
      },
    });
    await move(ashaApp.id, "INTERVIEW_DONE", "HIRED", at("2026-11-07T12:00:00Z"));

    // Ravi applied to the same job (his CV read on another day) and to Coral Works' job.
    const raviAnalyst = await apply(analyst.id, ravi.id, at("2026-11-08T04:00:00Z"));
    await read(ravi.id, brightloom, "CV", raviAnalyst.id, at("2026-11-08T06:00:00Z"));
    const raviSupport = await apply(support.id, ravi.id, at("2026-11-10T04:00:00Z"));
    await t.db().applicationFeedback.create({
      data: {
        applicationId: raviSupport.id,
        companyId: coral.id,
        message: "Thanks Ravi, we went with an internal move.",
        createdAt: at("2026-11-11T05:00:00Z"),
      },
    });
    await move(raviSupport.id, "APPLIED", "NOT_SELECTED", at("2026-11-11T05:00:00Z"));

    signInAs(asha.id);
    expect(await timeline(analyst.id)).toEqual({
      status: 200,
      body: {
        events: [
          { at: secs("2026-11-07T12:00:00Z"), kind: "STATUS_CHANGED", title: "Hired", detail: "Brightloom has hired you for Data Analyst. Well done!" },
          { at: secs("2026-11-07T11:00:00Z"), kind: "FEEDBACK", title: "Feedback from Brightloom", detail: "Your SQL answer was the best we heard, Asha." },
          {
            at: secs("2026-11-06T10:00:00Z"),
            kind: "INTERVIEW_VIEWED",
            title: "Answers viewed by Brightloom",
            detail: "Brightloom opened your recorded answers.",
          },
          { at: secs("2026-11-05T08:00:00Z"), kind: "INTERVIEW_DONE", title: "Interview done", detail: "You sent your recorded answers." },
          {
            at: secs("2026-11-04T07:00:00Z"),
            kind: "INTERVIEW_SCHEDULED",
            title: "Interview scheduled",
            detail: "Brightloom invited you to a recorded interview of 3 questions.",
          },
          {
            at: secs("2026-11-03T06:00:00Z"),
            kind: "STATUS_CHANGED",
            title: "In review",
            detail: "Brightloom is reviewing your application for Data Analyst.",
          },
          // 03:00 UTC on the 3rd is 08:30 in India: a day of its own.
          { at: secs("2026-11-03T03:00:00Z"), kind: "CV_VIEWED", title: "CV viewed by Brightloom", detail: "Brightloom opened your CV." },
          { at: secs("2026-11-02T09:15:00Z"), kind: "CV_VIEWED", title: "CV viewed by Brightloom", detail: "Brightloom opened your CV twice that day." },
          { at: secs("2026-11-01T04:30:00Z"), kind: "APPLIED", title: "Applied", detail: "You applied for Data Analyst at Brightloom." },
        ],
      },
    });
    // Asha never applied to Coral Works; the short id names the same job.
    expect(await timeline(support.id)).toEqual({ status: 404, body: { error: "Application not found", code: "NOT_FOUND" } });
    expect((await timeline(analyst.shortId)).body.events).toHaveLength(9);

    signInAs(ravi.id);
    expect((await timeline(analyst.id)).body.events).toEqual([
      { at: secs("2026-11-08T06:00:00Z"), kind: "CV_VIEWED", title: "CV viewed by Brightloom", detail: "Brightloom opened your CV." },
      { at: secs("2026-11-08T04:00:00Z"), kind: "APPLIED", title: "Applied", detail: "You applied for Data Analyst at Brightloom." },
    ]);
    expect((await timeline(support.id)).body.events).toEqual([
      {
        at: secs("2026-11-11T05:00:00Z"),
        kind: "FEEDBACK",
        title: "Feedback from Coral Works",
        detail: "Thanks Ravi, we went with an internal move.",
      },
      {
        at: secs("2026-11-11T05:00:00Z"),
        kind: "STATUS_CHANGED",
        title: "Not selected",
        detail: "Coral Works has decided not to move forward with your application for Support Engineer. Keep going: the right role is out there.",
      },
      { at: secs("2026-11-10T04:00:00Z"), kind: "APPLIED", title: "Applied", detail: "You applied for Support Engineer at Coral Works." },
    ]);

    // The applications list carries each card's newest event, said short.
    const ravisCards = await listApplications({ candidateId: ravi.id });
    const latest = Object.fromEntries(ravisCards.jobs.map((job) => [job.Job_Title, job.candidateApplied[0]?.latestEvent]));
    expect(latest).toEqual({
      "Data Analyst": { at: secs("2026-11-08T06:00:00Z"), kind: "CV_VIEWED", text: "Viewed by Brightloom" },
      "Support Engineer": { at: secs("2026-11-11T05:00:00Z"), kind: "FEEDBACK", text: "Feedback from Coral Works" },
    });
    const ashasCards = await listApplications({ candidateId: asha.id });
    expect(ashasCards.jobs.map((job) => job.candidateApplied[0]?.latestEvent?.text)).toEqual(["Hired"]);
  });

  it("answers 401 signed out, 400 without a job and 404 for a job that does not exist", async () => {
    signInAs(null);
    expect((await timeline("anything")).status).toBe(401);
    const me = await createCandidate();
    signInAs(me.id);
    expect(await timeline(null)).toEqual({ status: 400, body: { error: "Job id is required", code: "INVALID_INPUT" } });
    expect((await timeline("JB-NOPE")).status).toBe(404);
    expect((await timeline("6f1c2b9e-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("starts an application that had no history, from before it was kept, at its current status", async () => {
    const company = await createCompany({ name: "Old Mill" });
    const job = await createJob(company.id, { title: "Machinist" });
    const me = await createCandidate();
    const old = await t.db().application.create({
      data: { jobId: job.id, candidateId: me.id, status: "IN_REVIEW", appliedAt: at("2026-10-01T04:30:00Z") },
    });
    await t.db().$executeRaw`UPDATE applications SET "updatedAt" = ${at("2026-10-05T04:30:00Z")} WHERE id = ${old.id}::uuid`;
    const dir = path.resolve("prisma/migrations");
    const migration = readdirSync(dir).find((name) => name.endsWith("_application_feedback"))!;
    const backfill = readFileSync(path.join(dir, migration, "migration.sql"), "utf8").split("-- Backfill")[1]!;
    await t.db().$executeRawUnsafe(backfill.replace(/^.*\n.*\n/, ""));
    await t.db().$executeRawUnsafe(backfill.replace(/^.*\n.*\n/, "")); // a second run adds nothing

    signInAs(me.id);
    expect((await timeline(job.id)).body.events).toEqual([
      { at: secs("2026-10-05T04:30:00Z"), kind: "STATUS_CHANGED", title: "In review", detail: "Old Mill is reviewing your application for Machinist." },
      { at: secs("2026-10-01T04:30:00Z"), kind: "APPLIED", title: "Applied", detail: "You applied for Machinist at Old Mill." },
    ]);
  });
});
