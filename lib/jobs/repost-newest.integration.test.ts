// "Newest" and "posted within" go by the day a job was first posted: a repost (lib/jobs/repost.ts)
// reads "Reposted … · first posted <day>" on its card, and sorts and filters by that first day, so
// posting a listing again does not put it on top as new.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { parseJobSearchParams } from "./schema";
import { setBoardSizeForTests } from "./search/find-job-ids";
import { searchJobs } from "./search-jobs";

const t = useTestDatabase();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe("a repost in the newest-first order", () => {
  let ids: { fresh: string; repost: string; older: string };

  beforeAll(async () => {
    const company = await createCompany({ name: "Lapwing Couriers" });
    const fresh = await createJob(company.id, { title: "Rider Lapwing North", createdAt: daysAgo(1) });
    const repost = await createJob(company.id, { title: "Rider Lapwing South", createdAt: daysAgo(0.1), firstPostedAt: daysAgo(40) });
    const older = await createJob(company.id, { title: "Rider Lapwing East", createdAt: daysAgo(10) });
    ids = { fresh: fresh.id, repost: repost.id, older: older.id };
  });
  afterAll(() => setBoardSizeForTests(null));

  it("keeps the posting day in step with the first day, however the job is written", async () => {
    const row = await t.db().job.findUniqueOrThrow({ where: { id: ids.repost } });
    expect(row.postedAt.toISOString()).toBe(row.firstPostedAt!.toISOString());
    await t.db().job.update({ where: { id: ids.repost }, data: { postedAt: new Date() } });
    expect((await t.db().job.findUniqueOrThrow({ where: { id: ids.repost } })).postedAt.toISOString()).toBe(row.firstPostedAt!.toISOString());
    const plain = await t.db().job.findUniqueOrThrow({ where: { id: ids.older } });
    expect(plain.postedAt.toISOString()).toBe(plain.createdAt.toISOString());
  });

  for (const board of [null, 10]) {
    it(`sorts the repost by its first day and leaves it out of "posted within 7 days" (${board === null ? "large" : "small"} board)`, async () => {
      setBoardSizeForTests(board);
      const newest = await searchJobs({ params: parseJobSearchParams({ q: "lapwing", sort: "newest" }) });
      expect(newest.jobs.map((job) => job.Job_Id)).toEqual([ids.fresh, ids.older, ids.repost]);
      const recent = await searchJobs({ params: parseJobSearchParams({ q: "lapwing", sort: "newest", posted: "7" }) });
      expect(recent.jobs.map((job) => job.Job_Id)).toEqual([ids.fresh]);
      const browse = await searchJobs({ params: parseJobSearchParams({ sort: "newest" }) });
      expect(browse.jobs.map((job) => job.Job_Id)).toEqual([ids.fresh, ids.older, ids.repost]);
    });
  }
});
