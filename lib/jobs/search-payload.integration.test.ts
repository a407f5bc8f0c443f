import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { getJob } from "./get-job";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";

useTestDatabase();

// A realistic long posting: about 2,400 characters of description and a long company profile.
const LONG_DESCRIPTION = Array.from({ length: 40 }, (_, i) => `Line ${i}: you will build and run services our customers rely on.`).join(" ");
const LONG_PROFILE = "We build software for hospitals and retailers across South Asia. ".repeat(10);

describe("search answers what the card shows", () => {
  let firstJobId = "";

  beforeAll(async () => {
    const company = await createCompany({ name: "Brightloom Technologies", description: LONG_PROFILE });
    for (let i = 0; i < 25; i++) {
      const job = await createJob(company.id, { title: `Backend Developer ${i}`, description: LONG_DESCRIPTION });
      firstJobId ||= job.id;
    }
  });

  it("sends a 200-character description preview on cards, not the whole description", async () => {
    const { jobs } = await searchJobs({ params: parseJobSearchParams({ q: "developer " }) });
    expect(jobs).toHaveLength(20);
    for (const job of jobs) {
      expect(job.About_Job.JD.length).toBeLessThanOrEqual(201);
      expect(LONG_DESCRIPTION.startsWith(job.About_Job.JD.replace(/…$/, ""))).toBe(true);
      expect(JSON.stringify(job)).not.toContain(LONG_PROFILE.slice(0, 120));
    }
  });

  it("keeps a page of 20 results under 15 KB", async () => {
    const page = await searchJobs({ params: parseJobSearchParams({ q: "developer " }) });
    expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(15 * 1024);
  });

  it("still gives the job page the whole description and company profile", async () => {
    const job = await getJob({ ref: firstJobId });
    expect(job?.About_Job.JD).toBe(LONG_DESCRIPTION);
    expect(job?.Company_Details.Company_Description).toBe(LONG_PROFILE);
  });
});
