import { describe, expect, it } from "vitest";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { recommendedJobs } from "./recommended-jobs";

const t = useTestDatabase();
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe("recommended jobs", () => {
  it("match interests and designation, title first, near the candidate first, never applied or closed", async () => {
    const company = await createCompany();
    const candidate = await createCandidate();
    const make = (title: string, extra: Record<string, unknown> = {}) => createJob(company.id, { title, ...extra });
    await make("Mobile App Developer", { locations: ["Delhi"], createdAt: hoursAgo(1) });
    const near = await make("Mobile App Developer", { locations: ["Pune"], createdAt: hoursAgo(30) });
    const bySkill = await make("Software Engineer", { skills: ["Flutter"], createdAt: hoursAgo(2) });
    const applied = await make("Mobile App Developer", { createdAt: hoursAgo(3) });
    await make("Mobile App Developer", { status: "CLOSED", closedAt: new Date(), createdAt: hoursAgo(4) });
    await make("Staff Nurse", { createdAt: hoursAgo(5) });
    await t.db().application.create({ data: { jobId: applied.id, candidateId: candidate.id } });

    const jobs = await recommendedJobs({
      candidateId: candidate.id,
      interests: ["Mobile App Developer", "Flutter"],
      designation: null,
      city: "Pune",
      jobIndustry: null,
    });
    const ids = jobs.map((j) => j.Job_Id);
    expect(ids[0]).toBe(near.id);
    expect(jobs.map((j) => j.Job_Title)).not.toContain("Staff Nurse");
    expect(ids).not.toContain(applied.id);
    expect(jobs.every((j) => j.Job_Status === "Open")).toBe(true);
    expect(ids.at(-1)).toBe(bySkill.id);
    expect(jobs).toHaveLength(3);
  });
});
