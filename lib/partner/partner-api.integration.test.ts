import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";
import { storage, verifyFileSignature } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createApiKey } from "./api-keys";

const jobsRoute = await import("@/app/api/partner/v1/jobs/route");
const jobRoute = await import("@/app/api/partner/v1/jobs/[jobId]/route");
const closeRoute = await import("@/app/api/partner/v1/jobs/[jobId]/close/route");
const applicantsRoute = await import("@/app/api/partner/v1/jobs/[jobId]/applications/route");
const applicationRoute = await import("@/app/api/partner/v1/applications/[applicationId]/route");
const openapiRoute = await import("@/app/api/partner/v1/openapi.json/route");

const t = useTestDatabase();

type Handler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

async function call<P>(handler: Handler<P>, key: string | null, options: { params?: P; method?: string; body?: unknown; query?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key) headers.authorization = `Bearer ${key}`;
  const req = new Request(`http://localhost/api/partner/v1/x${options.query ?? ""}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
}

const newJob = {
  title: "Platform Engineer",
  description: "Run our Kubernetes clusters.",
  experienceMin: 3,
  salaryMin: 1_500_000,
  salaryMax: 2_500_000,
  jobType: "FULL_TIME",
  workMode: "HYBRID",
  skills: ["Kubernetes", "Go"],
  locations: ["Bengaluru"],
};

describe("employer partner API", () => {
  let keyA: string;
  let keyB: string;
  let jobB: { id: string };
  let applicationB: string;
  let worker: { stop: () => Promise<void> };

  beforeAll(async () => {
    const [a, b] = [await createCompany({ name: "Alpha Hiring" }), await createCompany({ name: "Beta Works" })];
    keyA = (await createApiKey({ companyId: a.id, name: "test" })).key;
    keyB = (await createApiKey({ companyId: b.id, name: "test" })).key;
    jobB = await createJob(b.id, { title: "Beta Analyst" });
    const candidate = await createCandidate({ firstName: "Ravi" });
    await storage().put(`resumes/${candidate.id}.pdf`, Readable.from([Buffer.from("%PDF-1.7 ravi")]), { contentType: "application/pdf" });
    await t.db().candidate.update({ where: { id: candidate.id }, data: { resumeKey: `resumes/${candidate.id}.pdf`, resumeName: "Ravi.pdf" } });
    applicationB = (await t.db().application.create({ data: { jobId: jobB.id, candidateId: candidate.id } })).id;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  it("refuses a request without a key, with a malformed key and with a revoked key", async () => {
    expect((await call(jobsRoute.GET, null)).status).toBe(401);
    expect((await call(jobsRoute.GET, "hrp_nope")).body).toEqual({ error: "Missing or invalid API key", code: "SIGNED_OUT" });
    const company = await createCompany();
    const revoked = await createApiKey({ companyId: company.id, name: "old" });
    await t.db().partnerApiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    expect((await call(jobsRoute.GET, revoked.key)).status).toBe(401);
  });

  it("stores only a hash of each key", async () => {
    const rows = await t.db().partnerApiKey.findMany({ select: { keyHash: true, prefix: true } });
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect([keyA, keyB]).not.toContain(row.keyHash);
    }
  });

  it("creates, updates and closes a job, which search then stops listing", async () => {
    const created = await call(jobsRoute.POST, keyA, { method: "POST", body: { ...newJob, externalRef: "ext-1" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Platform Engineer", status: "OPEN", shortId: expect.stringMatching(/^JB-/) });
    const id = created.body.id as string;

    const duplicate = await call(jobsRoute.POST, keyA, { method: "POST", body: { ...newJob, externalRef: "ext-1" } });
    expect(duplicate).toEqual({ status: 409, body: { error: "A job with this externalRef already exists", code: "EXTERNAL_REF_TAKEN" } });
    const invalid = await call(jobsRoute.POST, keyA, { method: "POST", body: { ...newJob, salaryMax: 1 } });
    expect(invalid).toEqual({ status: 400, body: { error: "salaryMax must be at least salaryMin", code: "INVALID_INPUT" } });

    const updated = await call(jobRoute.PATCH, keyA, { method: "PATCH", params: { jobId: id }, body: { title: "Senior Platform Engineer" } });
    expect(updated.body).toMatchObject({ title: "Senior Platform Engineer" });
    const searchable = await t.db().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM jobs WHERE "titleVector" @@ to_tsquery('english', 'senior') AND id = ${id}::uuid`;
    expect(Number(searchable[0]!.n)).toBe(1);

    const found = async () => (await searchJobs({ params: parseJobSearchParams({ q: "platform engineer " }) })).jobs.map((j) => j.Job_Id);
    expect(await found()).toContain(id);

    const closed = await call(closeRoute.POST, keyA, { method: "POST", params: { jobId: id } });
    expect(await found()).not.toContain(id);
    expect(closed.body).toMatchObject({ status: "CLOSED", closedAt: expect.any(String) });
    expect((await call(closeRoute.POST, keyA, { method: "POST", params: { jobId: id } })).status).toBe(200);
    const reopen = await call(jobRoute.PATCH, keyA, { method: "PATCH", params: { jobId: id }, body: { title: "x" } });
    expect(reopen).toEqual({ status: 409, body: { error: "This job is closed and can no longer be changed", code: "JOB_CLOSED" } });

    const list = await call(jobsRoute.GET, keyA, { query: "?status=CLOSED" });
    expect(list.body).toMatchObject({ total: 1, data: [{ id }] });
  });

  it("never lets company A read or change company B's jobs or applicants", async () => {
    const params = { jobId: jobB.id };
    expect((await call(jobRoute.GET, keyA, { params })).status).toBe(404);
    expect((await call(jobRoute.PATCH, keyA, { method: "PATCH", params, body: { title: "Hacked" } })).status).toBe(404);
    expect((await call(closeRoute.POST, keyA, { method: "POST", params })).status).toBe(404);
    expect((await call(applicantsRoute.GET, keyA, { params })).status).toBe(404);
    const app = { applicationId: applicationB };
    expect((await call(applicationRoute.GET, keyA, { params: app })).status).toBe(404);
    expect((await call(applicationRoute.PATCH, keyA, { method: "PATCH", params: app, body: { status: "HIRED" } })).status).toBe(404);
    expect((await call(jobsRoute.GET, keyA)).body.data).not.toContainEqual(expect.objectContaining({ id: jobB.id }));

    const job = await t.db().job.findUniqueOrThrow({ where: { id: jobB.id } });
    expect(job).toMatchObject({ title: "Beta Analyst", status: "OPEN" });
    expect((await t.db().application.findUniqueOrThrow({ where: { id: applicationB } })).status).toBe("APPLIED");
    // The owner still can.
    expect((await call(jobRoute.GET, keyB, { params })).status).toBe(200);
  });

  it("lists applicants with a short-lived signed CV link", async () => {
    const res = await call(applicantsRoute.GET, keyB, { params: { jobId: jobB.id } });
    const [applicant] = res.body.data as { cv: { url: string; name: string; expiresAt: string }; candidate: { firstName: string } }[];
    expect(applicant!.candidate.firstName).toBe("Ravi");
    expect(applicant!.cv.name).toBe("Ravi.pdf");
    const url = new URL(applicant!.cv.url);
    const key = decodeURIComponent(url.pathname.replace("/api/files/", ""));
    expect(verifyFileSignature(key, url.searchParams.get("exp"), url.searchParams.get("sig"), url.searchParams.get("download"))).toBe(true);
    expect(Number(url.searchParams.get("exp")) - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it("hands an employer nothing that opens the candidate's account-verify link", async () => {
    const res = await call(applicantsRoute.GET, keyB, { params: { jobId: jobB.id } });
    const [applicant] = res.body.data as { candidate: Record<string, unknown> }[];
    expect(applicant!.candidate).toHaveProperty("shortId");
    expect(applicant!.candidate).not.toHaveProperty("id");
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
  });

  it("moves an application through the hiring statuses, telling the candidate each time", async () => {
    const move = (status: string) => call(applicationRoute.PATCH, keyB, { method: "PATCH", params: { applicationId: applicationB }, body: { status } });
    expect((await move("ELIGIBLE")).body).toMatchObject({ status: "ELIGIBLE", statusLabel: "Eligible" });
    expect(await move("APPLIED")).toMatchObject({ status: 409, body: { error: "An application cannot move from Eligible to Applied" } });
    expect((await move("SHORTLISTED")).status).toBe(400);
    const hired = await move("HIRED");
    expect(hired.body).toMatchObject({ status: "HIRED" });
    expect((hired.body.history as { to: string }[]).map((h) => h.to)).toEqual(["ELIGIBLE", "HIRED"]);
    expect((await move("NOT_SELECTED")).status).toBe(409);

    const application = await t.db().application.findUniqueOrThrow({ where: { id: applicationB }, select: { candidate: true } });
    const notes = await t.db().notification.findMany({ where: { candidateId: application.candidate.id }, orderBy: { createdAt: "asc" } });
    expect(notes.map((n) => n.title)).toEqual(["You're shortlisted", "Congratulations, you're hired!"]);
    expect(notes[1]).toMatchObject({ link: `/jobs/${jobB.id}`, readAt: null });

    await expect
      .poll(async () => (await readOutbox({ to: application.candidate.email })).map((m) => m.subject).sort(), { timeout: 20_000 })
      .toEqual(["Congratulations, you're hired!: Beta Analyst", "You're shortlisted: Beta Analyst"]);
  });

  it("publishes an OpenAPI document naming every operation", async () => {
    const doc = (await (await openapiRoute.GET(new Request("http://localhost/api/partner/v1/openapi.json"))).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths).flatMap((p) =>
      Object.values(p)
        .map((o) => o.operationId)
        .filter(Boolean),
    );
    expect(operations.sort()).toEqual(
      [
        "closeJob",
        "createJob",
        "decideAccommodation",
        "getApplication",
        "getInterview",
        "getJob",
        "listApplications",
        "listJobs",
        "moveApplication",
        "scheduleInterview",
        "sendFeedback",
        "updateJob",
        "createWebhook",
        "listWebhooks",
        "getWebhook",
        "deleteWebhook",
        "rotateWebhookSecret",
        "listWebhookDeliveries",
        "answerRequest",
        "answerJobReports",
        "listJobReports",
        "refreshJob",
        "getAnswerFigures",
      ].sort(),
    );
  });
});
