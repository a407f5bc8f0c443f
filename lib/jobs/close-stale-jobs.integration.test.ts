// Live listings: a job its employer has not edited or refreshed for 60 days closes by itself, as does
// one past its validThrough, each announced once (`job.closed` with why); a candidate applying does
// not count as an edit; a PATCH or a refresh keeps a job open; the job page says when it was updated.
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { createApiKey } from "@/lib/partner/api-keys";
import { storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { closeStaleJobs, JOB_STALE_DAYS } from "./close-stale-jobs";
import { getJob } from "./get-job";

const jobRoute = await import("@/app/api/partner/v1/jobs/[jobId]/route");
const refreshRoute = await import("@/app/api/partner/v1/jobs/[jobId]/refresh/route");
const closeRoute = await import("@/app/api/partner/v1/jobs/[jobId]/close/route");

const t = useTestDatabase();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type PartnerHandler = (req: Request, ctx: { params: Promise<{ jobId: string }> }) => Promise<Response>;

async function partner(handler: PartnerHandler, key: string, jobId: string, method: string, body?: unknown) {
  const req = new Request("http://localhost/api/partner/v1/x", {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve({ jobId }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const closedEvents = async () =>
  (await t.db().webhookDelivery.findMany({ where: { eventType: "job.closed" } })).map(
    (d) => (JSON.parse(d.payload) as { data: { jobId: string; reason: string } }).data,
  );

describe("jobs that close by themselves", () => {
  let company: { id: string };
  let key: string;
  beforeAll(async () => {
    company = await createCompany({ name: "Wagtail Foods" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    await t
      .db()
      .webhookEndpoint.create({ data: { companyId: company.id, url: "https://hooks.example.com/wagtail", secret: "whsec_test", events: ["job.closed"] } });
  });

  it("closes the job not edited for 60 days and the one past its validThrough, once each, and leaves the others open", async () => {
    const stale = await createJob(company.id, { title: "Baker Wagtail", createdAt: daysAgo(90), editedAt: daysAgo(JOB_STALE_DAYS + 1) });
    const fresh = await createJob(company.id, { title: "Cook Wagtail", createdAt: daysAgo(90), editedAt: daysAgo(JOB_STALE_DAYS - 1) });
    const expired = await createJob(company.id, { title: "Server Wagtail", validThrough: daysAgo(1) });
    const later = await createJob(company.id, { title: "Host Wagtail", validThrough: new Date(Date.now() + DAY) });
    const closedBefore = await createJob(company.id, { title: "Cashier Wagtail", status: "CLOSED", editedAt: daysAgo(200), closedAt: daysAgo(100) });

    // Applying moves updatedAt, never editedAt: the stale job stays stale.
    const candidate = await createCandidate();
    await storage().put(`resumes/${candidate.id}.pdf`, Readable.from([Buffer.from("%PDF-1.7 cv")]), { contentType: "application/pdf" });
    await t.db().candidate.update({ where: { id: candidate.id }, data: { resumeKey: `resumes/${candidate.id}.pdf` } });
    await applyToJob({ candidateId: candidate.id, jobRef: stale.id });
    const applied = await t.db().job.findUniqueOrThrow({ where: { id: stale.id } });
    expect(applied.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(applied.editedAt.getTime()).toBeLessThan(daysAgo(JOB_STALE_DAYS).getTime());

    expect(await closeStaleJobs({ batch: 2 })).toEqual({ stale: 1, expired: 1 });
    const status = async (id: string) => (await t.db().job.findUniqueOrThrow({ where: { id } })).status;
    expect([await status(stale.id), await status(fresh.id), await status(expired.id), await status(later.id), await status(closedBefore.id)]).toEqual([
      "CLOSED",
      "OPEN",
      "CLOSED",
      "OPEN",
      "CLOSED",
    ]);
    expect((await closedEvents()).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { jobId: expired.id, reason: "EXPIRED" },
      { jobId: stale.id, reason: "STALE" },
    ]);
    // A second run finds nothing and announces nothing more.
    expect(await closeStaleJobs()).toEqual({ stale: 0, expired: 0 });
    expect(await closedEvents()).toHaveLength(2);
  });

  it("keeps a job open through a PATCH or a refresh, and the job page says when the employer last updated it", async () => {
    const patched = await createJob(company.id, { title: "Porter Wagtail", createdAt: daysAgo(100), editedAt: daysAgo(80) });
    const refreshed = await createJob(company.id, { title: "Runner Wagtail", createdAt: daysAgo(100), editedAt: daysAgo(80) });
    const before = await t.db().job.findUniqueOrThrow({ where: { id: patched.id } });
    expect((await getJob({ ref: patched.id }))?.Updated_At).toBe(Math.floor(before.editedAt.getTime() / 1000));

    expect((await partner(jobRoute.PATCH, key, patched.id, "PATCH", { industry: "Food" })).status).toBe(200);
    const refresh = await partner(refreshRoute.POST, key, refreshed.id, "POST");
    expect(refresh.status).toBe(200);
    expect(Date.parse(refresh.body.editedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    for (const id of [patched.id, refreshed.id]) expect((await getJob({ ref: id }))?.Updated_At).toBeGreaterThan(Date.now() / 1000 - 60);

    await closeStaleJobs();
    for (const id of [patched.id, refreshed.id]) expect((await t.db().job.findUniqueOrThrow({ where: { id } })).status).toBe("OPEN");
    const closedIds = (await closedEvents()).map((e) => e.jobId);
    expect(closedIds).not.toContain(patched.id);
    expect(closedIds).not.toContain(refreshed.id);

    // Closed, a job can no longer be refreshed.
    await t.db().job.update({ where: { id: refreshed.id }, data: { status: "CLOSED" } });
    expect((await partner(refreshRoute.POST, key, refreshed.id, "POST")).status).toBe(409);
  });

  it("sends job.closed once when the employer closes a job, however many closes race, and never again for it", async () => {
    // Stale as well as closed by hand: the hourly close must not announce it a second time.
    const job = await createJob(company.id, { title: "Dishwasher Wagtail", createdAt: daysAgo(90), editedAt: daysAgo(JOB_STALE_DAYS + 5) });
    const bystander = await createJob(company.id, { title: "Florist Wagtail" });
    const before = (await closedEvents()).length;

    const closes = await Promise.all(Array.from({ length: 5 }, () => partner(closeRoute.POST, key, job.id, "POST")));
    expect(closes.map((c) => [c.status, c.body.status])).toEqual(Array.from({ length: 5 }, () => [200, "CLOSED"]));
    expect((await partner(closeRoute.POST, key, job.id, "POST")).status).toBe(200);
    await closeStaleJobs();

    const events = (await closedEvents()).slice(0);
    expect(events.filter((e) => e.jobId === job.id)).toEqual([{ jobId: job.id, reason: "EMPLOYER" }]);
    expect(events.filter((e) => e.jobId === bystander.id)).toEqual([]);
    expect(events).toHaveLength(before + 1);
  });
});
