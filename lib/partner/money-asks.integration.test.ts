// A job that asks the candidate to pay is refused by the partner API (422, the words found), and one
// already published is held from search until its employer removes the words.
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { holdMoneyAsks } from "@/lib/jobs/hold-money-asks";
import { MONEY_ASK_DETECTOR_VERSION } from "@/lib/jobs/money-ask";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";
import { storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createApiKey } from "./api-keys";

const jobsRoute = await import("@/app/api/partner/v1/jobs/route");
const jobRoute = await import("@/app/api/partner/v1/jobs/[jobId]/route");

const t = useTestDatabase();

type Handler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

async function call<P>(handler: Handler<P>, key: string, options: { params?: P; method?: string; body?: unknown } = {}) {
  const req = new Request("http://localhost/api/partner/v1/x", {
    method: options.method ?? "GET",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const job = (title: string, description: string) => ({
  title,
  description,
  experienceMin: 0,
  salaryMin: 300_000,
  salaryMax: 360_000,
  jobType: "FULL_TIME",
  workMode: "ONSITE",
  skills: ["Data entry"],
  locations: ["Pune"],
});

const searchIds = async (q: string) => (await searchJobs({ params: parseJobSearchParams({ q }) })).jobs.map((j) => j.Job_Id);

describe("jobs that ask candidates to pay", () => {
  let key: string;
  beforeAll(async () => {
    const company = await createCompany({ name: "Kestrel Back Office" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
  });

  it.each([
    [
      "English",
      "Data Entry Operator",
      "Work from our Pune office. Selected candidates pay a registration fee of ₹499 before joining.",
      ["registration fee of ₹499"],
    ],
    ["Hindi", "डेटा एंट्री ऑपरेटर", "पुणे कार्यालय में काम। चयनित उम्मीदवारों को ₹499 पंजीकरण शुल्क जमा करना होगा।", ["पंजीकरण शुल्क जमा"]],
    ["Hinglish", "Data Entry Operator", "Pune office mein kaam. Joining se pehle registration fee ₹499 dena hoga.", ["registration fee ₹499 dena hoga"]],
  ])("refuses the %s job that asks for a registration fee of ₹499, naming the words", async (_language, title, description, words) => {
    const before = await t.db().job.count();
    const refused = await call(jobsRoute.POST, key, { method: "POST", body: job(title, description) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "JOB_ASKS_FOR_MONEY", words });
    for (const word of words) expect(refused.body.error).toContain(word);
    expect(await t.db().job.count()).toBe(before);
  });

  it.each([
    ["Accounts Assistant Salary", "Salary ₹25,000 a month, paid on the first working day."],
    ["Accounts Assistant Fees", "No fees at any stage of our hiring."],
    ["Accounts Assistant Charge", "We never charge candidates for anything."],
  ])("publishes %j, whose text speaks of money without asking for it", async (title, description) => {
    const created = await call(jobsRoute.POST, key, { method: "POST", body: job(title, description) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "OPEN", heldReason: null, moneyWords: [] });
    expect(await searchIds(title)).toContain(created.body.id);
  });

  it("refuses a change that would make an open job ask for money, and keeps the job as it was", async () => {
    const created = await call(jobsRoute.POST, key, { method: "POST", body: job("Tele Caller", "Call our customers in Marathi.") });
    const id = created.body.id as string;
    const changed = await call(jobRoute.PATCH, key, {
      method: "PATCH",
      params: { jobId: id },
      body: { description: "Training ke liye ₹2000 jama karna hoga." },
    });
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: "JOB_ASKS_FOR_MONEY", words: ["₹2000 jama karna hoga"] });
    expect((await t.db().job.findUniqueOrThrow({ where: { id } })).description).toBe("Call our customers in Marathi.");
  });

  it("holds a published job that asks for money from search and applications until its employer removes the words", async () => {
    const company = await t.db().company.findFirstOrThrow({ where: { name: "Kestrel Back Office" } });
    const asking = await createJob(company.id, {
      title: "Warehouse Picker Kestrel",
      description: "A refundable security deposit of Rs. 2,000 is collected on day one.",
    });
    const honest = await createJob(company.id, {
      title: "Warehouse Packer Kestrel",
      description: "Stipend of ₹15,000 per month during training. No fees at any stage.",
    });
    expect(await searchIds("warehouse kestrel")).toEqual(expect.arrayContaining([asking.id, honest.id]));

    const first = await holdMoneyAsks({ batch: 2 });
    expect(first.held).toBe(1);
    const held = await t.db().job.findUniqueOrThrow({ where: { id: asking.id } });
    expect(held).toMatchObject({ status: "HELD", heldReason: "ASKS_FOR_MONEY", moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION });
    expect(await t.db().job.findUniqueOrThrow({ where: { id: honest.id } })).toMatchObject({ status: "OPEN", heldReason: null });
    const ids = await searchIds("warehouse kestrel");
    expect(ids).toContain(honest.id);
    expect(ids).not.toContain(asking.id);

    // A second run reads nothing again and changes nothing.
    expect(await holdMoneyAsks()).toEqual({ checked: 0, held: 0 });

    const candidate = await createCandidate();
    await storage().put(`resumes/${candidate.id}.pdf`, Readable.from([Buffer.from("%PDF-1.7 cv")]), { contentType: "application/pdf" });
    await t.db().candidate.update({ where: { id: candidate.id }, data: { resumeKey: `resumes/${candidate.id}.pdf` } });
    await expect(applyToJob({ candidateId: candidate.id, jobRef: asking.id })).rejects.toMatchObject({ code: "JOB_CLOSED" });

    const read = await call(jobRoute.GET, key, { params: { jobId: asking.id } });
    expect(read.body).toMatchObject({ status: "HELD", heldReason: "ASKS_FOR_MONEY", moneyWords: ["refundable security deposit of Rs. 2,000"] });

    const fixed = await call(jobRoute.PATCH, key, {
      method: "PATCH",
      params: { jobId: asking.id },
      body: { description: "Day shifts in our Pune warehouse. We never charge candidates." },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: "OPEN", heldReason: null, moneyWords: [] });
    expect(await searchIds("warehouse kestrel")).toContain(asking.id);
    expect((await applyToJob({ candidateId: candidate.id, jobRef: asking.id })).created).toBe(true);
  });

  it("finishes a run killed half-way: the jobs already read stay read, the rest are read next time", async () => {
    const company = await createCompany({ name: "Osprey Staffing" });
    const jobs = [];
    for (let i = 0; i < 5; i++) {
      jobs.push(
        await createJob(company.id, {
          title: `Osprey Helper ${i}`,
          description: i % 2 === 0 ? "Pay ₹999 to book your interview slot." : "Helpers for our Nagpur depot.",
        }),
      );
    }
    // Only the first batch commits, as if the worker died after it.
    await t.db().job.updateMany({ where: { companyId: { not: company.id } }, data: { moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION } });
    const sorted = [...jobs].sort((a, b) => (a.id < b.id ? -1 : 1));
    await t.db().job.updateMany({
      where: { id: { in: sorted.slice(0, 2).map((j) => j.id) }, description: { startsWith: "Pay" } },
      data: { status: "HELD", heldReason: "ASKS_FOR_MONEY", heldAt: new Date() },
    });
    await t.db().job.updateMany({ where: { id: { in: sorted.slice(0, 2).map((j) => j.id) } }, data: { moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION } });

    const rest = await holdMoneyAsks();
    expect(rest.checked).toBe(3);
    const after = await t.db().job.findMany({ where: { companyId: company.id }, select: { description: true, status: true } });
    expect(after.filter((j) => j.status === "HELD")).toHaveLength(3);
    expect(after.every((j) => (j.status === "HELD") === j.description.startsWith("Pay"))).toBe(true);
  });
});
