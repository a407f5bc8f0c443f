// Job search on 100,000 jobs (BENCH_SEARCH_JOBS=1000000 for a million): p50 and p95 of searchJobs()
// (the ids and the 20 hydrated cards) for 20 representative searches, and the scans PostgreSQL
// chose for each of their queries.
import { Prisma } from "../../generated/prisma/client";
import { parseJobSearchParams } from "../../lib/jobs/schema";
import type { RunQuery, ScanMode } from "../../lib/jobs/search/find-job-ids";
import { insertBenchJobs } from "./search-data";
import { measure, percentile, time, type BenchSection } from "./support";

const JOBS = Number(process.env.BENCH_SEARCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40);

export const SEARCH_QUERIES: { label: string; query: Record<string, string> }[] = [
  { label: "common word: developer", query: { q: "developer " } },
  { label: "common word: engineer", query: { q: "engineer " } },
  { label: "common word: manager", query: { q: "manager " } },
  { label: "typing a prefix: dev", query: { q: "dev" } },
  { label: "two words: react developer", query: { q: "react developer " } },
  { label: "skill, not in titles: kubernetes", query: { q: "kubernetes " } },
  { label: "rare skill: haskell", query: { q: "haskell " } },
  { label: "no match: blockchain", query: { q: "blockchain " } },
  { label: "description-only word: mentor", query: { q: "mentor " } },
  { label: "developer in Bengaluru", query: { q: "developer ", location: "Bengaluru" } },
  { label: "engineer, full-time, remote", query: { q: "engineer ", type: "FULL_TIME", mode: "REMOTE" } },
  { label: "analyst, 3 yrs, from 8 L", query: { q: "analyst ", exp: "3", salaryMin: "800000" } },
  { label: "designer posted within 7 days", query: { q: "designer ", posted: "7" } },
  { label: "developer, newest first", query: { q: "developer ", sort: "newest" } },
  { label: "manager, best paid first", query: { q: "manager ", sort: "salary" } },
  { label: "filters only: everything, newest", query: {} },
  { label: "filters only: Pune", query: { location: "Pune" } },
  { label: "filters only: contract, remote", query: { type: "CONTRACT", mode: "REMOTE" } },
  { label: "filters only: internship, Kochi, 3 days", query: { type: "INTERNSHIP", location: "Kochi", posted: "3" } },
  // Freshness and salary together, as a candidate narrows a long list.
  { label: "developer, 7 days, from 8 L, newest", query: { q: "developer ", posted: "7", salaryMin: "800000", sort: "newest" } },
  { label: "engineer, 14 days, stated salary only", query: { q: "engineer ", posted: "14", salaryStated: "1" } },
  { label: "filters only: 7 days, newest", query: { posted: "7", sort: "newest" } },
  { label: "filters only: 7 days, from 5 L, stated only", query: { posted: "7", salaryMin: "500000", salaryStated: "1" } },
  { label: "deep page: engineer, page 50", query: { q: "engineer ", page: "50" } },
];

/** The scan lines of each query's plan, e.g. "Index Only Scan using jobs_search_feed_idx on jobs j". */
function scanLines(plan: string[]): string[] {
  return plan.map((line) => line.trim().replace(/^->\s*/, "")).filter((line) => /Scan/.test(line));
}

export async function explainSearch(query: Record<string, string>): Promise<{ mode: string; scans: string[] }[]> {
  const { searchJobs } = await import("../../lib/jobs/search-jobs");
  const plans: { mode: string; scans: string[] }[] = [];
  const wrapRun =
    (run: RunQuery): RunQuery =>
    async <T extends object>(sql: Prisma.Sql, mode: ScanMode) => {
      const plan = await run<{ "QUERY PLAN": string }>(Prisma.sql`EXPLAIN (COSTS OFF) ${sql}`, mode);
      plans.push({ mode, scans: scanLines(plan.map((r) => r["QUERY PLAN"])) });
      return run<T>(sql, mode);
    };
  await searchJobs({ params: parseJobSearchParams(query), wrapRun });
  return plans;
}

const ms = (durations: number[], p: number) => `${percentile(durations, p).toFixed(1).padStart(6)} ms`;

/**
 * Times each search as it runs now (exact words first) and, alternating run by run on the same
 * board, with the last word always a prefix (as before 27 November), so that a busy machine
 * weighs on both alike.
 */
export async function benchSearchQueries(runs: number) {
  const { searchJobs } = await import("../../lib/jobs/search-jobs");
  const all = { now: [] as number[], prefix: [] as number[] };
  console.log(
    `\n${"search".padEnd(40)} ${"results".padStart(8)} ${"p50".padStart(9)} ${"p95".padStart(9)}   last word always a prefix: ${"p50".padStart(9)} ${"p95".padStart(9)}`,
  );
  for (const { label, query } of SEARCH_QUERIES) {
    const params = parseJobSearchParams(query);
    let results = "";
    for (let i = 0; i < 3; i++) {
      const r = await searchJobs({ params });
      await searchJobs({ params, lastWord: "prefix" });
      results = `${r.total.toLocaleString("en")}${r.totalIsCapped ? "+" : ""}`;
    }
    const now: number[] = [];
    const prefix: number[] = [];
    for (let i = 0; i < runs; i++) {
      now.push(...(await measure(1, () => searchJobs({ params }))));
      prefix.push(...(await measure(1, () => searchJobs({ params, lastWord: "prefix" }))));
    }
    now.sort((a, b) => a - b);
    prefix.sort((a, b) => a - b);
    all.now.push(...now);
    all.prefix.push(...prefix);
    console.log(`${label.padEnd(40)} ${results.padStart(8)} ${ms(now, 50)} ${ms(now, 95)}   ${"".padStart(27)}${ms(prefix, 50)} ${ms(prefix, 95)}`);
  }
  all.now.sort((a, b) => a - b);
  all.prefix.sort((a, b) => a - b);
  console.log(
    `${"all 20 searches".padEnd(40)} ${"".padStart(8)} ${ms(all.now, 50)} ${ms(all.now, 95)}   ${"".padStart(27)}${ms(all.prefix, 50)} ${ms(all.prefix, 95)}`,
  );
}

export async function printSearchPlans() {
  console.log("\nindexes used (EXPLAIN of every query each search runs):");
  let seqScans = 0;
  for (const { label, query } of SEARCH_QUERIES) {
    const plans = await explainSearch(query);
    console.log(`  ${label}`);
    for (const [i, plan] of plans.entries()) {
      for (const scan of plan.scans) {
        if (/Seq Scan/.test(scan)) seqScans++;
        console.log(`    ${i + 1}. [${plan.mode}] ${scan}`);
      }
    }
  }
  console.log(seqScans === 0 ? "  no sequential scans" : `  ${seqScans} sequential scans`);
}

export const searchSection: BenchSection = {
  name: "search",
  async run(context) {
    const url = await context.useNewDatabase("bench_search");
    const { seed } = await import("../../lib/seed");
    await time("seed companies and the demo board", () => seed({ demo: false }));
    await time(`insert ${JOBS.toLocaleString("en")} jobs and analyse`, () => insertBenchJobs(url, JOBS, (line) => console.log(line)));
    await benchSearchQueries(RUNS);
    await printSearchPlans();
  },
};
