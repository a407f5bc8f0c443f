// How an employer answers, from the application timeline to the screen. Two companies of the test's
// own: one whose applications were answered (10 of 12, half after 2 days and half after 5: a median
// of 3.5 days, shown as "within 4 days", and 83 %), and one with only 5 applications. The figures
// come from the hourly task, queued here as its schedule queues it and run by the app's worker.
// The candidate waits on two applications to the first company: one for 6 days (longer than its
// usual 4, so the dashboard names it) and one for a day (not named).
import { randomBytes, randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import type { ApplicationStatus, PrismaClient } from "@/generated/prisma/client";
import { insertCandidate } from "@/lib/seed/candidate-factory";
import { jobData } from "@/test/factories";
import { e2eDatabaseUrl, withDatabase, withPrisma } from "./support/accounts";
import { createCandidate, signInAs } from "./support/profile";
import { expect, test, type Page } from "./support/test";

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
// A word no other job carries, in letters only (the search reads words).
const WORD = `zq${randomBytes(5)
  .toString("hex")
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
const KNOWN = { company: `Kestrel Haulage ${WORD}`, card: `Crane Dispatcher ${WORD}`, waited: `Forklift Driver ${WORD}`, fresh: `Dock Planner ${WORD}` };
const YOUNG = { company: `Plover Logistics ${WORD}`, card: `Signal Tester ${WORD}` };
const KNOWN_LINE = "Usually answers within 4 days · 83 % of applicants heard back";
const YOUNG_LINE = "New on HireReady: not enough applications yet to say";

async function company(client: PrismaClient, name: string): Promise<string> {
  const row = await client.company.create({
    data: { slug: `co-${randomUUID().slice(0, 8)}`, name, description: "Moves goods across Maharashtra." },
    select: { id: true },
  });
  return row.id;
}

async function job(client: PrismaClient, companyId: string, title: string): Promise<string> {
  const data = jobData(companyId, { title, description: `${title}: keep our yards and trucks moving, shift by shift.` });
  await client.job.createMany({ data: [data] });
  return data.id!;
}

/** An application made `appliedDaysAgo` days ago, with its timeline; answered (In Review) `answeredAfterDays` later, or not. */
async function apply(client: PrismaClient, jobId: string, candidateId: string, appliedDaysAgo: number, answeredAfterDays?: number) {
  const appliedAt = daysAgo(appliedDaysAgo);
  const status: ApplicationStatus = answeredAfterDays === undefined ? "APPLIED" : "IN_REVIEW";
  const application = await client.application.create({ data: { jobId, candidateId, appliedAt, status }, select: { id: true } });
  await client.applicationStatusChange.create({ data: { applicationId: application.id, toStatus: "APPLIED", actor: "candidate", changedAt: appliedAt } });
  if (answeredAfterDays !== undefined) {
    await client.applicationStatusChange.create({
      data: {
        applicationId: application.id,
        toStatus: "IN_REVIEW",
        actor: "partner-key:test",
        changedAt: new Date(appliedAt.getTime() + answeredAfterDays * DAY),
      },
    });
  }
}

async function seedCompanies(candidateId: string): Promise<{ knownId: string; youngId: string; cardJobId: string }> {
  return withPrisma(async (client) => {
    // Other applicants, one per application (one application per job and candidate).
    const others: string[] = [];
    for (let i = 0; i < 17; i++) others.push((await insertCandidate(client, {})).id);

    const knownId = await company(client, KNOWN.company);
    const cardJobId = await job(client, knownId, KNOWN.card);
    const yard = await job(client, knownId, "Yard Supervisor Kestrel");
    // 12 counted: 5 answered after 2 days, 5 after 5 days, 2 never (past the 14 days' grace).
    for (let i = 0; i < 12; i++) await apply(client, yard, others[i]!, 30 + i, i < 5 ? 2 : i < 10 ? 5 : undefined);
    await apply(client, await job(client, knownId, KNOWN.waited), candidateId, 6);
    await apply(client, await job(client, knownId, KNOWN.fresh), candidateId, 1);

    const youngId = await company(client, YOUNG.company);
    await job(client, youngId, YOUNG.card);
    const bench = await job(client, youngId, "Bench Hand Plover");
    // Answered the next day, every one: but 5 are too few to say anything.
    for (let i = 12; i < 17; i++) await apply(client, bench, others[i]!, 30, 1);
    return { knownId, youngId, cardJobId };
  });
}

/** Queues the figures task as its hourly schedule does; the app's worker runs it. Waits until both companies are computed. */
async function runAnswerFigures(companyIds: string[]): Promise<void> {
  // The app's worker makes each task's queue as it starts listening, shortly after the server answers.
  const queueMade = () =>
    withDatabase(async (client) => (await client.query("SELECT 1 FROM pgboss.queue WHERE name = $1", ["employers.answer-figures"])).rowCount);
  await expect.poll(queueMade, { timeout: 60_000 }).toBe(1);
  const queuedAt = new Date();
  const boss = new PgBoss({ connectionString: e2eDatabaseUrl(), schema: "pgboss", supervise: false, schedule: false, migrate: false });
  await boss.start();
  await boss.send("employers.answer-figures", {});
  await boss.stop({ graceful: false });
  const computed = () =>
    withPrisma((client) => client.company.count({ where: { id: { in: companyIds }, answerFiguresAt: { gte: new Date(queuedAt.getTime() - 1000) } } }));
  await expect.poll(computed, { timeout: 30_000 }).toBe(companyIds.length);
}

async function discoverCard(page: Page, title: string) {
  const card = page.locator("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test("the employer's answer figures reach its job cards and pages, and an overdue application the dashboard", async ({ page }) => {
  // Seeding, a task run by the worker, then three pages at two widths: over a minute on a busy machine.
  test.setTimeout(120_000);
  const candidate = await createCandidate("answers");
  const { knownId, youngId, cardJobId } = await seedCompanies(candidate.id);
  await runAnswerFigures([knownId, youngId]);
  await signInAs(page, candidate);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    await page.goto(`/discover?q=${WORD}`);
    const known = await discoverCard(page, KNOWN.card);
    await expect(known.getByTestId("job-card-answers")).toHaveText(KNOWN_LINE);
    const young = await discoverCard(page, YOUNG.card);
    await expect(young.getByTestId("job-card-answers")).toHaveText(YOUNG_LINE);
    await known.scrollIntoViewIfNeeded();
    await known.screenshot({ path: `test-results/employer-answers-card-${width}.png` });

    await page.goto(`/jobs/${cardJobId}`);
    await expect(page.getByRole("heading", { level: 1, name: KNOWN.card })).toBeVisible();
    await expect(page.getByTestId("job-answers")).toHaveText(KNOWN_LINE);

    await page.goto("/dashboard");
    const waiting = page.getByRole("region", { name: "Waiting to hear back" });
    await expect(waiting).toBeVisible();
    const nudges = waiting.getByTestId("answer-nudge");
    await expect(nudges).toHaveCount(1);
    await expect(nudges.getByRole("link", { name: KNOWN.waited, exact: true })).toBeVisible();
    await expect(nudges).toContainText(`You applied 6 days ago. ${KNOWN.company} usually answers within 4 days.`);
    await expect(waiting.getByText(KNOWN.fresh)).toHaveCount(0);
    await waiting.scrollIntoViewIfNeeded();
    await waiting.screenshot({ path: `test-results/employer-answers-dashboard-${width}.png` });
  }
});
