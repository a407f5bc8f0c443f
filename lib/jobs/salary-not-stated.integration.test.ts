// A job may state no salary. The salary filter keeps such jobs unless the candidate asks for stated
// salaries only; best paid first lists them after every job that states one. The same answers
// whichever way search reads the board (a small board's bitmap, a big board's walks).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";
import { setBoardSizeForTests } from "./search/find-job-ids";

const jobsRoute = await import("@/app/api/partner/v1/jobs/route");
const jobRoute = await import("@/app/api/partner/v1/jobs/[jobId]/route");

useTestDatabase();
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

const titles = async (query: Record<string, string>) => (await searchJobs({ params: parseJobSearchParams(query) })).jobs.map((j) => j.Job_Title);

async function partner(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  key: string,
  method: string,
  body: unknown,
  params = {},
) {
  const res = await handler(
    new Request("http://localhost/x", { method, headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body: JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("salaries as employers give them", () => {
  let key: string;
  beforeAll(async () => {
    const company = await createCompany({ name: "Wren Foods" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    await createJob(company.id, { title: "Wren Chef Stated High", salaryMin: 600_000, salaryMax: 800_000, createdAt: ago(3) });
    await createJob(company.id, { title: "Wren Chef Unstated", salaryMin: null, salaryMax: null, createdAt: ago(1) });
    await createJob(company.id, { title: "Wren Chef Stated Low", salaryMin: 200_000, salaryMax: 300_000, createdAt: ago(2) });
  });
  afterEach(() => setBoardSizeForTests(null));

  for (const board of ["small", "big"] as const) {
    it(`keeps jobs without a stated salary in a salary range unless asked not to (${board} board)`, async () => {
      setBoardSizeForTests(board === "big" ? 5_000_000 : 10);
      expect(await titles({ q: "wren chef", salaryMin: "500000", sort: "newest" })).toEqual(["Wren Chef Unstated", "Wren Chef Stated High"]);
      expect(await titles({ q: "wren chef", salaryMin: "500000", salaryStated: "1" })).toEqual(["Wren Chef Stated High"]);
      expect(await titles({ q: "wren chef", salaryMax: "400000", sort: "newest" })).toEqual(["Wren Chef Unstated", "Wren Chef Stated Low"]);
      expect(await titles({ q: "wren chef", salaryStated: "1", sort: "newest" })).toEqual(["Wren Chef Stated Low", "Wren Chef Stated High"]);
      expect(await titles({ salaryStated: "1", salaryMax: "400000" })).toEqual(["Wren Chef Stated Low"]);
      expect(await titles({ q: "wren chef", sort: "salary" })).toEqual(["Wren Chef Stated High", "Wren Chef Stated Low", "Wren Chef Unstated"]);
      expect(await titles({ sort: "salary" })).toEqual(["Wren Chef Stated High", "Wren Chef Stated Low", "Wren Chef Unstated"]);
    });
  }

  it("shows a job without a salary as not stated, and the partner API takes both ends or neither", async () => {
    const [card] = (await searchJobs({ params: parseJobSearchParams({ q: "wren chef unstated" }) })).jobs;
    expect(card?.About_Job).toMatchObject({ Min_Salary: null, Max_Salary: null });

    const base = {
      title: "Wren Baker",
      description: "Bake for our cafés.",
      experienceMin: 0,
      jobType: "FULL_TIME",
      workMode: "ONSITE",
      skills: ["Baking"],
      locations: ["Goa"],
    };
    const created = await partner(jobsRoute.POST, key, "POST", base);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ salaryMin: null, salaryMax: null });
    const oneEnd = await partner(jobsRoute.POST, key, "POST", { ...base, salaryMin: 300_000 });
    expect(oneEnd).toMatchObject({
      status: 400,
      body: { code: "INVALID_INPUT", error: "Send salaryMin and salaryMax together, or neither to state no salary" },
    });

    const id = created.body.id as string;
    const stated = await partner(jobRoute.PATCH, key, "PATCH", { salaryMin: 450_000, salaryMax: 600_000 }, { jobId: id });
    expect(stated.body).toMatchObject({ salaryMin: 450_000, salaryMax: 600_000 });
    expect((await partner(jobRoute.PATCH, key, "PATCH", { salaryMax: null }, { jobId: id })).status).toBe(400);
    const removed = await partner(jobRoute.PATCH, key, "PATCH", { salaryMin: null, salaryMax: null }, { jobId: id });
    expect(removed.body).toMatchObject({ salaryMin: null, salaryMax: null });
  });
});
