// Shared helpers of `npm run bench` sections: timing, percentiles, and scratch databases.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { migrate } from "../../lib/db/migrate";
import { DEMO_CANDIDATE } from "../../lib/seed/demo-credentials";

export type BenchContext = {
  /** A new, migrated database on the scratch server; lib/db's shared client is pointed at it. */
  useNewDatabase: (name: string) => Promise<string>;
};

/** A standalone section brings its own server and database (it ignores the context). */
export type BenchSection = { name: string; standalone?: boolean; run: (context: BenchContext) => Promise<void> };

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(7)} ms`);
  return result;
}

export async function measure(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

export async function sample(label: string, runs: number, fn: () => Promise<unknown>) {
  const durations = await measure(runs, fn);
  console.log(`${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(durations, 95).toFixed(2).padStart(7)} ms`);
}

export function createContext(serverUrl: string): BenchContext {
  return {
    async useNewDatabase(name) {
      const admin = new URL(serverUrl);
      admin.pathname = "/postgres";
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`create database "${name.replace(/\W/g, "_")}"`);
      await client.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name.replace(/\W/g, "_")}`;
      await migrate(url.toString());
      const { resetEnvForTests } = await import("../../lib/env");
      const { disconnectDb } = await import("../../lib/db/client");
      await disconnectDb();
      process.env.DATABASE_URL = url.toString();
      resetEnvForTests();
      return url.toString();
    },
  };
}

/** Signs the seeded demo candidate in on a running server; returns the session's Cookie header. */
export async function signInDemoCandidate(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_CANDIDATE),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The short id of a job that a search for "developer" finds (the seed has many). */
export async function anyJobShortId(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/jobs/search?q=developer`, { headers: { cookie } });
  const body = (await res.json()) as { jobs?: { Short_Job_Id: string }[] };
  const id = body.jobs?.[0]?.Short_Job_Id;
  if (!id) throw new Error("no job found to read");
  return id;
}
