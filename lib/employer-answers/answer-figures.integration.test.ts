// How an employer answers, from real events: a company whose applications have hand-made timelines
// gets exactly the share and median worked out by hand (an answer by feedback alone or by an
// interview counts, the candidate's own moves do not, an application withdrawn unanswered, one
// too young to judge and one older than 180 days are left out); the figures reach the job's card
// and page, and a search reads them with its page, not with a query per job.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "@/generated/prisma/client";
import { getJob } from "@/lib/jobs/get-job";
import { loadJobPayloads } from "@/lib/jobs/load-job-payloads";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { answerLine, NOT_ENOUGH_APPLICATIONS } from "./answer-rules";
import { computeAnswerFigures } from "./compute-answer-figures";

const answersRoute = await import("@/app/api/partner/v1/company/answers/route");

const t = useTestDatabase();
const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

type Step = { after: number } & ({ status: ApplicationStatus } | { feedback: true } | { interview: true });
type Made = { appliedDaysAgo: number; status?: ApplicationStatus; steps?: Step[] };

/** One application per entry, each by a new candidate, with its timeline written by hand. */
async function applications(jobId: string, made: Made[]) {
  const companyId = (await t.db().job.findUniqueOrThrow({ where: { id: jobId } })).companyId;
  for (const [n, entry] of made.entries()) {
    const candidate = await createCandidate();
    const appliedAt = daysAgo(entry.appliedDaysAgo);
    const application = await t.db().application.create({ data: { jobId, candidateId: candidate.id, appliedAt, status: entry.status ?? "APPLIED" } });
    await t.db().applicationStatusChange.create({ data: { applicationId: application.id, toStatus: "APPLIED", actor: "candidate", changedAt: appliedAt } });
    for (const step of entry.steps ?? []) {
      const at = new Date(appliedAt.getTime() + step.after * DAY);
      if ("status" in step) {
        const actor = step.status === "WITHDRAWN" || step.status === "APPLIED" ? "candidate" : "partner-key:test";
        await t.db().applicationStatusChange.create({ data: { applicationId: application.id, toStatus: step.status, actor, changedAt: at } });
      } else if ("feedback" in step) {
        await t.db().applicationFeedback.create({ data: { applicationId: application.id, companyId, message: "Thank you for applying.", createdAt: at } });
      } else {
        await t.db().interview.create({
          data: { applicationId: application.id, candidateId: candidate.id, jobId, tokenHash: `answers-${jobId}-${n}`, expiresAt: daysAgo(-30), createdAt: at },
        });
      }
    }
  }
}

const figuresOf = (id: string) =>
  t.db().company.findUniqueOrThrow({ where: { id }, select: { answerApplications: true, answeredApplications: true, answerMedianDays: true } });

