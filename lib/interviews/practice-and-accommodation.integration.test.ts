// "Practise first" and "I need more time" against a real PostgreSQL: free practice runs in the
// invitation's format (never the employer's questions, no credit, at most three), the employer's
// accommodation policy and decision, and answer clocks that honour the extra time.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeQuestions } from "@/lib/ai/offline/compose-questions";
import { getCreditBalance, grantCredits } from "@/lib/credits";
import { createApiKey } from "@/lib/partner/api-keys";
import { readOutbox } from "@/lib/mail/outbox";
import { generateMock } from "@/lib/mocks/generate-mock";
import { failMock } from "@/lib/mocks/fail-mock";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { answerForm, createReadyMock, webmLasting } from "@/test/mock-interview";
import { mockPlan, seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";
import { authorizeInterview } from "./access";
import { getInterviewQuestion } from "./get-question";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const resultsRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");
const decideRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/accommodation/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const questionRoute = await import("@/app/api/users/question/route");
const practiceRoute = await import("@/app/api/interviews/practice/route");
const accommodationRoute = await import("@/app/api/interviews/accommodation/route");
const answerTimeRoute = await import("@/app/api/mock/answer-time/route");
const addVideoRoute = await import("@/app/api/mock/add-mock-video/route");

const t = useTestDatabase();
const JOB = { title: "Warehouse Shift Planner", industry: "Logistics", experienceMin: 4, skills: ["Rostering", "Forklift safety", "Excel"] };
/** The employer asks exactly what our bank would ask for this job first: a practice run must still not. */
const BANK_FIRST = composeQuestions({
  title: JOB.title,
  industry: JOB.industry,
  experience: JOB.experienceMin,
  difficulty: "MEDIUM",
  skills: JOB.skills,
  value: "teamwork",
  resumeText: null,
  count: 2,
});

type Json = Record<string, unknown>;

function post(handler: (req: Request) => Promise<Response>, body: unknown, token?: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["x-access-token"] = token;
  return handler(new Request("http://localhost/api/x", { method: "POST", headers, body: JSON.stringify(body) }));
}

async function json(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Json };
}

