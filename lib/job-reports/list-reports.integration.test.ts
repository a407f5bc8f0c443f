// The employer reads the reports of its own job through the partner API: counts by reason, which
// wait for an answer, whether they hide it, and the newest reports; never who reported nor a note.
// Any other company's key gets 404, as for a job that does not exist.
import { beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { answerJobReports } from "./answer-reports";
import { reportJob } from "./report-job";

const reportsRoute = await import("@/app/api/partner/v1/jobs/[jobId]/reports/route");

useTestDatabase();

async function listReports(key: string, jobId: string) {
  const req = new Request(`http://localhost/api/partner/v1/jobs/${jobId}/reports`, { headers: { authorization: `Bearer ${key}` } });
  const res = await reportsRoute.GET(req, { params: Promise.resolve({ jobId }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the employer's list of a job's reports", () => {
  let companyId: string;
  let key: string;
  let strangerKey: string;
  beforeAll(async () => {
    companyId = (await createCompany({ name: "Peepal Logistics" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
    strangerKey = (await createApiKey({ companyId: (await createCompany({ name: "Banyan Movers" })).id, name: "test" })).key;
  });

  it("counts the reports by reason and by answer, lists them newest first, and never says who or what they wrote", async () => {
    const job = await createJob(companyId, { title: "Loader Peepal" });
    const [asha, bilal, chitra, devika] = await Promise.all([
      createCandidate({ firstName: "Ashwini", email: "ashwini.peepal@example.com" }),
      createCandidate({ firstName: "Bilal" }),
      createCandidate({ firstName: "Chitrangada" }),
      createCandidate({ firstName: "Devika" }),
    ]);
    await reportJob({ candidateId: asha.id, jobRef: job.id, reason: "ASKS_FOR_MONEY", note: "Call me on 98450 12345, I am Ashwini." });
    await reportJob({ candidateId: bilal.id, jobRef: job.id, reason: "ASKS_FOR_MONEY", note: null });
    await answerJobReports({ companyId, jobId: job.id, message: "We never charge candidates." });
    await reportJob({ candidateId: chitra.id, jobRef: job.id, reason: "MISLEADING", note: null });

    const { status, body } = await listReports(key, job.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      jobId: job.id,
      total: 3,
      waiting: 1,
      hidden: false,
      byReason: { ASKS_FOR_MONEY: 2, NOT_A_REAL_JOB: 0, MISLEADING: 1, DISCRIMINATORY: 0, OTHER: 0 },
    });
    const reports = body.reports as { reason: string; answered: boolean; answeredAt: string | null; createdAt: string }[];
    expect(reports.map((r) => [r.reason, r.answered])).toEqual([
      ["MISLEADING", false],
      ["ASKS_FOR_MONEY", true],
      ["ASKS_FOR_MONEY", true],
    ]);
    expect(reports[1]!.answeredAt).not.toBeNull();
    expect(reports.map((r) => Object.keys(r).sort())).toEqual(reports.map(() => ["answered", "answeredAt", "createdAt", "reason"]));
    const text = JSON.stringify(body);
    for (const secret of [asha.id, bilal.id, chitra.id, "Ashwini", "ashwini.peepal", "98450", "Chitrangada"]) expect(text).not.toContain(secret);

    // A fourth report after the answer: with two waiting the job is not hidden; a third waiting hides it.
    await reportJob({ candidateId: devika.id, jobRef: job.id, reason: "NOT_A_REAL_JOB", note: null });
    expect((await listReports(key, job.id)).body).toMatchObject({ total: 4, waiting: 2, hidden: false });
  });

  it("says a job hidden by reports is hidden", async () => {
    const job = await createJob(companyId, { title: "Driver Peepal" });
    for (let i = 0; i < 3; i++) await reportJob({ candidateId: (await createCandidate()).id, jobRef: job.id, reason: "NOT_A_REAL_JOB", note: null });
    expect((await listReports(key, job.id)).body).toMatchObject({ total: 3, waiting: 3, hidden: true, byReason: { NOT_A_REAL_JOB: 3 } });
  });

  it("answers 404 to another company's key, as to a job that does not exist", async () => {
    const job = await createJob(companyId, { title: "Packer Peepal" });
    await reportJob({ candidateId: (await createCandidate()).id, jobRef: job.id, reason: "OTHER", note: "secret words" });
    const stranger = await listReports(strangerKey, job.id);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain("secret words");
    const missing = await listReports(strangerKey, "00000000-0000-4000-8000-000000000000");
    expect(missing).toEqual({ status: 404, body: stranger.body });
    expect((await listReports(key, "not-a-uuid")).status).toBe(404);
  });
});
