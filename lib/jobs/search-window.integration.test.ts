// A keyword, "posted within", a salary floor and newest first together: the candidate's narrowed
// list is exactly the jobs that pass all four, in posting order, whichever way search reads the
// board (a small board's bitmap; a big board's walks, here over more jobs in the window than a
// count's first walk sees).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany, jobData } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { JOB_SEARCH_RESULT_CAP } from "./search-rules";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";
import { setBoardSizeForTests } from "./search/find-job-ids";

const t = useTestDatabase();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);

// 3,400 clerks posted over the last 34 hours, newest first by index; "Quarry" in every fourth
// title. Their salaries by turn: not stated, 9-12 L, 3-5 L.
const CLERKS = 3_400;
type Clerk = { i: number; title: string; salaryMax: number | null };
const clerks: Clerk[] = Array.from({ length: CLERKS }, (_, i) => {
  const band = Math.floor(i / 4) % 3;
  return {
    i,
    title: `${i % 4 === 0 ? "Quarry " : ""}Ledger Clerk ${i}`,
    salaryMax: band === 0 ? null : band === 1 ? 1_200_000 : 500_000,
  };
});
const clerkSalary = (c: Clerk) =>
  c.salaryMax === null ? { salaryMin: null, salaryMax: null } : { salaryMin: c.salaryMax === 500_000 ? 300_000 : 900_000, salaryMax: c.salaryMax };

async function search(query: Record<string, string>) {
  const result = await searchJobs({ params: parseJobSearchParams(query) });
  return { titles: result.jobs.map((j) => j.Job_Title), total: result.total, capped: result.totalIsCapped };
}

const BOARDS = [
  ["unknown", null],
  ["big", Number.POSITIVE_INFINITY],
  ["small", 10],
] as const;

describe("a keyword within a posting window, from a salary floor, newest first", () => {
  beforeAll(async () => {
    const company = await createCompany({ name: "Larch Accounting" });
    const other = await createCompany({ name: "Birch Systems" });
    const rows = [
      jobData(other.id, { title: "Kestrel Developer A", salaryMin: 900_000, salaryMax: 1_200_000, createdAt: ago(2 * HOUR) }),
      // The word only in the description, then only in the skills: both are matches.
      jobData(other.id, {
        title: "Field Officer B",
        description: "Maintain the kestrel nest cameras on our sites.",
        salaryMin: 1_000_000,
        salaryMax: 1_400_000,
        createdAt: ago(30 * HOUR),
      }),
      jobData(other.id, { title: "Kestrel Developer C", salaryMin: null, salaryMax: null, createdAt: ago(70 * HOUR) }),
      jobData(other.id, { title: "Platform Engineer H", skills: ["Kestrel", "Go"], salaryMin: 700_000, salaryMax: 900_000, createdAt: ago(96 * HOUR) }),
      // Tops out exactly at the floor: the ranges overlap.
      jobData(other.id, { title: "Kestrel Developer G", salaryMin: 600_000, salaryMax: 800_000, createdAt: ago(164 * HOUR) }),
      // Below the floor, outside the window, closed: never listed.
      jobData(other.id, { title: "Kestrel Developer D", salaryMin: 300_000, salaryMax: 500_000, createdAt: ago(24 * HOUR) }),
      jobData(other.id, { title: "Kestrel Developer E", salaryMin: 900_000, salaryMax: 1_200_000, createdAt: ago(8 * 24 * HOUR) }),
      jobData(other.id, {
        title: "Kestrel Developer F",
        salaryMin: 900_000,
        salaryMax: 1_200_000,
        status: "CLOSED",
        closedAt: ago(HOUR),
        createdAt: ago(HOUR),
      }),
      ...clerks.map((c) => jobData(company.id, { title: c.title, ...clerkSalary(c), createdAt: ago((c.i + 1) * 36_000) })),
    ];
    await t.db().job.createMany({ data: rows });
    await t.db().$executeRawUnsafe("analyze jobs");
  });
  afterEach(() => setBoardSizeForTests(null));

  for (const [board, size] of BOARDS) {
    it(`lists exactly the matching jobs of the window from the floor up, newest first (${board} board)`, async () => {
      setBoardSizeForTests(size);
      const floor = { q: "kestrel ", posted: "7", salaryMin: "800000", sort: "newest" };
      expect(await search(floor)).toEqual({
        titles: ["Kestrel Developer A", "Field Officer B", "Kestrel Developer C", "Platform Engineer H", "Kestrel Developer G"],
        total: 5,
        capped: false,
      });
      expect(await search({ ...floor, salaryStated: "1" })).toEqual({
        titles: ["Kestrel Developer A", "Field Officer B", "Platform Engineer H", "Kestrel Developer G"],
        total: 4,
        capped: false,
      });
      expect((await search({ ...floor, posted: "3" })).titles).toEqual(["Kestrel Developer A", "Field Officer B", "Kestrel Developer C"]);
    });

    it(`counts and pages a keyword of hundreds of jobs in a window of thousands (${board} board)`, async () => {
      setBoardSizeForTests(size);
      // Every clerk is in the window; the quarry clerks from 8 L are the not stated and the 9-12 L ones.
      const fits = clerks.filter((c) => c.i % 4 === 0 && (c.salaryMax === null || c.salaryMax >= 800_000));
      const query = { q: "quarry ", posted: "3", salaryMin: "800000", sort: "newest" };
      const first = await search(query);
      expect(first).toEqual({ titles: fits.slice(0, 20).map((c) => c.title), total: fits.length, capped: false });
      const third = await search({ ...query, page: "3" });
      expect(third.titles).toEqual(fits.slice(40, 60).map((c) => c.title));
      const stated = fits.filter((c) => c.salaryMax !== null);
      expect(await search({ ...query, salaryStated: "1" })).toEqual({
        titles: stated.slice(0, 20).map((c) => c.title),
        total: stated.length,
        capped: false,
      });
    });

    it(`says "more than the cap" for a keyword past it in the window, and pages it newest first (${board} board)`, async () => {
      setBoardSizeForTests(size);
      const fits = clerks.filter((c) => c.salaryMax === null || c.salaryMax >= 800_000);
      expect(fits.length).toBeGreaterThan(JOB_SEARCH_RESULT_CAP);
      const query = { q: "ledger ", posted: "3", salaryMin: "800000", sort: "newest" };
      expect(await search(query)).toEqual({ titles: fits.slice(0, 20).map((c) => c.title), total: JOB_SEARCH_RESULT_CAP, capped: true });
      expect((await search({ ...query, page: "7" })).titles).toEqual(fits.slice(120, 140).map((c) => c.title));
    });
  }
});
