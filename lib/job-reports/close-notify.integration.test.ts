// Reporters hear when a job they reported closes, whoever closes it (the employer, or the hourly
// task for a job left unedited): one notification each, however many closes race, and nothing
// that names another reporter; candidates who did not report it hear nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { closeStaleJobs, JOB_STALE_DAYS } from "@/lib/jobs/close-stale-jobs";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { reportJob } from "./report-job";

const closeRoute = await import("@/app/api/partner/v1/jobs/[jobId]/close/route");

const t = useTestDatabase();
const DAY = 86_400_000;
const CLOSED_TITLE = "A job you reported has closed";

async function close(key: string, jobId: string) {
  const req = new Request("http://localhost/api/partner/v1/x", { method: "POST", headers: { authorization: `Bearer ${key}` } });
  return (await closeRoute.POST(req, { params: Promise.resolve({ jobId }) })).status;
}

const closedNotices = (candidateId: string) =>
  t.db().notification.findMany({ where: { candidateId, title: CLOSED_TITLE }, select: { body: true, link: true } });

describe("reporters hear that a job they reported closed", () => {
  let companyId: string;
  let key: string;
  beforeAll(async () => {
    companyId = (await createCompany({ name: "Jacaranda Retail" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
  });

  it("tells each reporter once when the employer's and the hourly task's closes race, and no one else", async () => {
    // Stale, so the hourly task closes it too if it gets there first.
    const job = await createJob(companyId, { title: "Store Keeper Jacaranda", editedAt: new Date(Date.now() - (JOB_STALE_DAYS + 5) * DAY) });
    const other = await createJob(companyId, { title: "Cashier Jacaranda" });
    const [first, second, bystander, elsewhere] = await Promise.all([
      createCandidate({ firstName: "Meenakshi" }),
      createCandidate({ firstName: "Harpreet" }),
      createCandidate(),
      createCandidate(),
    ]);
    await reportJob({ candidateId: first.id, jobRef: job.id, reason: "NOT_A_REAL_JOB", note: null });
    await reportJob({ candidateId: second.id, jobRef: job.id, reason: "ASKS_FOR_MONEY", note: "Asked for ₹900 on the phone." });
    await reportJob({ candidateId: elsewhere.id, jobRef: other.id, reason: "MISLEADING", note: null });

    const statuses = await Promise.all([close(key, job.id), close(key, job.id), closeStaleJobs().then(() => 200)]);
    expect(statuses).toEqual([200, 200, 200]);
    expect((await t.db().job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("CLOSED");

    for (const reporter of [first, second]) {
      const notices = await closedNotices(reporter.id);
      expect(notices).toEqual([{ body: "“Store Keeper Jacaranda” is closed and takes no more applications.", link: `/jobs/${job.id}` }]);
    }
    expect(await closedNotices(bystander.id)).toEqual([]);
    expect(await closedNotices(elsewhere.id)).toEqual([]);
    // Nothing any reporter reads names another reporter or their note.
    const all = JSON.stringify(await t.db().notification.findMany({ where: { candidateId: { in: [first.id, second.id] } } }));
    expect(all).not.toMatch(/Meenakshi|Harpreet|₹900/);

    // Closing a closed job again tells no one again.
    expect(await close(key, job.id)).toBe(200);
    await closeStaleJobs();
    expect(await closedNotices(first.id)).toHaveLength(1);
  });

  it("tells the reporter of a job the hourly task closes for being past its validThrough", async () => {
    const job = await createJob(companyId, { title: "Delivery Rider Jacaranda", validThrough: new Date(Date.now() + DAY) });
    const reporter = await createCandidate();
    await reportJob({ candidateId: reporter.id, jobRef: job.id, reason: "OTHER", note: null });
    await t.db().job.update({ where: { id: job.id }, data: { validThrough: new Date(Date.now() - 1000) } });

    await Promise.all([closeStaleJobs(), closeStaleJobs()]);
    expect(await closedNotices(reporter.id)).toEqual([
      { body: "“Delivery Rider Jacaranda” is closed and takes no more applications.", link: `/jobs/${job.id}` },
    ]);
  });
});
