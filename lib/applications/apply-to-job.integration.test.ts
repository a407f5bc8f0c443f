import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stopQueue } from "@/lib/queue";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";

const session = vi.hoisted(() => ({ candidateId: null as string | null }));
vi.mock("@/lib/auth/current-candidate", () => ({
  getCurrentCandidate: async () => (session.candidateId ? { id: session.candidateId } : null),
}));

const { POST } = await import("@/app/api/jobs/apply/route");
const { GET: applied } = await import("@/app/api/jobs/applied/route");

const t = useTestDatabase();
const WITH_CV = { resumeKey: "resumes/test/cv.pdf", resumeName: "cv.pdf" };

function apply(jobId: unknown) {
  return POST(
    new Request("http://localhost/api/jobs/apply", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jobId }),
    }),
  );
}

describe("POST /api/jobs/apply", () => {
  let companyId: string;
  afterAll(() => stopQueue());
  beforeAll(async () => {
    companyId = (await createCompany()).id;
  });

  it("creates exactly one application from 50 concurrent requests by one candidate", async () => {
    const job = await createJob(companyId);
    session.candidateId = (await createCandidate(WITH_CV)).id;
    const responses = await Promise.all(Array.from({ length: 50 }, () => apply(job.id)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);

    expect(await t.db().application.count({ where: { jobId: job.id } })).toBe(1);
    expect(await t.db().applicationStatusChange.count({ where: { application: { jobId: job.id } } })).toBe(1);
    const after = await t.db().job.findUniqueOrThrow({ where: { id: job.id } });
    expect(after.applicantCount).toBe(job.applicantCount + 1);
  });

  it("answers with the applied date and the spec's success message, then 'already applied'", async () => {
    const job = await createJob(companyId);
    session.candidateId = (await createCandidate(WITH_CV)).id;
    const first = await apply(job.shortId);
    expect(first.status).toBe(201);
    const body = (await first.json()) as { message: string; candidateApplied: { status: string; appliedDate: number }[] };
    expect(body.message).toBe("You've successfully applied for this job!");
    expect(body.candidateApplied[0]).toMatchObject({ status: "Applied", statusCode: "APPLIED" });
    expect(Math.abs(body.candidateApplied[0]!.appliedDate - Date.now() / 1000)).toBeLessThan(60);
    const again = await apply(job.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: "You have already applied for this job" });
  });

  it("refuses a closed job, an unknown job and a signed-out visitor, in `message`", async () => {
    session.candidateId = (await createCandidate(WITH_CV)).id;
    const closed = await createJob(companyId, { status: "CLOSED", closedAt: new Date() });
    const refused = await apply(closed.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "This job is closed and no longer accepts applications", code: "JOB_CLOSED" });
    expect(await t.db().application.count({ where: { jobId: closed.id } })).toBe(0);

    const unknown = await apply("JB-NOSUCH");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Job not found", code: "NOT_FOUND" });
    expect((await apply(undefined)).status).toBe(400);

    session.candidateId = null;
    const anonymous = await apply(closed.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty("message");
  });

  it("refuses an application without a CV, in the words the quick-apply popup maps to 'Please update your resume'", async () => {
    const job = await createJob(companyId);
    session.candidateId = (await createCandidate()).id;
    const res = await apply(job.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please upload your resume before applying for a job", code: "RESUME_REQUIRED" });
    expect(await t.db().application.count({ where: { jobId: job.id } })).toBe(0);
    const after = await t.db().job.findUniqueOrThrow({ where: { id: job.id } });
    expect(after.applicantCount).toBe(job.applicantCount);

    await t.db().candidate.update({ where: { id: session.candidateId }, data: WITH_CV });
    expect((await apply(job.id)).status).toBe(201);
  });

  it("lists the candidate's applications with tab counts, and only theirs", async () => {
    const me = await createCandidate(WITH_CV);
    const someoneElse = await createCandidate(WITH_CV);
    const [a, b] = [await createJob(companyId), await createJob(companyId)];
    session.candidateId = someoneElse.id;
    await apply(a.id);
    session.candidateId = me.id;
    await apply(a.id);
    await apply(b.id);
    await t.db().application.updateMany({ where: { candidateId: me.id, jobId: b.id }, data: { status: "ELIGIBLE" } });

    const res = await applied(new Request("http://localhost/api/jobs/applied"));
    const body = (await res.json()) as { total: number; counts: Record<string, number>; jobs: { Job_Id: string }[] };
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({ "In Review": 1, Shortlisted: 1, Hired: 0 });
    expect(body.jobs.map((j) => j.Job_Id).sort()).toEqual([a.id, b.id].sort());

    session.candidateId = null;
    const anonymous = await applied(new Request("http://localhost/api/jobs/applied"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized", code: "SIGNED_OUT" });
  });
});
