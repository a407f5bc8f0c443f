// Within "posted within", a keyword that the first walk finds in a few of the window's jobs is
// counted past the cap on a second walk of the window only when the window holds the jobs that
// walk would need; a shorter window is counted in the document at once. Either way the list is
// exactly the window's matching jobs, newest first.
import type { Prisma } from "@/generated/prisma/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany, jobData } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { JOB_SEARCH_RESULT_CAP } from "./search-rules";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";
import { setBoardSizeForTests, type RunQuery, type ScanMode } from "./search/find-job-ids";

const t = useTestDatabase();
const SECOND = 1_000;
const DAY = 86_400 * SECOND;

// 4,400 keepers, one posted every 25 seconds (the newest 10 seconds ago): a day holds 3,456 of
// them, and the first walk's 3,000 reach back about 21 hours. "Heron" is in every fourth title,
// except within half an hour of the day's edge, so the one-day list does not change while the
// test runs. The first walk finds 750 herons: a second walk is expected to need about 4,000 jobs.
const KEEPERS = 4_400;
const ageOf = (i: number) => i * 25 * SECOND + 10 * SECOND;
const isHeron = (i: number) => i % 4 === 0 && Math.abs(ageOf(i) - DAY) > 30 * 60 * SECOND;
const titleOf = (i: number) => (isHeron(i) ? `Heron Keeper ${i}` : `Stock Keeper ${i}`);
const keepers = Array.from({ length: KEEPERS }, (_, i) => i);

async function search(query: Record<string, string>) {
  const modes: ScanMode[] = [];
  const wrapRun =
    (run: RunQuery): RunQuery =>
    async <T extends object>(sql: Prisma.Sql, mode: ScanMode) => {
      modes.push(mode);
      return run<T>(sql, mode);
    };
  const result = await searchJobs({ params: parseJobSearchParams(query), wrapRun });
  return { titles: result.jobs.map((j) => j.Job_Title), total: result.total, capped: result.totalIsCapped, modes };
}

describe("a keyword in a fourth of a long posting window", () => {
  // Thousands of jobs, each with its search documents built on insert: longer than the default
  // hook timeout on a busy machine.
  beforeAll(async () => {
    const company = await createCompany({ name: "Wetland Stores" });
    const now = Date.now();
    await t.db().job.createMany({ data: keepers.map((i) => jobData(company.id, { title: titleOf(i), createdAt: new Date(now - ageOf(i)) })) });
    await t.db().$executeRawUnsafe("analyze jobs");
  }, 180_000);
  // Each test sets a big board whose size is known (the walks ask nothing of the board).
  afterEach(() => setBoardSizeForTests(null));

  it("is counted past the cap on walks of the window when it holds the jobs they need", async () => {
    setBoardSizeForTests(Number.POSITIVE_INFINITY);
    const herons = keepers.filter(isHeron);
    expect(herons.length).toBeGreaterThan(JOB_SEARCH_RESULT_CAP);
    const found = await search({ q: "heron ", posted: "3", sort: "newest" });
    expect(found).toEqual({
      titles: herons.slice(0, 20).map(titleOf),
      total: JOB_SEARCH_RESULT_CAP,
      capped: true,
      // The first walk, the second (past the cap), and the page's walk: no bitmap of the document.
      modes: ["planner", "planner", "planner"],
    });
  });

  it("is counted in the document at once when the window holds fewer jobs than a second walk needs", async () => {
    setBoardSizeForTests(Number.POSITIVE_INFINITY);
    const inDay = keepers.filter((i) => isHeron(i) && ageOf(i) < DAY);
    expect(inDay.length).toBeLessThan(JOB_SEARCH_RESULT_CAP);
    const found = await search({ q: "heron ", posted: "1", sort: "newest" });
    expect(found).toEqual({
      titles: inDay.slice(0, 20).map(titleOf),
      total: inDay.length,
      capped: false,
      // The first walk, then one statement that counts the document's matches and reads the page.
      modes: ["planner", "bitmap"],
    });
    expect((await search({ q: "heron ", posted: "1", sort: "newest", page: "42" })).titles).toEqual(inDay.slice(820, 840).map(titleOf));
  });
});
