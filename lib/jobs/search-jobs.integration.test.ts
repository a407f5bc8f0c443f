import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as searchRoute } from "@/app/api/jobs/search/route";
import { JOB_SEARCH_RESULT_CAP } from "./search-rules";
import { createCompany, createJob, jobData } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";
import { findJobIds, setBoardSizeForTests } from "./search/find-job-ids";
import { withSearchSession } from "./search/search-session";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function search(query: Record<string, string>) {
  return searchJobs({ params: parseJobSearchParams(query) });
}
const titles = (r: { jobs: { Job_Title: string }[] }) => r.jobs.map((j) => j.Job_Title);

describe("job search", () => {
  let acme: { id: string; name: string };

  beforeAll(async () => {
    acme = await createCompany({ name: "Acme Robotics" });
    const other = await createCompany({ name: "Lotus Health" });
    await createJob(acme.id, {
      title: "Operations Executive",
      description: "You will work with our react developer team on dashboards.",
      createdAt: ago(1),
    });
    await createJob(acme.id, { title: "Senior React Developer", skills: ["React", "TypeScript"], createdAt: ago(50) });
    await createJob(other.id, {
      title: "Staff Nurse",
      industry: "Healthcare",
      skills: ["Patient care", "ICU"],
      locations: ["Kochi"],
      workMode: "ONSITE",
      jobType: "PART_TIME",
      experienceMin: 0,
      salaryMin: 250_000,
      salaryMax: 320_000,
      createdAt: ago(5),
    });
    await createJob(other.id, {
      title: "Remote Data Analyst",
      skills: ["SQL", "Python"],
      locations: ["Remote"],
      workMode: "REMOTE",
      experienceMin: 5,
      salaryMin: 1_800_000,
      salaryMax: 2_600_000,
      createdAt: ago(24 * 20),
    });
    await createJob(other.id, { title: "Closed React Role", status: "CLOSED", closedAt: ago(1), createdAt: ago(2) });
  });

  it("ranks a title match above a description-only match, even a newer one", async () => {
    const result = await search({ q: "react developer " });
    expect(titles(result)).toEqual(["Senior React Developer", "Operations Executive"]);
    expect(result.total).toBe(2);
  });

  it("matches a word still being typed as a prefix, and the company and skills too", async () => {
    expect(titles(await search({ q: "reac" }))).toContain("Senior React Developer");
    expect(titles(await search({ q: "lotus" }))).toEqual(expect.arrayContaining(["Staff Nurse", "Remote Data Analyst"]));
    expect(titles(await search({ q: "typescript " }))).toEqual(["Senior React Developer"]);
  });

  it("pressing Search with a trailing space keeps the results", async () => {
    const typed = titles(await search({ q: "reac" }));
    expect(typed).toContain("Senior React Developer");
    for (const q of ["reac ", "reac  ", "  reac", "senior  reac "]) {
      const response = await searchRoute(new Request(`http://test/api/jobs/search?${new URLSearchParams({ q })}`));
      expect(response.status, q).toBe(200);
      const body = (await response.json()) as { jobs: { Job_Title: string }[] };
      expect(titles(body), q).toEqual(q.includes("senior") ? ["Senior React Developer"] : typed);
    }
  });

  it("never lists closed jobs", async () => {
    const all = await search({});
    expect(titles(all)).not.toContain("Closed React Role");
    expect(all.total).toBe(4);
  });

  it("filters by location, job type, work mode, experience, salary, industry and posting date", async () => {
    expect(titles(await search({ location: "Kochi" }))).toEqual(["Staff Nurse"]);
    expect(titles(await search({ type: "PART_TIME" }))).toEqual(["Staff Nurse"]);
    expect(titles(await search({ mode: "REMOTE" }))).toEqual(["Remote Data Analyst"]);
    expect(titles(await search({ exp: "0" }))).toEqual(["Staff Nurse"]);
    expect(titles(await search({ salaryMin: "1500000" }))).toEqual(["Remote Data Analyst"]);
    expect(titles(await search({ salaryMax: "300000" }))).toEqual(["Staff Nurse"]);
    expect(titles(await search({ industry: "Healthcare" }))).toEqual(["Staff Nurse"]);
    expect(await search({ posted: "7" }).then(titles)).not.toContain("Remote Data Analyst");
    expect(titles(await search({ q: "nurse ", location: "Pune" }))).toEqual([]);
  });

  it("answers hostile freshness and sort values without a server error, ignoring what it cannot read", async () => {
    const all = titles(await search({}));
    const hostile = [
      "posted=-1",
      "posted=0",
      "posted=31",
      "posted=1e3",
      "posted=7.5",
      "posted=%00",
      "posted=7%27%3B%20DROP%20TABLE%20jobs%3B--",
      `posted=${"9".repeat(5000)}`,
      "posted=7&posted=-1",
      "posted[]=7",
      "sort=createdAt%20DESC",
      "sort=newest%3B",
      "sort[]=newest",
      "sort=newest&posted=NaN",
      "salaryStated=yes&posted=Infinity",
    ];
    for (const query of hostile) {
      const response = await searchRoute(new Request(`http://test/api/jobs/search?${query}`));
      expect(response.status, query).toBeLessThan(500);
      if (response.status === 200) {
        const body = (await response.json()) as { jobs: { Job_Title: string }[] };
        // An unreadable "posted within" filters nothing out.
        if (!/posted=7(&|$)/.test(query)) expect(titles(body).sort(), query).toEqual([...all].sort());
      }
    }
  });

  it("sorts by newest and by salary", async () => {
    expect(titles(await search({ sort: "newest" }))[0]).toBe("Operations Executive");
    expect(titles(await search({ sort: "salary" }))[0]).toBe("Remote Data Analyst");
  });

  it("finds nothing for stop words alone or punctuation, without failing", async () => {
    const result = await search({ q: "the and & | ! :*" });
    expect(result.total).toBe(4); // nothing searchable left: every open job
    expect((await search({ q: "zzzunknownword " })).total).toBe(0);
  });

  it("includes the spec's job fields", async () => {
    const [job] = (await search({ q: "nurse " })).jobs;
    expect(job).toMatchObject({
      Job_Title: "Staff Nurse",
      Short_Job_Id: expect.stringMatching(/^JB-/),
      Location: ["Kochi"],
      TotalCandidateApplied: 0,
      Company_Details: { Company_Name: "Lotus Health" },
      About_Job: { Experience: 0, Min_Salary: 250_000, Max_Salary: 320_000, Job_Type: "Part-time", Work_Type: "On-site" },
      candidateApplied: [],
    });
    expect(job!.Created_At).toBeLessThan(Date.now() / 1000);
    expect(job!.Created_At).toBeGreaterThan(Date.now() / 1000 - 6 * 3600);
  });
});

