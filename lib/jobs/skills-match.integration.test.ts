// The skills match as a candidate meets it: on each search card (GET /api/jobs/search), on the
// job (GET /api/jobs/getjob), on their applications, and in /discover's "best match" order.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getJobRoute } from "@/app/api/jobs/getjob/route";
import { GET as searchRoute } from "@/app/api/jobs/search/route";
import { listApplications } from "@/lib/applications/list-applications";
import { db } from "@/lib/db/client";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import type { JobCardPayload } from "./job-payload";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();

const ids: Record<string, string> = {};
let me = "";
let other = "";
let bare = "";

// Each job's skills are its own, so a count on the wrong card shows.
const JOBS: [string, string[]][] = [
  ["Lantern Backend", ["Node.js", "PostgreSQL", "Docker", "Kubernetes", "GraphQL"]],
  ["Lantern Frontend", ["React", "TypeScript", "CSS"]],
  ["Lantern Data", ["Python", "SQL", "Airflow", "Spark"]],
  ["Lantern Office", []],
];

beforeAll(async () => {
  const company = await createCompany({ name: "Lantern Works" });
  for (const [i, [title, skills]] of JOBS.entries()) {
    ids[title] = (await createJob(company.id, { title, skills, createdAt: new Date(Date.UTC(2026, 9, 10 - i)) })).id;
  }
  me = (await createCandidate({ skills: ["nodejs", "Postgre SQL", "docker", "react.js", "Python", "sql"] })).id;
  other = (await createCandidate({ skills: ["React", "TypeScript", "CSS", "Spark"] })).id;
  bare = (await createCandidate()).id;
});

async function searchCards(query: string): Promise<Record<string, JobCardPayload>> {
  const res = await searchRoute(new Request(`http://test/api/jobs/search?${query}`));
  expect(res.status).toBe(200);
  const { jobs } = (await res.json()) as { jobs: JobCardPayload[] };
  return Object.fromEntries(jobs.map((job) => [job.Job_Title, job]));
}

const countsOf = (cards: Record<string, JobCardPayload>) =>
  Object.fromEntries(Object.entries(cards).map(([title, card]) => [title, { matchCount: card.matchCount, of: card.About_Job.Skills_Count }]));

describe("search cards carry the signed-in candidate's match", () => {
  it("counts my skills on each card, and another candidate's on theirs", async () => {
    signInAs(me);
    expect(countsOf(await searchCards("q=lantern"))).toEqual({
      "Lantern Backend": { matchCount: 3, of: 5 },
      "Lantern Frontend": { matchCount: 1, of: 3 },
      "Lantern Data": { matchCount: 2, of: 4 },
      "Lantern Office": { matchCount: undefined, of: 0 },
    });
    signInAs(other);
    expect(countsOf(await searchCards("q=lantern"))).toEqual({
      "Lantern Backend": { matchCount: 0, of: 5 },
      "Lantern Frontend": { matchCount: 3, of: 3 },
      "Lantern Data": { matchCount: 1, of: 4 },
      "Lantern Office": { matchCount: undefined, of: 0 },
    });
  });

  it("says null (nothing to compare yet) to a candidate without skills, and nothing when signed out", async () => {
    signInAs(bare);
    const cards = await searchCards("q=lantern");
    expect(cards["Lantern Backend"]?.matchCount).toBeNull();
    expect("matchCount" in cards["Lantern Office"]!).toBe(false);
    signInAs(null);
    const signedOut = await searchCards("q=lantern");
    expect(Object.values(signedOut).some((card) => "matchCount" in card)).toBe(false);
    expect(signedOut["Lantern Backend"]?.About_Job.Skills_Count).toBe(5);
  });

  it("counts on the applications list too", async () => {
    await db().application.create({ data: { candidateId: me, jobId: ids["Lantern Data"]! } });
    const { jobs } = await listApplications({ candidateId: me });
    expect(jobs.map((job) => [job.Job_Title, job.matchCount])).toEqual([["Lantern Data", 2]]);
  });
});