describe("practice runs and accommodations", () => {
  let key: string;
  let otherKey: string;
  let jobId: string;
  let planId: string;
  let worker: { stop: () => Promise<void> };

  beforeAll(async () => {
    const company = await createCompany({ name: "Brightloom" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    otherKey = (await createApiKey({ companyId: (await createCompany({ name: "Elsewhere" })).id, name: "other" })).key;
    jobId = (await createJob(company.id, JOB)).id;
    await seedPlans(t.db());
    planId = (await mockPlan(t.db(), "SILVER")).id;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  async function schedule(candidateId: string, body: Json) {
    const application = await t.db().application.create({ data: { jobId, candidateId, status: "ELIGIBLE" }, select: { id: true } });
    const res = await scheduleRoute.POST(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ applicationId: application.id }) },
    );
    return json(res);
  }

  async function invited(body: Json = { questions: BANK_FIRST }) {
    const candidate = await createCandidate({ firstName: "Nadia" });
    const scheduled = await schedule(candidate.id, body);
    expect(scheduled.status).toBe(201);
    return { candidate, id: scheduled.body.interviewId as string };
  }

  async function tokenFor(email: string, interviewId: string) {
    let token = "";
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox({ to: email })).find((m) => m.text.includes(interviewId));
          token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
          return token;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return token;
  }

  function partner(handler: typeof decideRoute.POST | typeof resultsRoute.GET, interviewId: string, body?: unknown, apiKey = key) {
    const init: RequestInit = {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    return json(handler(new Request("http://localhost/x", init), { params: Promise.resolve({ interviewId }) }));
  }

  async function startFirstQuestion(id: string, token: string) {
    const opened = await json(post(openRoute.POST, { id }, token));
    expect((await post(consentRoute.POST, { id, version: (opened.body.consent as { version: string }).version, agree: true }, token)).status).toBe(200);
    return json(post(questionRoute.POST, { id, ques_no: 1 }, token));
  }

  describe("accommodations", () => {
    it("applies a request within the employer's policy at once, and the answer clock honours it", async () => {
      signInAs(null);
      const { candidate, id } = await invited({ questions: ["Walk us through a week's rota."], extraTimePercent: 20 });
      const token = await tokenFor(candidate.email, id);
      const asked = await json(post(accommodationRoute.POST, { id, extraTimePercent: 25, note: "I use a screen reader" }, token));
      expect(asked).toEqual({ status: 200, body: { status: "APPROVED", extraTimePercent: 45 } });
      const opened = await json(post(openRoute.POST, { id }, token));
      expect(opened.body).toMatchObject({
        timeLimitSeconds: 261,
        extraTimePercent: 45,
        accommodation: { requestedPercent: 25, note: "I use a screen reader", status: "APPROVED" },
      });

      const first = await startFirstQuestion(id, token);
      expect(first.body).toMatchObject({ timeLimitSeconds: 261, secondsLeft: 261 });
      // The server's clock: 200 s after the question was shown there are 61 s left, not none.
      const interview = await authorizeInterview({ interviewId: id, token, candidateId: null });
      const askedAt = (await t.db().interviewQuestion.findFirstOrThrow({ where: { interviewId: id, position: 1 } })).askedAt!;
      const later = await getInterviewQuestion({ interview, number: 1, now: new Date(askedAt.getTime() + 200_000) });
      expect(later?.secondsLeft).toBe(61);

      // Once the first question was shown, no new request.
      expect(await json(post(accommodationRoute.POST, { id, extraTimePercent: 50 }, token))).toEqual({
        status: 409,
        body: { error: "More time can only be asked for before the first question", code: "INTERVIEW_STARTED" },
      });
    });

    it("holds a request beyond the policy for the employer, who approves it before the first question", async () => {
      signInAs(null);
      const { candidate, id } = await invited({ questions: ["Walk us through a week's rota."], accommodation: { autoApproveUpToPercent: 25 } });
      const token = await tokenFor(candidate.email, id);
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 50, note: "Dyslexia" }, token))).body).toEqual({
        status: "PENDING",
        extraTimePercent: 0,
      });
      expect((await json(post(openRoute.POST, { id }, token))).body).toMatchObject({
        timeLimitSeconds: 180,
        accommodation: { requestedPercent: 50, status: "PENDING" },
      });

      const read = await partner(resultsRoute.GET, id);
      expect(read.body).toMatchObject({
        accommodationPolicy: { autoApproveUpToPercent: 25 },
        accommodation: { requestedPercent: 50, note: "Dyslexia", status: "PENDING" },
        answerSeconds: 180,
      });
      // Another company's key sees no such interview, and cannot decide for it.
      expect((await partner(resultsRoute.GET, id, undefined, otherKey)).status).toBe(404);
      expect(await partner(decideRoute.POST, id, { approve: true }, otherKey)).toEqual({
        status: 404,
        body: { error: "Interview not found", code: "NOT_FOUND" },
      });
      expect((await partner(decideRoute.POST, id, { approve: "yes" })).status).toBe(400);

      const decided = await partner(decideRoute.POST, id, { approve: true });
      expect(decided).toEqual({
        status: 200,
        body: { interviewId: id, accommodation: { requestedPercent: 50, note: "Dyslexia", status: "APPROVED" }, extraTimePercent: 50 },
      });
      expect((await partner(decideRoute.POST, id, { approve: false })).status).toBe(409);
      const bell = await t.db().notification.findFirstOrThrow({ where: { candidateId: candidate.id, kind: "interview_accommodation" } });
      expect(bell).toMatchObject({ title: "Brightloom gave you more time", link: `/interview?q=${id}` });
      expect((await json(post(openRoute.POST, { id }, token))).body).toMatchObject({ timeLimitSeconds: 270, accommodation: { status: "APPROVED" } });
      expect((await startFirstQuestion(id, token)).body).toMatchObject({ secondsLeft: 270 });
    });

    it("keeps the usual time when the employer denies, and refuses choices that are not offered", async () => {
      signInAs(null);
      const { candidate, id } = await invited({ questions: ["Walk us through a week's rota."] });
      const token = await tokenFor(candidate.email, id);
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 100 }, token))).body).toEqual({ status: "PENDING", extraTimePercent: 0 });
      expect((await partner(decideRoute.POST, id, { approve: false })).body).toMatchObject({ accommodation: { status: "DENIED" }, extraTimePercent: 0 });
      expect((await json(post(openRoute.POST, { id }, token))).body).toMatchObject({ timeLimitSeconds: 180, accommodation: { status: "DENIED" } });

      expect(await json(post(accommodationRoute.POST, { id, extraTimePercent: 30 }, token))).toEqual({
        status: 400,
        body: { error: "Choose +25 %, +50 % or +100 % more time", code: "INVALID_INPUT" },
      });
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 25, note: "x".repeat(501) }, token))).status).toBe(400);
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 25 }, "y".repeat(43)))).status).toBe(401);
      expect((await schedule((await createCandidate()).id, { questions: ["Q"], accommodation: { autoApproveUpToPercent: 150 } })).body).toEqual({
        error: "autoApproveUpToPercent is a whole percent from 0 to 100",
        code: "INVALID_INPUT",
      });
      // Asking again for less, before starting, applies within the default policy of 50 %.
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 50 }, token))).body).toEqual({ status: "APPROVED", extraTimePercent: 50 });
    });
  });

  describe("practice runs", () => {
    it("makes at most three free runs from a burst of ten, and no credit moves", async () => {
      const { candidate, id } = await invited();
      await grantCredits({ candidateId: candidate.id, planId, credits: 2, validityDays: 182, reason: "PURCHASE", idempotencyKey: randomUUID() });
      signInAs(candidate.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => json(post(practiceRoute.POST, { id }))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
      expect(answers.filter((a) => a.status === 429).map((a) => a.body.error)).toEqual(Array(7).fill("You have used all 3 practice runs for this interview"));
      const runs = await t
        .db()
        .mock.findMany({ where: { candidateId: candidate.id }, select: { id: true, practiceRun: true }, orderBy: { practiceRun: "asc" } });
      expect(runs.map((r) => r.practiceRun)).toEqual([1, 2, 3]);
      expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.mock_id))).toEqual(new Set(runs.map((r) => r.id)));
      // The ledger shows the purchase alone: nothing spent, nothing refunded.
      expect((await t.db().creditLedgerEntry.findMany({ where: { candidateId: candidate.id } })).map((e) => e.reason)).toEqual(["PURCHASE"]);
      expect(await getCreditBalance({ candidateId: candidate.id })).toBe(2);
    });

    it("copies the invitation's format, never its questions, and is reviewed like any mock", async () => {
      const { candidate, id } = await invited({ questions: [...BANK_FIRST, "Why do you want to plan shifts at Brightloom?"], extraTimePercent: 50 });
      const token = await tokenFor(candidate.email, id);
      signInAs(null);
      expect((await json(post(accommodationRoute.POST, { id, extraTimePercent: 25 }, token))).body.status).toBe("APPROVED");
      const made = await json(post(practiceRoute.POST, { id }, token));
      expect(made.status).toBe(201);
      const mockId = made.body.mock_id as string;
      await generateMock(mockId, { signal: new AbortController().signal });

      const mock = await t.db().mock.findUniqueOrThrow({ where: { id: mockId }, include: { questions: { orderBy: { position: "asc" } } } });
      expect(mock).toMatchObject({
        candidateId: candidate.id,
        title: JOB.title,
        status: "QUESTION_GENERATED",
        questionCount: 3,
        extraTimePercent: 75,
        practiceRun: 1,
        practiceForInterviewId: id,
      });
      expect(mock.questions.map((q) => q.position)).toEqual([1, 2, 3]);
      const employers = [...BANK_FIRST, "Why do you want to plan shifts at Brightloom?"];
      for (const q of mock.questions) expect(employers).not.toContain(q.text);
      // Written for this job (its skills), from our bank: the employer's first two are skipped.
      expect(mock.questions[0]!.text).toContain(JOB.skills[1]);
      // The answer time is the invitation's with the approved request: 180 × 1.75 = 315 s, held on upload.
      signInAs(candidate.id);
      const upload = (seconds: number) =>
        json(
          addVideoRoute.POST(
            new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm({ mock_id: mockId, qnum: "1" }, webmLasting(seconds)) }),
          ),
        );
      expect(await upload(330)).toEqual({ status: 422, body: { error: "An answer can be at most 315 seconds long", code: "ANSWER_TOO_LONG" } });
      expect((await upload(300)).status).toBe(200);
      // The practice run keeps that time: it cannot be changed on the declaration step.
      expect((await json(post(answerTimeRoute.POST, { mock_id: mockId, extra_time_percent: 0 }))).status).toBe(409);
      expect(await t.db().creditLedgerEntry.count({ where: { candidateId: candidate.id } })).toBe(0);
    });

    it("answers 410 for an expired invitation, 409 once it started, 404 for another candidate", async () => {
      const expired = await invited({ questions: ["Q one"] });
      await t.db().interview.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      signInAs(expired.candidate.id);
      expect(await json(post(practiceRoute.POST, { id: expired.id }))).toEqual({
        status: 410,
        body: { error: "This interview link has expired", code: "INTERVIEW_LINK_EXPIRED" },
      });

      const started = await invited({ questions: ["Q one"] });
      const token = await tokenFor(started.candidate.email, started.id);
      signInAs(null);
      await startFirstQuestion(started.id, token);
      expect((await json(post(practiceRoute.POST, { id: started.id }, token))).status).toBe(409);

      const someoneElse = await createCandidate();
      signInAs(someoneElse.id);
      expect((await json(post(practiceRoute.POST, { id: expired.id }))).status).toBe(404);
      signInAs(null);
      expect((await json(post(practiceRoute.POST, { id: started.id }))).status).toBe(401);
    });

    it("gives no credit back when a practice run fails, and the failed run does not count", async () => {
      const { candidate, id } = await invited({ questions: ["Q one"] });
      signInAs(candidate.id);
      // A first run whose questions could not be written (made here so that no worker gets to it first).
      const first = await t.db().mock.create({
        data: {
          candidateId: candidate.id,
          title: JOB.title,
          industry: JOB.industry,
          experience: 4,
          skills: [],
          difficulty: "MEDIUM",
          value: "teamwork",
          questionCount: 1,
          practiceForInterviewId: id,
          practiceRun: 1,
        },
      });
      expect(await failMock({ mockId: first.id, reason: "test" })).toBe(true);
      expect(await t.db().creditLedgerEntry.count({ where: { candidateId: candidate.id } })).toBe(0);
      for (const run of [2, 3, 4]) expect((await json(post(practiceRoute.POST, { id }))).body).toMatchObject({ run });
      expect((await json(post(practiceRoute.POST, { id }))).status).toBe(429);
    });
  });

  describe("a mock's answer time (1×, 1.5×, 2×)", () => {
    it("is chosen before the first answer and held by the server", async () => {
      const candidate = await createCandidate();
      signInAs(candidate.id);
      const slow = await createReadyMock(candidate.id);
      const usual = await createReadyMock(candidate.id);
      const upload = (mockId: string, seconds: number) =>
        json(
          addVideoRoute.POST(
            new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm({ mock_id: mockId, qnum: "1" }, webmLasting(seconds)) }),
          ),
        );

      expect(await json(post(answerTimeRoute.POST, { mock_id: slow.id, extra_time_percent: 30 }))).toEqual({
        status: 400,
        body: { error: "Choose 1×, 1.5× or 2× the answer time", code: "INVALID_INPUT" },
      });
      expect(await json(post(answerTimeRoute.POST, { mock_id: slow.id, extra_time_percent: 100 }))).toEqual({
        status: 200,
        body: { extra_time_percent: 100, answer_seconds: 360 },
      });
      expect((await upload(usual.id, 250)).body).toEqual({ error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" });
      expect((await upload(slow.id, 250)).status).toBe(200);
      expect((await json(post(answerTimeRoute.POST, { mock_id: slow.id, extra_time_percent: 0 }))).body).toEqual({
        error: "The answer time can only be chosen before the first answer",
        code: "INTERVIEW_STARTED",
      });
      signInAs((await createCandidate()).id);
      expect((await json(post(answerTimeRoute.POST, { mock_id: usual.id, extra_time_percent: 50 }))).status).toBe(404);
    });
  });
});