describe("job search with more matches than it counts", () => {
  const MANY = JOB_SEARCH_RESULT_CAP + 60;

  beforeAll(async () => {
    const company = await createCompany({ name: "Harbor Logistics" });
    // Newest first: the description-only matches are all newer than the title matches.
    const rows = Array.from({ length: MANY }, (_, i) =>
      jobData(company.id, {
        title: i < 25 ? `Warehouse Supervisor ${i}` : `Loader ${i}`,
        description: i < 25 ? "Lead the night shift." : "Help the warehouse team load trucks.",
        skills: ["Lifting"],
        locations: i % 2 ? ["Chennai"] : ["Mumbai"],
        createdAt: ago(i < 25 ? 500 + i : i),
      }),
    );
    await t.db().job.createMany({ data: rows });
    await t.db().$executeRawUnsafe("analyze jobs");
  });

  it("counts up to the cap, then says there are more", async () => {
    const result = await search({ q: "warehouse " });
    expect(result).toMatchObject({ total: JOB_SEARCH_RESULT_CAP, totalIsCapped: true, pages: 50 });
  });

  it("still lists title matches first, newest first, and pages without repeats", async () => {
    const first = await search({ q: "warehouse " });
    expect(titles(first).slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => `Warehouse Supervisor ${i}`));
    const second = await search({ q: "warehouse ", page: "2" });
    expect(titles(second).slice(0, 5)).toEqual([20, 21, 22, 23, 24].map((i) => `Warehouse Supervisor ${i}`));
    expect(titles(second)[5]).toBe("Loader 25");
    const seen = new Set([...first.jobs, ...second.jobs].map((j) => j.Job_Id));
    expect(seen.size).toBe(40);
  });

  it("gives the same order whichever way a page is found", async () => {
    // Filtered to a subset under the cap, the same search takes the fetch-all path.
    const filtered = await search({ q: "warehouse ", location: "Mumbai", sort: "newest" });
    expect(filtered.totalIsCapped).toBe(false);
    const createdAt = filtered.jobs.map((j) => j.Created_At);
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    const newest = await search({ q: "warehouse ", sort: "newest" });
    expect(titles(newest)[0]).toBe("Loader 25");
  });

  it("serves a deep page", async () => {
    const page = await search({ q: "warehouse ", page: "50" });
    expect(page.jobs).toHaveLength(20);
    expect(titles(page).every((title) => title.startsWith("Loader"))).toBe(true);
  });

  it("answers every search the same on each path: board size unknown, known big, known small", async () => {
    const queries: Record<string, string>[] = [
      { q: "warehouse " },
      { q: "warehouse ", page: "2" },
      { q: "warehouse ", page: "50" },
      { q: "wareh" },
      { q: "supervisor " },
      { q: "warehouse ", location: "Mumbai", sort: "newest" },
      { q: "warehouse ", sort: "salary" },
      { q: "night shift " },
      { location: "Chennai" },
      { location: "Chennai", page: "3" },
      { sort: "salary" },
      { exp: "3" },
      {},
    ];
    const answers = async (board: number | null) => {
      const out = [];
      for (const query of queries) {
        setBoardSizeForTests(board);
        const result = await search(query);
        out.push({ query, total: result.total, capped: result.totalIsCapped, ids: result.jobs.map((job) => job.Job_Id) });
      }
      return out;
    };
    try {
      const unknown = await answers(null);
      expect(unknown.some((answer) => answer.capped)).toBe(true);
      expect(unknown.some((answer) => !answer.capped && answer.total > 0)).toBe(true);
      expect(await answers(Infinity)).toEqual(unknown);
      expect(await answers(MANY)).toEqual(unknown);
    } finally {
      setBoardSizeForTests(null);
    }
  });
});