describe("GET /api/jobs/getjob adds the match", () => {
  const getJob = async (id: string) => {
    const res = await getJobRoute(new Request(`http://test/api/jobs/getjob?id=${id}`));
    expect(res.status).toBe(200);
    return res.json();
  };

  it("lists my matched skills in the job's spelling with mine beside them, and the missing ones", async () => {
    signInAs(me);
    const body = await getJob(ids["Lantern Backend"]!);
    expect(body.match).toEqual({
      matched: ["Node.js", "PostgreSQL", "Docker"],
      missing: ["Kubernetes", "GraphQL"],
      matchedAs: ["nodejs", "Postgre SQL", "docker"],
      candidateSkillCount: 6,
    });
    expect(body.job.Job_Title).toBe("Lantern Backend");
    expect(body.job.match).toBeUndefined();
  });

  it("answers another candidate with their own match", async () => {
    signInAs(other);
    expect((await getJob(ids["Lantern Frontend"]!)).match).toEqual({
      matched: ["React", "TypeScript", "CSS"],
      missing: [],
      matchedAs: ["React", "TypeScript", "CSS"],
      candidateSkillCount: 4,
    });
    expect((await getJob(ids["Lantern Backend"]!)).match).toMatchObject({ matched: [], missing: JOBS[0]![1] });
  });

  it("leaves the match out when signed out or when the job lists no skills", async () => {
    signInAs(null);
    expect("match" in (await getJob(ids["Lantern Backend"]!))).toBe(false);
    signInAs(me);
    expect("match" in (await getJob(ids["Lantern Office"]!))).toBe(false);
  });
});

describe("sorting by best match", () => {
  // More jobs than a page, many of them tied, so paging and tie-breaking both show.
  beforeAll(async () => {
    const company = await createCompany({ name: "Quill Labs" });
    const sets = [["Docker"], ["Go"], ["Python", "Docker", "SQL"], [], ["React"], ["Rust"], ["nodejs", "Docker"], ["Java"], ["sql"]];
    for (const [i, skills] of sets.entries()) {
      await createJob(company.id, { title: `Quill Role ${i + 1}`, skills, createdAt: new Date(Date.UTC(2026, 8, 20 - i)) });
    }
  });

  async function allPages(candidateId: string | undefined, sort: string) {
    const seen: JobCardPayload[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await searchJobs({ params: parseJobSearchParams({ q: "quill", sort, page: String(page) }), candidateId, pageSize: 4 });
      seen.push(...result.jobs);
      if (page >= result.pages) break;
    }
    return seen;
  }

  it("puts the most matched first, keeps the default order among equals, and pages without repeats or gaps", async () => {
    const byDefault = (await allPages(me, "relevance")).map((job) => job.Job_Title);
    const byMatch = await allPages(me, "match");
    expect(byDefault).toEqual(Array.from({ length: 9 }, (_, i) => `Quill Role ${i + 1}`));
    expect(byMatch.map((job) => [job.Job_Title, job.matchCount])).toEqual([
      ["Quill Role 3", 3],
      ["Quill Role 7", 2],
      ["Quill Role 1", 1],
      ["Quill Role 5", 1],
      ["Quill Role 9", 1],
      ["Quill Role 2", 0],
      ["Quill Role 4", undefined],
      ["Quill Role 6", 0],
      ["Quill Role 8", 0],
    ]);
    const titles = byMatch.map((job) => job.Job_Title);
    expect(new Set(titles).size).toBe(titles.length);
    expect([...titles].sort()).toEqual([...byDefault].sort());
  });

  it("orders by the signed-in candidate's own skills", async () => {
    const titles = (await allPages(other, "match")).map((job) => job.Job_Title);
    expect(titles[0]).toBe("Quill Role 5");
  });

  it("keeps the default order when signed out or without skills", async () => {
    const byDefault = (await allPages(undefined, "relevance")).map((job) => job.Job_Title);
    expect((await allPages(undefined, "match")).map((job) => job.Job_Title)).toEqual(byDefault);
    expect((await allPages(bare, "match")).map((job) => job.Job_Title)).toEqual(byDefault);
  });
});