describe("how an employer answers, from real events", () => {
  let kestrel: { id: string };
  let kestrelJob: { id: string };
  let sparrow: { id: string };
  let sparrowJob: { id: string };

  beforeAll(async () => {
    kestrel = await createCompany({ name: "Kestrel Logistics" });
    kestrelJob = await createJob(kestrel.id, { title: "Fleet Planner Kestrel" });
    await applications(kestrelJob.id, [
      // Answered (counted, with the days to the first answer):
      { appliedDaysAgo: 30, status: "IN_REVIEW", steps: [{ after: 2, status: "IN_REVIEW" }] }, // 2
      { appliedDaysAgo: 40, steps: [{ after: 5, feedback: true }] }, // 5, by feedback alone
      { appliedDaysAgo: 50, steps: [{ after: 1.5, interview: true }] }, // 1.5, by an interview alone
      { appliedDaysAgo: 60, status: "NOT_SELECTED", steps: [{ after: 10, status: "NOT_SELECTED" }] }, // 10
      {
        appliedDaysAgo: 20,
        status: "IN_REVIEW",
        steps: [
          { after: 3, status: "IN_REVIEW" },
          { after: 1, feedback: true },
        ],
      }, // 1, the earlier
      { appliedDaysAgo: 90, status: "HIRED", steps: [{ after: 20, status: "HIRED" }] }, // 20
      { appliedDaysAgo: 100, status: "ELIGIBLE", steps: [{ after: 6, status: "ELIGIBLE" }] }, // 6
      {
        appliedDaysAgo: 33,
        status: "WITHDRAWN",
        steps: [
          { after: 4, status: "IN_REVIEW" },
          { after: 9, status: "WITHDRAWN" },
        ],
      }, // 4, withdrawn after it
      { appliedDaysAgo: 3, status: "IN_REVIEW", steps: [{ after: 0.5, status: "IN_REVIEW" }] }, // 0.5, young but answered
      // Unanswered, counted:
      { appliedDaysAgo: 35 },
      { appliedDaysAgo: 45 },
      { appliedDaysAgo: 70 },
      { appliedDaysAgo: 120 },
      // The candidate withdrew and applied again: their own moves, not answers.
      {
        appliedDaysAgo: 55,
        steps: [
          { after: 2, status: "WITHDRAWN" },
          { after: 3, status: "APPLIED" },
        ],
      },
      // Left out: withdrawn before any answer, too young to judge, older than 180 days.
      { appliedDaysAgo: 30, status: "WITHDRAWN", steps: [{ after: 8, status: "WITHDRAWN" }] },
      { appliedDaysAgo: 5 },
      { appliedDaysAgo: 200, status: "IN_REVIEW", steps: [{ after: 1, status: "IN_REVIEW" }] },
    ]);

    // Nine counted applications (and one left out as too young): not enough to say.
    sparrow = await createCompany({ name: "Sparrow Textiles" });
    sparrowJob = await createJob(sparrow.id, { title: "Loom Technician Sparrow" });
    await applications(sparrowJob.id, [
      ...Array.from({ length: 8 }, () => ({ appliedDaysAgo: 20, status: "IN_REVIEW" as const, steps: [{ after: 1, status: "IN_REVIEW" as const }] })),
      { appliedDaysAgo: 40 },
      { appliedDaysAgo: 2 },
    ]);
  });

  it("counts 14 applications, 9 answered, a median of 4 days, as worked out by hand", async () => {
    // Answered: 0.5, 1, 1.5, 2, 4, 5, 6, 10, 20 days; the median is the fifth, 4.
    await computeAnswerFigures({ now: NOW });
    expect(await figuresOf(kestrel.id)).toEqual({ answerApplications: 14, answeredApplications: 9, answerMedianDays: expect.closeTo(4, 6) });
    expect(await figuresOf(sparrow.id)).toEqual({ answerApplications: 9, answeredApplications: 8, answerMedianDays: expect.closeTo(1, 6) });
  });

  it("gives the same figures when run again, a company at a time", async () => {
    await computeAnswerFigures({ now: NOW, batch: 1 });
    expect(await figuresOf(kestrel.id)).toEqual({ answerApplications: 14, answeredApplications: 9, answerMedianDays: expect.closeTo(4, 6) });
    expect(await figuresOf(sparrow.id)).toEqual({ answerApplications: 9, answeredApplications: 8, answerMedianDays: expect.closeTo(1, 6) });
  });

  it("shows the line on the job's card and page, and says too few below 10 applications", async () => {
    await computeAnswerFigures({ now: NOW });
    const [card, fewCard] = await loadJobPayloads({ jobIds: [kestrelJob.id, sparrowJob.id] });
    expect(card?.Employer_Answers).toEqual({ Percent: 64, Usual_Days: 4 });
    expect(answerLine(card!.Employer_Answers)).toBe("Usually answers within 4 days · 64 % of applicants heard back");
    expect(fewCard?.Employer_Answers).toBeNull();
    expect(answerLine(fewCard!.Employer_Answers)).toBe(NOT_ENOUGH_APPLICATIONS);
    const page = await getJob({ ref: kestrelJob.id });
    expect(answerLine(page!.Employer_Answers)).toBe("Usually answers within 4 days · 64 % of applicants heard back");
  });

  it("reads every company's figures with the search's own statements: no query per job", async () => {
    const queriesOf = async (q: string) => {
      let queries = 0;
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        queries += 1;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        return { found: await searchJobs({ params: parseJobSearchParams({ q }) }), queries };
      } finally {
        pg.Client.prototype.query = query;
      }
    };
    // Warm the statements once, then compare one job of one company with five jobs of five companies.
    for (let i = 0; i < 5; i++) {
      const company = await createCompany({ name: `Heron Works ${i}` });
      await t.db().company.update({ where: { id: company.id }, data: { answerApplications: 20 + i, answeredApplications: 10 + i, answerMedianDays: 2 + i } });
      await createJob(company.id, { title: `Crane Operator Heron ${i}` });
    }
    await queriesOf("kestrel");
    await queriesOf("heron");
    const one = await queriesOf("kestrel");
    const five = await queriesOf("heron");
    expect(one.found.jobs).toHaveLength(1);
    expect(five.found.jobs.map((job) => job.Employer_Answers?.Usual_Days).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(five.queries).toBe(one.queries);
  });

  it("shows each company its own figures through the partner API", async () => {
    await computeAnswerFigures({ now: NOW });
    const read = async (companyId: string) => {
      const { key } = await createApiKey({ companyId, name: "figures" });
      const res = await answersRoute.GET(new Request("http://localhost/api/partner/v1/company/answers", { headers: { authorization: `Bearer ${key}` } }), {
        params: Promise.resolve({}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await read(kestrel.id)).toEqual({
      status: 200,
      body: {
        windowDays: 180,
        applications: 14,
        answered: 9,
        answeredPercent: 64,
        medianDays: 4,
        shownToCandidates: true,
        line: "Usually answers within 4 days · 64 % of applicants heard back",
        computedAt: NOW.toISOString(),
      },
    });
    expect((await read(sparrow.id)).body).toMatchObject({
      applications: 9,
      answered: 8,
      answeredPercent: 89,
      medianDays: 1,
      shownToCandidates: false,
      line: NOT_ENOUGH_APPLICATIONS,
    });
    const anonymous = await answersRoute.GET(new Request("http://localhost/api/partner/v1/company/answers"), { params: Promise.resolve({}) });
    expect(anonymous.status).toBe(401);
  });
});