describe("job search on a board bigger than a count's first walk", () => {
  const JOBS = 3_600;

  beforeAll(async () => {
    const company = await createCompany({ name: "Meridian Freight" });
    // Newest first by index: "lantern" in every third job (1,200: past the cap), "harbour" in
    // every fourth (900: under it), "beacon" only in the oldest 50.
    const rows = Array.from({ length: JOBS }, (_, i) => {
      const words = [i % 3 === 0 ? "Lantern" : "", i % 4 === 0 ? "Harbour" : "", i >= JOBS - 50 ? "Beacon" : ""].filter(Boolean);
      return jobData(company.id, { title: `${words.join(" ")} Clerk ${i}`.trim(), createdAt: new Date(Date.now() - (i + 1) * 60_000) });
    });
    await t.db().job.createMany({ data: rows });
    await t.db().$executeRawUnsafe("analyze jobs");
  });

  it("counts the same on every path: walked twice, walked then counted in the index, or counted in the index at once", async () => {
    const expected = {
      "lantern ": { total: JOB_SEARCH_RESULT_CAP, totalIsCapped: true },
      "harbour ": { total: 900, totalIsCapped: false },
      "beacon ": { total: 50, totalIsCapped: false },
    };
    try {
      for (const board of [null, Infinity, JOBS + 1_000]) {
        for (const [q, count] of Object.entries(expected)) {
          setBoardSizeForTests(board);
          const result = await search({ q });
          expect({ q, board, total: result.total, totalIsCapped: result.totalIsCapped }).toEqual({ q, board, ...count });
          expect(result.jobs).toHaveLength(20);
        }
      }
    } finally {
      setBoardSizeForTests(null);
    }
  });
});

