// The follow-up nudge names exactly the candidate's applications that have waited longer than their
// employer usually takes: not one still within it, one answered (even by feedback alone), one
// withdrawn, one to an employer with too few applications to say, nor anybody else's.
import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "@/generated/prisma/client";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { listOverdueApplications } from "./overdue-applications";

const t = useTestDatabase();
const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

async function apply(
  jobId: string,
  candidateId: string,
  appliedDaysAgo: number,
  options: { status?: ApplicationStatus; history?: ApplicationStatus[]; feedback?: boolean } = {},
) {
  const appliedAt = daysAgo(appliedDaysAgo);
  const application = await t.db().application.create({ data: { jobId, candidateId, appliedAt, status: options.status ?? "APPLIED" } });
  for (const [n, to] of ["APPLIED" as const, ...(options.history ?? [])].entries()) {
    await t.db().applicationStatusChange.create({
      data: { applicationId: application.id, toStatus: to, actor: "candidate", changedAt: new Date(appliedAt.getTime() + n * 60_000) },
    });
  }
  if (options.feedback) {
    const job = await t.db().job.findUniqueOrThrow({ where: { id: jobId } });
    await t.db().applicationFeedback.create({
      data: { applicationId: application.id, companyId: job.companyId, message: "We are reading your CV.", createdAt: daysAgo(appliedDaysAgo - 2) },
    });
  }
  return application.id;
}

describe("the follow-up nudge", () => {
  let me: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Usually answers within 4 days (a median of 3.2, rounded up), from 20 applications.
    const usual = await createCompany({
      name: "Osprey Retail",
      contactEmail: "jobs@osprey.example",
      answerApplications: 20,
      answeredApplications: 15,
      answerMedianDays: 3.2,
    });
    const young = await createCompany({ name: "Plover Studios", answerApplications: 6, answeredApplications: 6, answerMedianDays: 1 });
    me = await createCandidate();
    const other = await createCandidate();
    const job = async (company: { id: string }, title: string) => (await createJob(company.id, { title })).id;

    ids.overdue = await apply(await job(usual, "Store Clerk Osprey"), me.id, 6);
    ids.within = await apply(await job(usual, "Cashier Osprey"), me.id, 4);
    ids.answered = await apply(await job(usual, "Stock Keeper Osprey"), me.id, 10, { feedback: true });
    ids.withdrawn = await apply(await job(usual, "Greeter Osprey"), me.id, 9, { status: "WITHDRAWN", history: ["WITHDRAWN"] });
    ids.again = await apply(await job(usual, "Floor Lead Osprey"), me.id, 12, { history: ["WITHDRAWN", "APPLIED"] });
    ids.fewApplications = await apply(await job(young, "Animator Plover"), me.id, 30);
    ids.theirs = await apply(await job(usual, "Packer Osprey"), other.id, 20);
  });

  it("names the applications waiting longer than the employer usually takes, longest wait first", async () => {
    const overdue = await listOverdueApplications({ candidateId: me.id, now: NOW });
    expect(overdue).toEqual([
      expect.objectContaining({
        applicationId: ids.again,
        jobTitle: "Floor Lead Osprey",
        companyName: "Osprey Retail",
        contactEmail: "jobs@osprey.example",
        waitedDays: 12,
        usualDays: 4,
      }),
      expect.objectContaining({ applicationId: ids.overdue, jobTitle: "Store Clerk Osprey", waitedDays: 6, usualDays: 4 }),
    ]);
  });

  it("says nothing once the employer answers, and sends nothing to it", async () => {
    const deliveriesBefore = await t.db().webhookDelivery.count();
    await t.db().applicationStatusChange.create({ data: { applicationId: ids.overdue!, toStatus: "IN_REVIEW", actor: "partner-key:test" } });
    await t.db().application.update({ where: { id: ids.overdue! }, data: { status: "IN_REVIEW" } });
    expect((await listOverdueApplications({ candidateId: me.id, now: NOW })).map((o) => o.applicationId)).toEqual([ids.again]);
    expect(await t.db().webhookDelivery.count()).toBe(deliveriesBefore);
  });
});
