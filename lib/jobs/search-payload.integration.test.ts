import { beforeAll, describe, expect, it, vi } from "vitest";
import { listApplications } from "@/lib/applications/list-applications";
import { db } from "@/lib/db/client";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { getJob } from "./get-job";
import { jobCardsRead, loadJobPayloads } from "./load-job-payloads";
import { descriptionPreview } from "./preview";
import { parseJobSearchParams } from "./schema";
import { setBoardSizeForTests } from "./search/find-job-ids";
import { searchJobs } from "./search-jobs";

useTestDatabase();

// A realistic long posting: about 2,400 characters of description and a long company profile.
const LONG_DESCRIPTION = Array.from({ length: 40 }, (_, i) => `Line ${i}: you will build and run services our customers rely on.`).join(" ");
const LONG_PROFILE = "We build software for hospitals and retailers across South Asia. ".repeat(10);

describe("search answers what the card shows", () => {
  let firstJobId = "";

  beforeAll(async () => {
    // Figures to show on every card, as a company answering its applicants has (the heaviest card).
    const company = await createCompany({
      name: "Brightloom Technologies",
      description: LONG_PROFILE,
      answerApplications: 120,
      answeredApplications: 99,
      answerMedianDays: 3.4,
    });
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

  it("keeps a page of 20 results under 15 KB, each card with its employer's figures", async () => {
    const page = await searchJobs({ params: parseJobSearchParams({ q: "developer " }) });
    expect(page.jobs.every((job) => job.Employer_Answers !== null)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(15 * 1024);
  });

  it("still gives the job page the whole description and company profile", async () => {
    const job = await getJob({ ref: firstJobId });
    expect(job?.About_Job.JD).toBe(LONG_DESCRIPTION);
    expect(job?.Company_Details.Company_Description).toBe(LONG_PROFILE);
  });
});

describe("cards carry the candidate's own application and bookmark", () => {
  it("shows the candidate's application with its interview link and bookmark, and nobody else's", async () => {
    const company = await createCompany({ name: "Tidewater Analytics" });
    const applied = await createJob(company.id, { title: "Quarry Analyst Applied" });
    const saved = await createJob(company.id, { title: "Quarry Analyst Saved" });
    const me = await createCandidate();
    const someoneElse = await createCandidate();
    const application = await db().application.create({
      data: { jobId: applied.id, candidateId: me.id, status: "INTERVIEW_SCHEDULED" },
    });
    const interview = await db().interview.create({
      data: { applicationId: application.id, candidateId: me.id, jobId: applied.id, tokenHash: "card-test", expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await db().application.create({ data: { jobId: saved.id, candidateId: someoneElse.id } });
    await db().savedJob.create({ data: { candidateId: me.id, jobId: saved.id } });

    const { jobs } = await searchJobs({ params: parseJobSearchParams({ q: "quarry" }), candidateId: me.id });
    const byTitle = Object.fromEntries(jobs.map((job) => [job.Job_Title, job]));
    expect(byTitle["Quarry Analyst Applied"]?.candidateApplied).toEqual([
      expect.objectContaining({ applicationId: application.id, statusCode: "INTERVIEW_SCHEDULED", Interview_link: `/interview?q=${interview.id}` }),
    ]);
    expect(byTitle["Quarry Analyst Applied"]?.isSaved).toBe(false);
    expect(byTitle["Quarry Analyst Saved"]?.candidateApplied).toEqual([]);
    expect(byTitle["Quarry Analyst Saved"]?.isSaved).toBe(true);

    const signedOut = await searchJobs({ params: parseJobSearchParams({ q: "quarry" }) });
    expect(signedOut.jobs.every((job) => job.candidateApplied.length === 0 && !job.isSaved)).toBe(true);

    const mine = await listApplications({ candidateId: me.id });
    expect(mine.jobs.map((job) => job.Job_Title)).toEqual(["Quarry Analyst Applied"]);
    expect(mine.total).toBe(1);

    const page = await getJob({ ref: applied.shortId.toLowerCase(), candidateId: me.id });
    expect(page?.candidateApplied[0]?.applicationId).toBe(application.id);
    expect(await getJob({ ref: "JB-NOSUCH" })).toBeNull();
  });

  it("lists applications newest first", async () => {
    const company = await createCompany();
    const me = await createCandidate();
    const titles = ["Kiln Operator First", "Kiln Operator Second", "Kiln Operator Third"];
    for (const [i, title] of titles.entries()) {
      const job = await createJob(company.id, { title });
      await db().application.create({ data: { jobId: job.id, candidateId: me.id, appliedAt: new Date(Date.UTC(2026, 0, 1 + i)) } });
    }
    const { jobs, counts, total } = await listApplications({ candidateId: me.id });
    expect(jobs.map((job) => job.Job_Title)).toEqual([...titles].reverse());
    expect(total).toBe(3);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect((await listApplications({ candidateId: me.id, take: 1 })).jobs.map((job) => job.Job_Title)).toEqual(["Kiln Operator Third"]);
  });

  it("previews a description that opens with a long run of blank lines from its words", async () => {
    const company = await createCompany();
    const description = `${"\n \t".repeat(600)}Lead the night shift at our Nashik plant. ${"Keep every line running safely. ".repeat(20)}`;
    await createJob(company.id, { title: "Furnace Supervisor", description });
    const { jobs } = await searchJobs({ params: parseJobSearchParams({ q: "furnace" }) });
    expect(jobs[0]?.About_Job.JD).toBe(descriptionPreview(description));
    expect(jobs[0]?.About_Job.JD).toMatch(/^Lead the night shift/);
  });

  it("previews a short description of many-byte characters whole", async () => {
    const company = await createCompany();
    // About 150 characters, over 400 bytes.
    const description = "रात की पाली में संयंत्र का संचालन करें। सुरक्षा नियमों का पालन और टीम का मार्गदर्शन। ".repeat(2).trim();
    expect(Buffer.byteLength(description)).toBeGreaterThan(400);
    await createJob(company.id, { title: "Kiln Shift Lead", description });
    const { jobs } = await searchJobs({ params: parseJobSearchParams({ q: "kiln shift" }) });
    expect(jobs[0]?.About_Job.JD).toBe(descriptionPreview(description));
  });
});

describe("a search reads its page and the cards in one statement", () => {
  it("answers the same cards as reading them by id, each candidate's own, without a second read", async () => {
    const company = await createCompany({ name: "Saltmarsh Freight" });
    const jobs = [];
    for (let i = 0; i < 4; i++) jobs.push(await createJob(company.id, { title: `Tugboat Dispatcher ${i}`, description: `Dispatch shift ${i}. `.repeat(30) }));
    const me = await createCandidate();
    const other = await createCandidate();
    const mine = await db().application.create({ data: { jobId: jobs[1]!.id, candidateId: me.id } });
    await db().application.create({ data: { jobId: jobs[2]!.id, candidateId: other.id } });
    await db().savedJob.create({ data: { candidateId: me.id, jobId: jobs[3]!.id } });

    for (const board of [null, 10]) {
      setBoardSizeForTests(board);
      const queries: string[] = [];
      const cardReads = vi.spyOn(jobCardsRead, "run");
      const found = await searchJobs({
        params: parseJobSearchParams({ q: "tugboat" }),
        candidateId: me.id,
        wrapRun: (run) => (query, mode) => {
          queries.push(query.sql);
          return run(query, mode);
        },
      });
      expect(cardReads).not.toHaveBeenCalled();
      cardReads.mockRestore();
      expect(queries.at(-1)).toContain('"descriptionHead"');
      const ids = found.jobs.map((job) => job.Job_Id);
      expect(new Set(ids)).toEqual(new Set(jobs.map((job) => job.id)));
      expect(found.jobs).toEqual(await loadJobPayloads({ jobIds: ids, candidateId: me.id }));
      const byId = new Map(found.jobs.map((job) => [job.Job_Id, job]));
      expect(byId.get(jobs[1]!.id)?.candidateApplied.map((a) => a.applicationId)).toEqual([mine.id]);
      expect(byId.get(jobs[2]!.id)?.candidateApplied).toEqual([]);
      expect(byId.get(jobs[3]!.id)?.isSaved).toBe(true);
      expect(found.total).toBe(4);
    }
    setBoardSizeForTests(null);
  });

  it("answers a page past the last match with no cards and the count", async () => {
    setBoardSizeForTests(10);
    const found = await searchJobs({ params: parseJobSearchParams({ q: "tugboat", page: "9" }) });
    expect(found.jobs).toEqual([]);
    expect(found.total).toBe(4);
    setBoardSizeForTests(null);
  });
});
