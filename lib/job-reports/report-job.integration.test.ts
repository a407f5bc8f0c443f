// Reporting a job: once per candidate and job, hostile or anonymous requests refused without a 5xx;
// three reports from different candidates hide exactly that job from search until its employer
// answers through the partner API; the employer hears of each report, never of who sent it; the
// reporters read what became of their report in their notifications.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { asCandidate, signInAs } from "@/test/signed-in-as";
import { REPORT_NOTE_MAX_CHARS, REPORTS_TO_HOLD } from "./report-rules";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const reportRoute = await import("@/app/api/jobs/report/route");
const answerRoute = await import("@/app/api/partner/v1/jobs/[jobId]/report-responses/route");
const jobRoute = await import("@/app/api/partner/v1/jobs/[jobId]/route");

const t = useTestDatabase();

async function report(body: unknown, raw?: string) {
  const res = await reportRoute.POST(
    new Request("http://test/api/jobs/report", { method: "POST", headers: { "content-type": "application/json" }, body: raw ?? JSON.stringify(body) }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const reportAs = (candidateId: string, body: unknown) => asCandidate(candidateId, () => report(body));

type PartnerHandler = (req: Request, ctx: { params: Promise<{ jobId: string }> }) => Promise<Response>;

async function partner(handler: PartnerHandler, key: string, jobId: string, body: unknown, method = "POST") {
  const req = new Request("http://localhost/api/partner/v1/x", {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve({ jobId }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const searchTitles = async (q: string) => (await searchJobs({ params: parseJobSearchParams({ q }) })).jobs.map((j) => j.Job_Title);
const reportedEvents = async (jobId: string) =>
  (await t.db().webhookDelivery.findMany({ where: { eventType: "job.reported", payload: { contains: jobId } } })).map(
    (d) => JSON.parse(d.payload) as { data: Record<string, unknown> },
  );
const bell = (candidateId: string) => t.db().notification.findMany({ where: { candidateId, kind: "job_report" }, orderBy: { createdAt: "asc" } });
const candidates = (n: number) => Promise.all(Array.from({ length: n }, () => createCandidate()));

describe("reporting a job", () => {
  let company: { id: string };
  let key: string;
  let otherKey: string;
  beforeAll(async () => {
    company = await createCompany({ name: "Osprey Staffing" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    const other = await createCompany({ name: "Plover Works" });
    otherKey = (await createApiKey({ companyId: other.id, name: "test" })).key;
    await t.db().webhookEndpoint.create({
      data: { companyId: company.id, url: "https://hooks.example.com/osprey", secret: "whsec_test", events: ["job.reported"] },
    });
  });

  it("answers a signed-out caller 401 and hostile bodies 400 with a clear message, storing nothing", async () => {
    const job = await createJob(company.id, { title: "Warehouse Picker Osprey" });
    signInAs(null);
    expect(await report({ jobId: job.id, reason: "MISLEADING" })).toMatchObject({ status: 401, body: { error: "Sign in to report a job" } });

    const candidate = await createCandidate();
    signInAs(candidate.id);
    expect(await report({ jobId: job.id })).toMatchObject({ status: 400, body: { error: "Choose why you are reporting this job" } });
    expect(await report({ jobId: job.id, reason: "BORING" })).toMatchObject({ status: 400, body: { error: "Choose why you are reporting this job" } });
    expect(await report({ jobId: job.id, reason: ["MISLEADING"] })).toMatchObject({ status: 400, body: { error: "Choose why you are reporting this job" } });
    expect(await report({ jobId: job.id, reason: "OTHER", note: "x".repeat(REPORT_NOTE_MAX_CHARS + 1) })).toMatchObject({
      status: 400,
      body: { error: "Keep the note under 500 characters" },
    });
    expect(await report({ jobId: job.id, reason: "OTHER", note: { $gt: "" } })).toMatchObject({ status: 400, body: { error: "The note must be text" } });
    expect(await report({ reason: "OTHER" })).toMatchObject({ status: 400, body: { error: "Job id is required" } });
    expect((await report(null, "{not json")).status).toBe(400);
    expect((await report(null, '"just a string"')).status).toBe(400);
    expect((await report(null, JSON.stringify({ jobId: job.id, reason: "OTHER", note: "a\u0000b" }))).status).toBe(400);
    expect(await report({ jobId: "JB-NOSUCH", reason: "OTHER" })).toMatchObject({ status: 404, body: { error: "Job not found" } });
    expect(await t.db().jobReport.count({ where: { jobId: job.id } })).toBe(0);

    // A note at the bound is kept, trimmed.
    const ok = await report({ jobId: job.shortId, reason: "OTHER", note: `  ${"y".repeat(REPORT_NOTE_MAX_CHARS)}  ` });
    expect(ok.status).toBe(201);
    expect((await t.db().jobReport.findFirstOrThrow({ where: { jobId: job.id } })).note).toBe("y".repeat(REPORT_NOTE_MAX_CHARS));
  });

  it("keeps one report when the same candidate reports twice at once (the other 409), and one from a burst of 100", async () => {
    const job = await createJob(company.id, { title: "Night Auditor Osprey" });
    const [asha, ravi] = await candidates(2);
    const twice = await Promise.all([1, 2].map(() => reportAs(asha!.id, { jobId: job.id, reason: "NOT_A_REAL_JOB" })));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.status === 409)?.body).toMatchObject({ error: "You have already reported this job" });

    const burst = await Promise.all(Array.from({ length: 100 }, () => reportAs(ravi!.id, { jobId: job.id, reason: "MISLEADING" })));
    const statuses = burst.map((r) => r.status);
    const limit = RATE_LIMITS.jobReportPerCandidate.limit;
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(limit - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - limit);
    expect(await t.db().jobReport.findMany({ where: { jobId: job.id }, select: { candidateId: true, reason: true }, orderBy: { reason: "asc" } })).toEqual([
      { candidateId: asha!.id, reason: "NOT_A_REAL_JOB" },
      { candidateId: ravi!.id, reason: "MISLEADING" },
    ]);
    expect(await reportedEvents(job.id)).toHaveLength(2);
  });

  it("hides exactly the job three candidates reported, not the one two did, until the employer answers; the reporters are told", async () => {
    const reported = await createJob(company.id, { title: "Tally Clerk Kingfisher" });
    const twice = await createJob(company.id, { title: "Tally Supervisor Kingfisher" });
    const [a, b, c, d] = await candidates(4);
    expect(await searchTitles("Kingfisher")).toEqual(expect.arrayContaining(["Tally Clerk Kingfisher", "Tally Supervisor Kingfisher"]));

    for (const who of [a!, b!]) expect((await reportAs(who.id, { jobId: twice.id, reason: "MISLEADING" })).status).toBe(201);
    const first = await reportAs(a!.id, { jobId: reported.id, reason: "ASKS_FOR_MONEY", note: "They asked me for ₹2,000 on the phone" });
    const second = await reportAs(b!.id, { jobId: reported.id, reason: "NOT_A_REAL_JOB" });
    expect([first.body.hidden, second.body.hidden]).toEqual([false, false]);
    expect((await searchTitles("Kingfisher")).sort()).toEqual(["Tally Clerk Kingfisher", "Tally Supervisor Kingfisher"]);

    const third = await reportAs(c!.id, { jobId: reported.id, reason: "MISLEADING" });
    expect(third).toMatchObject({ status: 201, body: { hidden: true, report: { reason: "MISLEADING" } } });
    expect(await searchTitles("Kingfisher")).toEqual(["Tally Supervisor Kingfisher"]);
    expect(await t.db().job.findUniqueOrThrow({ where: { id: reported.id } })).toMatchObject({ status: "HELD", heldReason: "REPORTED" });

    // Each of the three reporters reads that it is hidden; the one who reported only the other job does not.
    for (const who of [a!, b!, c!])
      expect((await bell(who.id)).filter((n) => n.link === `/jobs/${reported.id}`).map((n) => n.title)).toEqual(["A job you reported is hidden from search"]);
    expect(await bell(d!.id)).toEqual([]);

    // The employer heard of each report, with its reason and never with who sent it.
    const events = await reportedEvents(reported.id);
    expect(events.map((e) => [e.data.reason, e.data.openReports, e.data.hidden])).toEqual([
      ["ASKS_FOR_MONEY", 1, false],
      ["NOT_A_REAL_JOB", 2, false],
      ["MISLEADING", 3, true],
    ]);
    for (const id of [a!.id, b!.id, c!.id]) expect(JSON.stringify(events)).not.toContain(id);
    expect(JSON.stringify(events)).not.toContain("₹2,000");

    // Editing the job does not bring it back; only an answer does. Another company cannot answer.
    expect((await partner(jobRoute.PATCH, key, reported.id, { description: "Keep the books of our Nashik depot in Tally." }, "PATCH")).body).toMatchObject({
      status: "HELD",
      heldReason: "REPORTED",
    });
    expect((await partner(answerRoute.POST, otherKey, reported.id, { message: "Not ours" })).status).toBe(404);
    expect((await partner(answerRoute.POST, key, reported.id, { message: "   " })).status).toBe(400);
    expect(await searchTitles("Kingfisher")).toEqual(["Tally Supervisor Kingfisher"]);

    const answer = await partner(answerRoute.POST, key, reported.id, { message: "We are a registered firm and never charge candidates." });
    expect(answer).toMatchObject({ status: 201, body: { jobId: reported.id, answeredReports: 3, jobStatus: "OPEN" } });
    expect((await searchTitles("Kingfisher")).sort()).toEqual(["Tally Clerk Kingfisher", "Tally Supervisor Kingfisher"]);
    for (const who of [a!, b!, c!]) {
      const told = (await bell(who.id)).filter((n) => n.link === `/jobs/${reported.id}`);
      expect(told.map((n) => n.title)).toEqual(["A job you reported is hidden from search", "The employer answered your report"]);
      expect(told[1]!.body).toBe(
        "About “Tally Clerk Kingfisher”, the employer says: “We are a registered firm and never charge candidates.” The job is back in search.",
      );
    }
    // Nothing waits for an answer any more; a report after it counts afresh and hides nothing alone.
    expect((await partner(answerRoute.POST, key, reported.id, { message: "Again" })).status).toBe(409);
    expect((await reportAs(d!.id, { jobId: reported.id, reason: "OTHER" })).body).toMatchObject({ hidden: false });
    expect(await searchTitles("Kingfisher")).toHaveLength(2);
    // The answer settles the other job's reports too, when its employer gives one: it was never hidden.
    expect((await partner(answerRoute.POST, key, twice.id, { message: "The salary is as stated." })).body).toMatchObject({
      answeredReports: 2,
      jobStatus: "OPEN",
    });
  });

  it("turns 50 reports at once from 50 candidates into 50 reports, one hide and one job.reported each", async () => {
    const job = await createJob(company.id, { title: "Courier Lapwing" });
    const people = await candidates(50);
    const results = await Promise.all(people.map((p, i) => reportAs(p.id, { jobId: job.id, reason: i % 2 ? "MISLEADING" : "NOT_A_REAL_JOB" })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(await t.db().jobReport.count({ where: { jobId: job.id } })).toBe(50);
    const events = await reportedEvents(job.id);
    expect(events).toHaveLength(50);
    expect(events.map((e) => e.data.openReports).sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(events.filter((e) => e.data.hidden === false)).toHaveLength(REPORTS_TO_HOLD - 1);
    // One hide: its notice went to the reporters of that moment, exactly REPORTS_TO_HOLD of them, once each.
    expect(await t.db().notification.count({ where: { kind: "job_report", link: `/jobs/${job.id}` } })).toBe(REPORTS_TO_HOLD);
    expect(await t.db().job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "HELD", heldReason: "REPORTED" });
    expect(await searchTitles("Lapwing")).toEqual([]);
  });

  it("refuses a report of a closed job", async () => {
    const job = await createJob(company.id, { title: "Stock Keeper Osprey", status: "CLOSED" });
    const [who] = await candidates(1);
    expect(await reportAs(who!.id, { jobId: job.id, reason: "OTHER" })).toMatchObject({
      status: 409,
      body: { error: "This job is closed and can no longer be reported" },
    });
  });
});
