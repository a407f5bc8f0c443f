// `npm run bench`: figures, not pass/fail. Runs on a scratch embedded PostgreSQL so it
// never touches the development database.
import { performance } from "node:perf_hooks";
import { startScratchPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(7)} ms`);
  return result;
}

async function sample(label: string, runs: number, fn: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(durations, 95).toFixed(2).padStart(7)} ms`,
  );
}

const server = await time("start scratch PostgreSQL", () => startScratchPostgres("bench"));
try {
  process.env.DATABASE_URL = server.url;
  process.env.LOG_LEVEL = "silent";
  await time("apply migrations to an empty database", () => migrate(server.url));
  const { seed } = await import("../lib/seed");
  const { db, disconnectDb } = await import("../lib/db/client");
  await time("seed (first run)", () => seed());
  await time("seed (second run, idempotent)", () => seed());

  console.log("\nqueries over the seeded data (200 runs each):");
  await sample("newest open jobs, first page", 200, () =>
    db().job.findMany({ where: { status: "OPEN" }, orderBy: { createdAt: "desc" }, take: 20, include: { company: true } }),
  );
  await sample("full-text search 'react developer'", 200, () =>
    db().$queryRaw`select id from jobs where "searchVector" @@ websearch_to_tsquery('english', 'react developer')
                   order by ts_rank("searchVector", websearch_to_tsquery('english', 'react developer')) desc limit 20`,
  );
  await sample("countries for the phone selector", 200, () => db().country.findMany({ orderBy: { name: "asc" } }));
  await disconnectDb();
} finally {
  await server.stop();
}
