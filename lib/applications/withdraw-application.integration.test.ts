// A candidate withdraws an application not yet decided: the employer sees that same application
// withdrawn (and hears of it once), it leaves the tabs and their counts, stays on the job page and in
// the export, and applying again brings the same application back with its timeline.
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { buildExportArchive } from "@/lib/account-data/build-export";
import { getJob } from "@/lib/jobs/get-job";
import { storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { readZip } from "@/test/read-zip";
import { useTestDatabase } from "@/test/db";
import { createApiKey } from "@/lib/partner/api-keys";
import { applyToJob } from "./apply-to-job";
import { changeApplicationStatus } from "./change-application-status";
import { listApplications } from "./list-applications";
import { getApplicationTimeline } from "./timeline";
import { withdrawApplication } from "./withdraw-application";

const applicationRoute = await import("@/app/api/partner/v1/applications/[applicationId]/route");

const t = useTestDatabase();

async function candidateWithCv() {
  const candidate = await createCandidate();
  await storage().put(`resumes/${candidate.id}.pdf`, Readable.from([Buffer.from("%PDF-1.7 cv")]), { contentType: "application/pdf" });
  await t.db().candidate.update({ where: { id: candidate.id }, data: { resumeKey: `resumes/${candidate.id}.pdf` } });
  return candidate;
}

const withdrawnEvents = (applicationId: string) =>
  t.db().webhookDelivery.findMany({ where: { eventType: "application.withdrawn", payload: { contains: applicationId } } });

describe("withdrawing an application", () => {
  let company: { id: string };
  let key: string;
  beforeAll(async () => {
    company = await createCompany({ name: "Heron Logistics" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    await t.db().webhookEndpoint.create({
      data: { companyId: company.id, url: "https://hooks.example.com/heron", secret: "whsec_test", events: ["application.withdrawn", "application.created"] },
    });
  });

  it("is the same application the employer sees withdrawn; it leaves the tabs, stays on the job page and in the export, and comes back on applying again", async () => {
    const job = await createJob(company.id, { title: "Route Planner Heron" });
    const other = await createJob(company.id, { title: "Fleet Analyst Heron" });
    const candidate = await candidateWithCv();
    const { application } = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    await applyToJob({ candidateId: candidate.id, jobRef: other.id });
    await changeApplicationStatus({ companyId: company.id, applicationId: application.id, to: "IN_REVIEW", actor: "employer", announce: false });
    expect((await listApplications({ candidateId: candidate.id })).counts["In Review"]).toBe(2);

    const withdrawn = await withdrawApplication({ candidateId: candidate.id, jobRef: job.id });
    expect(withdrawn).toMatchObject({ changed: true, application: { id: application.id, status: "WITHDRAWN" } });

    // The employer reads that same application, withdrawn, and heard of it once.
    const res = await applicationRoute.GET(new Request("http://localhost/x", { headers: { authorization: `Bearer ${key}` } }), {
      params: Promise.resolve({ applicationId: application.id }),
    });
    expect(await res.json()).toMatchObject({ id: application.id, status: "WITHDRAWN", statusLabel: "Withdrawn" });
    const events = await withdrawnEvents(application.id);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload)).toMatchObject({ type: "application.withdrawn", data: { applicationId: application.id, jobId: job.id } });
    expect((await t.db().job.findUniqueOrThrow({ where: { id: job.id } })).applicantCount).toBe(0);

    // Out of the tabs and their counts; the other application stays.
    const list = await listApplications({ candidateId: candidate.id });
    expect(list.counts).toEqual({ "In Review": 1, Shortlisted: 0, Hired: 0 });
    expect(list.total).toBe(1);

    // On the job page, as withdrawn, with the withdrawal in its timeline.
    const page = await getJob({ ref: job.id, candidateId: candidate.id });
    expect(page?.candidateApplied[0]).toMatchObject({ status: "Withdrawn", statusCode: "WITHDRAWN" });
    const timeline = await getApplicationTimeline({ candidateId: candidate.id, jobId: job.id });
    expect(timeline?.map((e) => e.title)).toContain("You withdrew your application");

    // In the export, as withdrawn.
    const archive = await buildExportArchive(candidate.id);
    const chunks: Buffer[] = [];
    for await (const chunk of archive.stream) chunks.push(chunk as Buffer);
    const entries = readZip(Buffer.concat(chunks));
    const rows = JSON.parse(entries.get("data/applications.json")!.toString()) as { id: string; status: string }[];
    expect(rows.find((r) => r.id === application.id)?.status).toBe("WITHDRAWN");

    // Withdrawing again changes nothing and tells the employer nothing more.
    expect((await withdrawApplication({ candidateId: candidate.id, jobRef: job.id })).changed).toBe(false);
    expect(await withdrawnEvents(application.id)).toHaveLength(1);

    // Applying again brings the same application back, its timeline keeping the withdrawal.
    const again = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    expect(again).toMatchObject({ created: true, application: { id: application.id, status: "APPLIED" } });
    expect(await t.db().application.count({ where: { jobId: job.id, candidateId: candidate.id } })).toBe(1);
    const history = await t.db().applicationStatusChange.findMany({ where: { applicationId: application.id }, orderBy: { changedAt: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "APPLIED"],
      ["APPLIED", "IN_REVIEW"],
      ["IN_REVIEW", "WITHDRAWN"],
      ["WITHDRAWN", "APPLIED"],
    ]);
    expect((await getApplicationTimeline({ candidateId: candidate.id, jobId: job.id }))?.map((e) => e.title)).toContain("You withdrew your application");
    expect((await listApplications({ candidateId: candidate.id })).counts["In Review"]).toBe(2);
    expect((await t.db().job.findUniqueOrThrow({ where: { id: job.id } })).applicantCount).toBe(1);
  });

  it("refuses to withdraw a decided application, and one never made", async () => {
    const job = await createJob(company.id, { title: "Depot Manager Heron" });
    const candidate = await candidateWithCv();
    const { application } = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    await changeApplicationStatus({ companyId: company.id, applicationId: application.id, to: "NOT_SELECTED", actor: "employer", announce: false });
    await expect(withdrawApplication({ candidateId: candidate.id, jobRef: job.id })).rejects.toMatchObject({ code: "APPLICATION_DECIDED" });
    const stranger = await candidateWithCv();
    await expect(withdrawApplication({ candidateId: stranger.id, jobRef: job.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("withdraws once when two withdrawals arrive at once, and applying again after the job closed is refused", async () => {
    const job = await createJob(company.id, { title: "Dispatcher Heron" });
    const candidate = await candidateWithCv();
    const { application } = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    const both = await Promise.all([1, 2].map(() => withdrawApplication({ candidateId: candidate.id, jobRef: job.id })));
    expect(both.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(await withdrawnEvents(application.id)).toHaveLength(1);
    expect(await t.db().applicationStatusChange.count({ where: { applicationId: application.id, toStatus: "WITHDRAWN" } })).toBe(1);

    await t.db().job.update({ where: { id: job.id }, data: { status: "CLOSED" } });
    await expect(applyToJob({ candidateId: candidate.id, jobRef: job.id })).rejects.toMatchObject({ code: "JOB_CLOSED" });
    expect((await t.db().application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("WITHDRAWN");
  });

  it("a withdrawn application's two re-applications at once bring it back once", async () => {
    const job = await createJob(company.id, { title: "Loader Heron" });
    const candidate = await candidateWithCv();
    const { application } = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    await withdrawApplication({ candidateId: candidate.id, jobRef: job.id });
    const both = await Promise.all([1, 2].map(() => applyToJob({ candidateId: candidate.id, jobRef: job.id })));
    expect(both.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await t.db().applicationStatusChange.count({ where: { applicationId: application.id, fromStatus: "WITHDRAWN" } })).toBe(1);
    expect((await t.db().job.findUniqueOrThrow({ where: { id: job.id } })).applicantCount).toBe(1);
  });
});
