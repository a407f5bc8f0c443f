// What an employer declares when scheduling a recorded interview, read back on
// GET /interviews/{id} against a real PostgreSQL: every field the schedule takes is sent with a
// value other than its default, and each one is found again in the interview as it is read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/lib/queue";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { createApiKey } from "./api-keys";

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const resultsRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");

const t = useTestDatabase();
type Json = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every field of the schedule, none at its default. */
const declared = {
  questions: ["Walk us through a reconciliation you automated.", "Tell us about a deadline you missed."],
  expiresInDays: 5,
  extraTimePercent: 25,
  accommodation: { autoApproveUpToPercent: 20 },
  aiUse: { scoring: "assists-reviewers", factors: ["how the answer is structured", "the figures it cites"], humanReview: false },
  retentionDays: 45,
  feedbackWithinDays: 12,
  retakes: 2,
  language: "hi",
};

/** Where each declared field is read back, and what it must read. */
const readBack: Record<keyof typeof declared, (interview: Json, scheduledAt: number) => void> = {
  questions: (i) =>
    expect((i.questions as { position: number; text: string }[]).map((q) => [q.position, q.text])).toEqual(declared.questions.map((q, n) => [n + 1, q])),
  expiresInDays: (i, at) => {
    const expires = Date.parse(i.expiresAt as string);
    expect(Math.abs(expires - (at + declared.expiresInDays * DAY_MS))).toBeLessThan(60_000);
  },
  extraTimePercent: (i) => expect(i.extraTimePercent).toBe(declared.extraTimePercent),
  accommodation: (i) => expect(i.accommodationPolicy).toEqual(declared.accommodation),
  aiUse: (i) => expect(i.aiUse).toEqual(declared.aiUse),
  retentionDays: (i) => expect(i.retentionDays).toBe(declared.retentionDays),
  feedbackWithinDays: (i) => expect(i.feedbackWithinDays).toBe(declared.feedbackWithinDays),
  retakes: (i) => expect(i.retakes).toBe(declared.retakes),
  language: (i) => expect(i.language).toBe(declared.language),
};

describe("an interview's declaration read back by the employer", () => {
  let key: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
  });
  afterAll(async () => {
    await stopQueue();
  });

  async function call(handler: (req: Request, ctx: never) => Promise<Response>, params: Json, body?: unknown) {
    const res = await handler(
      new Request("http://localhost/x", {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve(params) } as never,
    );
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function application() {
    const job = await createJob(companyId);
    const candidate = await createCandidate();
    const { id } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    return id;
  }

  it("covers every field the schedule takes", () => {
    expect(Object.keys(ZScheduleInterview.shape).sort()).toEqual(Object.keys(declared).sort());
  });

  it("reads back each declared field as it was sent", async () => {
    const scheduledAt = Date.now();
    const scheduled = await call(scheduleRoute.POST as never, { applicationId: await application() }, declared);
    expect(scheduled.status).toBe(201);
    const read = await call(resultsRoute.GET as never, { interviewId: scheduled.body.interviewId as string });
    expect(read.status).toBe(200);
    for (const [field, check] of Object.entries(readBack)) {
      try {
        check(read.body, scheduledAt);
      } catch (error) {
        throw new Error(`${field} is not read back: ${(error as Error).message}`);
      }
    }
  });

  it("reads back what was left out as its default: no AI scoring, no retention or reply promised", async () => {
    const scheduled = await call(scheduleRoute.POST as never, { applicationId: await application() }, { questions: ["Why this role?"] });
    expect(scheduled.status).toBe(201);
    const read = await call(resultsRoute.GET as never, { interviewId: scheduled.body.interviewId as string });
    expect(read.body).toMatchObject({
      aiUse: { scoring: "none", factors: [], humanReview: true },
      retentionDays: null,
      feedbackWithinDays: null,
      retakes: 0,
      extraTimePercent: 0,
      language: "en",
    });
  });

  it("schedules in Hindi and Hinglish, and refuses any other language with a 400 that names the field", async () => {
    for (const language of ["hi", "hinglish"]) {
      const scheduled = await call(scheduleRoute.POST as never, { applicationId: await application() }, { questions: ["आप यह role क्यों चाहते हैं?"], language });
      expect(scheduled.status).toBe(201);
      expect((await call(resultsRoute.GET as never, { interviewId: scheduled.body.interviewId as string })).body.language).toBe(language);
    }
    const applicationId = await application();
    for (const language of ["ta", "HI", "", 7, null]) {
      const refused = await call(scheduleRoute.POST as never, { applicationId }, { questions: ["Why this role?"], language });
      expect(refused).toEqual({
        status: 400,
        body: { error: "language must be en (English), hi (Hindi) or hinglish (Hindi and English in Latin letters)", code: "INVALID_INPUT" },
      });
    }
    // Nothing was scheduled by the refusals.
    expect(await t.db().interview.count({ where: { applicationId } })).toBe(0);
  });
});