describe("counting past the cap in the sample indexes", () => {
  beforeAll(async () => {
    const company = await createCompany({ name: "Basalt Works" });
    // Older than every other job here, so a walk of the newest jobs finds none of them.
    const old = (i: number) => new Date(Date.UTC(2020, 0, 1) - i * 60_000);
    const rows = [
      // About 75 of each 600 are in the sample, far above the cap of 20 used here.
      ...Array.from({ length: 600 }, (_, i) => jobData(company.id, { title: `Quartz Operator ${i}`, createdAt: old(i) })),
      ...Array.from({ length: 600 }, (_, i) =>
        jobData(company.id, { title: `Yard Hand ${i}`, description: "You will sort zircon by hand.", createdAt: old(600 + i) }),
      ),
      ...Array.from({ length: 15 }, (_, i) => jobData(company.id, { title: `Onyx Polisher ${i}`, createdAt: old(1200 + i) })),
    ];
    await t.db().job.createMany({ data: rows });
    await t.db().$executeRawUnsafe("analyze jobs");
  });

  async function count(keyword: string, board: number) {
    const sql: string[] = [];
    setBoardSizeForTests(board);
    try {
      const found = await withSearchSession(keyword, ({ run, tsquery }) =>
        findJobIds((query, mode) => (sql.push(query.text), run(query, mode)), {
          tsquery,
          filters: {},
          sort: "relevance",
          offset: 0,
          limit: 10,
          cap: 20,
        }),
      );
      return {
        ...found,
        sampled: sql.some((text) => text.includes("uuid_send")),
        // The query that counts and pages every document match (documentMatches).
        countedEveryMatch: sql.some((text) => text.includes("WITH m AS")),
      };
    } finally {
      setBoardSizeForTests(null);
    }
  }

  it("says 'more than the cap' from the sample alone, in the headline and in the description, and counts rare words exactly", async () => {
    const big = Number.POSITIVE_INFINITY;
    const small = 100;
    for (const keyword of ["quartz ", "zircon "]) {
      const sampled = await count(keyword, big);
      expect(sampled).toMatchObject({ total: 20, capped: true, sampled: true, countedEveryMatch: false });
      const whole = await count(keyword, small);
      expect(whole).toMatchObject({ total: 20, capped: true, sampled: false, countedEveryMatch: true });
      expect(sampled.ids).toEqual(whole.ids);
    }
    const rare = await count("onyx ", big);
    expect(rare).toMatchObject({ total: 15, capped: false, sampled: true, countedEveryMatch: true });
    expect(rare.ids).toEqual((await count("onyx ", small)).ids);
  });
});

describe("exact words first, the last word as a prefix only when they find less than a page", () => {
  beforeAll(async () => {
    const company = await createCompany({ name: "Cobalt Systems" });
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => jobData(company.id, { title: `Java Developer ${i}`, locations: ["Pune"], createdAt: ago(100 + i) })),
      ...Array.from({ length: 2 }, (_, i) => jobData(company.id, { title: `Java Tester ${i}`, locations: ["Kochi"], createdAt: ago(200 + i) })),
      jobData(company.id, { title: "JavaScript Engineer", locations: ["Kochi"], createdAt: ago(1) }),
    ];
    await t.db().job.createMany({ data: rows });
    await t.db().$executeRawUnsafe("analyze jobs");
  });

  it("lists only the exact word's jobs, on every page, when they fill a page", async () => {
    for (const q of ["java", "java "]) {
      const first = await search({ q });
      expect({ q, total: first.total }).toEqual({ q, total: 22 });
      expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Java Developer ${i}`));
      expect(titles(await search({ q, page: "2" }))).toEqual(["Java Tester 0", "Java Tester 1"]);
    }
  });

  it("adds the words the last one starts when the exact words find less than a page", async () => {
    const kochi = await search({ q: "java", location: "Kochi" });
    expect(titles(kochi)).toEqual(["JavaScript Engineer", "Java Tester 0", "Java Tester 1"]);
    expect(kochi.total).toBe(3);
    expect(titles(await search({ q: "javascr" }))).toEqual(["JavaScript Engineer"]);
  });
});
