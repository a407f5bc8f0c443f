// Follow-up questions against a real PostgreSQL: POST /api/mock/create's follow_ups, then
// GET /api/mock/next-question through a six-question mock — a follow-up that quotes what the answer
// said, numbered after the main questions in the order asked, timed at half the answer time, at most
// three, one however many calls arrive at once — and follow_up_of in get-mock-data and the review.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as createRoute } from "@/app/api/mock/create/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { POST as retryRoute } from "@/app/api/mock/retry-answer/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { GET as nextRoute } from "@/app/api/mock/next-question/route";
import { looksLikeMp3 } from "@/lib/ai";
import { getCreditBalance, grantCredits } from "@/lib/credits";
import { resetEnvForTests } from "@/lib/env";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { evaluateMock } from "@/lib/mocks/evaluation/evaluate-mock";
import { saveAnswerScore } from "@/lib/mocks/evaluation/guide-tally";
import { stopQueue } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { createCandidate } from "@/test/factories";
import { startFakeOpenAI } from "@/test/fake-openai";
import { answerForm, createReadyMock } from "@/test/mock-interview";
import { makePdf } from "@/test/pdf-fixture";
import { mockPlan, seedPlans } from "@/test/plans";
import { asCandidate, signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import type { NextQuestion } from "./next-question";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
delete process.env.OPENAI_BASE_URL;
delete process.env.OPENAI_API_KEY;
resetEnvForTests();

beforeAll(async () => {
  await seedPlans(t.db());
});

afterAll(async () => {
  await stopQueue();
});

const QUESTIONS = [
  "Tell me about a problem you solved with PostgreSQL.",
  "How do you check that your work with Node.js is correct before others rely on it?",
  "Tell me about a teammate you found hard to work with.",
  "Which project are you proudest of, and why?",
  "How would you explain Kafka to a new teammate?",
  "Tell me about a time you had to learn something quickly.",
];
/** Says what was done, with no result and no figure. */
const NO_RESULT = "At my last job the nightly report query kept timing out. I added an index on the orders table and rewrote the join.";
/** Says what the team did, never what the speaker did. */
const NO_OWN_PART =
  "Our team had a flaky checkout test. We paired on it for a week and we rewrote the fixtures, and as a result it stopped failing after 3 days.";
/** Own part, result and a figure: nothing to follow up. */
const COMPLETE =
  "At my last job releases broke twice a month. I wrote contract tests for the payments API, and as a result we had no broken release for 6 months.";

async function upload(mockId: string, qnum: number, transcript: string | null, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { mock_id: mockId, qnum: String(qnum), duration_ms: "40000", ...extra };
  if (transcript) fields.browser_transcript = transcript;
  const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(fields) }));
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

async function next(mockId: string): Promise<{ status: number; body: NextQuestion | { error: string } | null }> {
  const res = await nextRoute(new Request(`http://localhost/api/mock/next-question?mock_id=${mockId}`));
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as NextQuestion) };
}

async function nextQuestion(mockId: string): Promise<NextQuestion> {
  const { status, body } = await next(mockId);
  expect(status).toBe(200);
  return body as NextQuestion;
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

async function audioBytes(link: string): Promise<Buffer> {
  const key = decodeURIComponent(new URL(link).pathname.replace(/^\/api\/files\//, ""));
  const file = await storage().get(key);
  if (!file) throw new Error(`no stored audio behind ${link}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function signedInMock(options: { followUps?: boolean; texts?: string[] } = {}) {
  const { id } = await createCandidate();
  signInAs(id);
  const mock = await createReadyMock(id, {
    texts: options.texts ?? QUESTIONS,
    followUps: options.followUps ?? true,
    skills: ["PostgreSQL", "Node.js", "Kafka"],
    title: "Backend Developer",
  });
  return { candidateId: id, mockId: mock.id };
}

describe("follow_ups on POST /api/mock/create", () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    data.append("resume", new Blob([new Uint8Array(makePdf(["Jane Doe", "Node.js at Acme"]))], { type: "application/pdf" }), "cv.pdf");
    const all: Record<string, string> = {
      title: "Backend Developer",
      job_industry: "Information Technology",
      experience: "3",
      values: "teamwork",
      skills: JSON.stringify(["Node.js"]),
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) data.append(name, value);
    return new Request("http://localhost/api/mock/create", { method: "POST", body: data });
  }

  it("is on for Medium and Hard and off for Easy unless the candidate says otherwise, and costs one credit like any mock", async () => {
    const { id } = await createCandidate({ resumeKey: "cv/none.pdf", resumeText: "Backend developer" });
    const plan = await mockPlan(t.db(), "SILVER");
    await grantCredits({ candidateId: id, planId: plan.id, credits: 5, validityDays: 182, reason: "PURCHASE", idempotencyKey: randomUUID() });
    signInAs(id);
    const cases: [Record<string, string>, boolean][] = [
      [{ question_preference: "Easy" }, false],
      [{ question_preference: "Medium" }, true],
      [{ question_preference: "Hard" }, true],
      [{ question_preference: "Hard", follow_ups: "false" }, false],
      [{ question_preference: "Easy", follow_ups: "true" }, true],
    ];
    for (const [fields, followUps] of cases) {
      const res = await createRoute(form(fields));
      const body = (await res.json()) as { mock_id: string };
      expect(res.status, JSON.stringify(body)).toBe(201);
      const mock = await t.db().mock.findUniqueOrThrow({ where: { id: body.mock_id }, select: { followUps: true, difficulty: true } });
      expect({ fields, followUps: mock.followUps }).toEqual({ fields, followUps });
    }
    expect(await getCreditBalance({ candidateId: id })).toBe(0);
  });

  it("refuses a follow_ups that is not true or false, spending nothing", async () => {
    const { id } = await createCandidate({ resumeKey: "cv/none.pdf", resumeText: "Backend developer" });
    const plan = await mockPlan(t.db(), "SILVER");
    await grantCredits({ candidateId: id, planId: plan.id, credits: 1, validityDays: 182, reason: "PURCHASE", idempotencyKey: randomUUID() });
    signInAs(id);
    const res = await createRoute(form({ question_preference: "Medium", follow_ups: "sometimes" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "follow_ups must be true or false", code: "INVALID_INPUT" });
    expect(await getCreditBalance({ candidateId: id })).toBe(1);
  });
});

describe("GET /api/mock/next-question", () => {
  it("follows up an answer that lacks a result with its own words, numbered after the main questions and timed at half", async () => {
    const { mockId } = await signedInMock();
    expect(await nextQuestion(mockId)).toMatchObject({ qnum: 1, question: QUESTIONS[0], follow_up_of: null, answer_seconds: 180 });
    expect(await upload(mockId, 1, NO_RESULT)).toMatchObject({ status: 200 });
    const followUp = await nextQuestion(mockId);
    expect(followUp).toMatchObject({
      qnum: 7,
      follow_up_of: 1,
      answer_seconds: 90,
      question: "You said “I added an index on the orders table”. You described what you did; what was the result, in numbers?",
    });
    expect(looksLikeMp3(await audioBytes(followUp.audio!))).toBe(true);
    // Asked again before it is answered: the same follow-up, not a second one.
    expect(await nextQuestion(mockId)).toMatchObject({ qnum: 7, question: followUp.question });
    expect(await upload(mockId, 7, "The report then ran in 40 seconds instead of 12 minutes.")).toMatchObject({ status: 200 });
    expect(await nextQuestion(mockId)).toMatchObject({ qnum: 2, follow_up_of: null, answer_seconds: 180 });
  });

  it("asks at most three follow-ups, only after answers that lack something, then 204 when none is left", async () => {
    const { mockId } = await signedInMock();
    const asked: { qnum: number; follow_up_of: number | null; question: string }[] = [];
    const said = [NO_RESULT, COMPLETE, NO_OWN_PART, NO_RESULT, NO_RESULT, NO_RESULT];
    for (let main = 1; main <= 6; main++) {
      expect(await upload(mockId, main, said[main - 1]!)).toMatchObject({ status: 200 });
      let q = await next(mockId);
      while (q.body && (q.body as NextQuestion).follow_up_of !== null) {
        const fu = q.body as NextQuestion;
        asked.push({ qnum: fu.qnum, follow_up_of: fu.follow_up_of, question: fu.question });
        expect(await upload(mockId, fu.qnum, "It cut the time by half.")).toMatchObject({ status: 200 });
        q = await next(mockId);
      }
      if (main < 6) expect(q.body).toMatchObject({ qnum: main + 1, follow_up_of: null });
      else expect(q).toEqual({ status: 204, body: null });
    }
    expect(asked.map((a) => [a.qnum, a.follow_up_of])).toEqual([
      [7, 1],
      [8, 3],
      [9, 4],
    ]);
    expect(asked[1]!.question).toBe("You said “We paired on it for a week”. What was your own part in that: what did you do yourself?");
    const data = await mockData(mockId);
    expect(data.questions.map((q) => [q.qnum, q.follow_up_of, q.answer_seconds])).toEqual([
      [1, null, 180],
      [2, null, 180],
      [3, null, 180],
      [4, null, 180],
      [5, null, 180],
      [6, null, 180],
      [7, 1, 90],
      [8, 3, 90],
      [9, 4, 90],
    ]);
  });

  it("without any transcript asks for the guide's often-missed point and names nothing the candidate said", async () => {
    const { mockId } = await signedInMock();
    await upload(mockId, 1, null);
    expect(await nextQuestion(mockId)).toMatchObject({
      qnum: 7,
      follow_up_of: 1,
      question: "One more on your last answer: the result, with a figure if you have one, and what you would do the same way again. Tell me about that.",
    });
  });

  it("asks none when the mock was made without follow-ups", async () => {
    const { mockId } = await signedInMock({ followUps: false });
    await upload(mockId, 1, NO_RESULT);
    expect(await nextQuestion(mockId)).toMatchObject({ qnum: 2, follow_up_of: null });
    expect(await t.db().mockQuestion.count({ where: { mockId, followUpOf: { not: null } } })).toBe(0);
  });

  it("makes one follow-up when eight calls arrive at once, and every call answers with it", async () => {
    const { candidateId, mockId } = await signedInMock();
    await upload(mockId, 1, NO_RESULT);
    const put = vi.spyOn(storage(), "put");
    const answers = await Promise.all(Array.from({ length: 8 }, () => asCandidate(candidateId, () => nextQuestion(mockId))));
    expect(new Set(answers.map((a) => `${a.qnum}|${a.follow_up_of}|${a.question}`))).toEqual(new Set([`7|1|${answers[0]!.question}`]));
    const rows = await t.db().mockQuestion.findMany({ where: { mockId, followUpOf: { not: null } }, select: { position: true, audioKey: true } });
    expect(rows).toHaveLength(1);
    // Whatever audio the other calls stored is removed again: only the kept follow-up's is left.
    const keys = put.mock.calls.map(([key]) => key).filter((key) => key.startsWith(`mocks/${mockId}/follow-up-`));
    put.mockRestore();
    const left = [];
    for (const key of keys) if (await storage().get(key)) left.push(key);
    expect(left).toEqual([rows[0]!.audioKey]);
  });

  it("refuses a follow-up's answer longer than half the answer time", async () => {
    const { mockId } = await signedInMock();
    await upload(mockId, 1, NO_RESULT);
    await nextQuestion(mockId);
    expect(await upload(mockId, 7, "Longer than allowed.", { duration_ms: "120000" })).toEqual({
      status: 422,
      body: { error: "An answer can be at most 90 seconds long", code: "ANSWER_TOO_LONG" },
    });
    expect(await upload(mockId, 7, "Within the time.", { duration_ms: "90000" })).toMatchObject({ status: 200 });
  });

  it("answers 204 once the mock is submitted, and 404 for another candidate's mock or a wrong id", async () => {
    const { mockId } = await signedInMock();
    const other = await createCandidate();
    signInAs(other.id);
    expect(await next(mockId)).toEqual({ status: 404, body: { error: "Error while getting question. Make sure your url is correct", code: "MOCK_NOT_FOUND" } });
    expect((await next("not-a-uuid")).status).toBe(404);
    const owner = await t.db().mock.findUniqueOrThrow({ where: { id: mockId }, select: { candidateId: true } });
    signInAs(owner.candidateId);
    await upload(mockId, 1, NO_RESULT);
    await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mockId }),
      }),
    );
    expect(await next(mockId)).toEqual({ status: 204, body: null });
    expect(await t.db().mockQuestion.count({ where: { mockId, followUpOf: { not: null } } })).toBe(0);
  });

  it("names the follow-up's main question in the review, and scores its answer against the follow-up", async () => {
    const { mockId } = await signedInMock();
    await upload(mockId, 1, NO_RESULT);
    const followUp = await nextQuestion(mockId);
    await upload(mockId, 7, "As a result the report ran in 40 seconds instead of 12 minutes, and I set an alert on its time.");
    await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mockId }),
      }),
    );
    await evaluateMock(mockId, { isLastAttempt: false, signal: new AbortController().signal });
    const data = await mockData(mockId);
    const reviewed = data.evaluation_results.find((r) => r.qnum === 7)!;
    expect(reviewed).toMatchObject({
      qnum: 7,
      follow_up_of: 1,
      question: followUp.question,
      answered: true,
      candidate_answer: expect.stringContaining("40 seconds"),
    });
    // Judged as a follow-up's answer: it gave the result asked for.
    expect(reviewed.reason).toContain("as an answer to a follow-up: gives what was asked (the result) 5/5");
    expect(reviewed.score).toBeGreaterThanOrEqual(8);
    // Held to a follow-up's length, and no whole answer's guide.
    expect(reviewed.delivery?.targetSeconds).toEqual({ min: 20, max: 60 });
    expect(reviewed.guide).toEqual([]);
    expect(data.evaluation_results.find((r) => r.qnum === 1)!.guide.length).toBeGreaterThanOrEqual(3);
    expect(data.evaluation_results.find((r) => r.qnum === 1)).toMatchObject({ follow_up_of: null, question: QUESTIONS[0] });

    // Tried again like any question, with the follow-up's own half time.
    const retry = async (duration: string) => {
      const res = await retryRoute(
        new Request("http://localhost/api/mock/retry-answer", {
          method: "POST",
          body: answerForm({ mock_id: mockId, qnum: "7", duration_ms: duration, browser_transcript: "As a result it ran in 40 seconds." }),
        }),
      );
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await retry("120000")).toEqual({ status: 422, body: { error: "An answer can be at most 90 seconds long", code: "ANSWER_TOO_LONG" } });
    expect(await retry("60000")).toMatchObject({ status: 200, body: { qnum: 7, take: 2 } });
  });
});

describe("without words: the guide point each template's answers most often leave out", () => {
  // Two templates of the bank that share one guide: 1 what went wrong, 2 what you did first and
  // whom you told (your own part), 3 how you fixed it, 4 the result.
  const SPOTTED = "Tell me about a time you noticed a mistake that nobody else had seen. What did you do?";
  const WENT_WRONG = "Tell me about a time something you were responsible for went wrong. What did you do next?";
  /** A result, and only the team's part. */
  const TEAM_STORY = [
    "Our invoice export had a wrong tax total that nobody had spotted. We owned the mistake, told the finance lead and fixed the rounding bug, and as a result no invoice went out wrong again.",
    "Our weekly report showed sales twice for one region and nobody noticed. We told the sales lead, we corrected the query and as a result the next report matched the ledger.",
  ];
  /** The candidate's own part, and no result. */
  const OWN_PART_NO_RESULT = [
    "A release I was responsible for broke the login page. I owned the mistake, I told my manager at once and I rolled the release back, then I wrote a test for the login flow.",
    "A migration I was responsible for locked the orders table at noon. I told the on-call lead, I paused the migration and I split it into smaller steps for the night.",
  ];

  /** Another candidate's mock of those two questions, answered in words and evaluated by the rules. */
  async function pastMock(spotted: string, wentWrong: string) {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { texts: [SPOTTED, WENT_WRONG], title: "Backend Developer", skills: ["PostgreSQL"] });
    expect(await upload(mock.id, 1, spotted)).toMatchObject({ status: 200 });
    expect(await upload(mock.id, 2, wentWrong)).toMatchObject({ status: 200 });
    await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mock.id }),
      }),
    );
    await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });
  }

  it("counts each template's misses across candidates and asks each its own most-missed point", async () => {
    await pastMock(TEAM_STORY[0]!, OWN_PART_NO_RESULT[0]!);
    await pastMock(TEAM_STORY[1]!, OWN_PART_NO_RESULT[1]!);
    // What each evaluation found is kept on its answer: the points the rules could tell, and those left out.
    const found = await t.db().mockAnswer.findMany({
      where: { question: { text: { in: [SPOTTED, WENT_WRONG] } } },
      select: { question: { select: { text: true } }, guideJudged: true, guideMissed: true },
      orderBy: { createdAt: "asc" },
    });
    expect(found.map((a) => [a.question.text === SPOTTED ? "spotted" : "went wrong", a.guideJudged, a.guideMissed])).toEqual([
      ["spotted", [2, 4], [2]],
      ["went wrong", [2, 4], [4]],
      ["spotted", [2, 4], [2]],
      ["went wrong", [2, 4], [4]],
    ]);

    const { mockId } = await signedInMock({ texts: [SPOTTED, WENT_WRONG, ...QUESTIONS.slice(2)] });
    await upload(mockId, 1, null);
    expect(await nextQuestion(mockId)).toMatchObject({
      qnum: 7,
      follow_up_of: 1,
      question: "One more on your last answer: what you did first, and whom you told. Tell me about that.",
    });
    await upload(mockId, 7, null);
    expect(await nextQuestion(mockId)).toMatchObject({ qnum: 2, follow_up_of: null });
    await upload(mockId, 2, null);
    expect(await nextQuestion(mockId)).toMatchObject({
      qnum: 8,
      follow_up_of: 2,
      question: "One more on your last answer: the result, with a figure if you have one, and what you would do the same way again. Tell me about that.",
    });
  });

  it("counts an evaluation once when it is saved twice at once", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, {
      texts: ["Which project are you proudest of, and what exactly was your part in it?"],
      title: "Backend Developer",
      skills: ["PostgreSQL"],
    });
    await upload(mock.id, 1, TEAM_STORY[0]!);
    const answer = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id }, select: { id: true } });
    const data = { score: 6, guideTemplate: "concurrency-check", guideJudged: [2, 3], guideMissed: [2], evaluatedAt: new Date() };
    const saved = await Promise.all(Array.from({ length: 4 }, () => saveAnswerScore(answer.id, data)));
    expect(saved.filter(Boolean)).toHaveLength(1);
    const tallies = await t.db().guidePointTally.findMany({
      where: { guideTemplate: "concurrency-check" },
      orderBy: { point: "asc" },
      select: { point: true, judged: true, missed: true },
    });
    expect(tallies).toEqual([
      { point: 2, judged: 1, missed: 1 },
      { point: 3, judged: 1, missed: 0 },
    ]);
  });
});

describe("with the AI provider", () => {
  it("transcribes the answer, has the model write the follow-up from its words, and keeps the transcript for the evaluation", async () => {
    const fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
    resetEnvForTests();
    try {
      fake.onTranscription(() => ({ text: NO_RESULT }));
      const { mockId } = await signedInMock();
      await upload(mockId, 1, "what the browser heard is not used when the provider transcribes");
      const followUp = await nextQuestion(mockId);
      expect(followUp).toMatchObject({
        qnum: 7,
        follow_up_of: 1,
        question: "You said “added an index on the orders table”. What did that change, in numbers?",
      });
      const chat = fake.requests.find((r) => r.route === "chat")!.body as {
        messages: { content: string }[];
        response_format: { json_schema: { name: string } };
      };
      expect(chat.response_format.json_schema.name).toBe("follow_up_question");
      expect(chat.messages[1]!.content).toContain(NO_RESULT);
      expect(chat.messages[1]!.content).toContain(QUESTIONS[0]);
      const answer = await t
        .db()
        .mockAnswer.findFirstOrThrow({ where: { mockId, question: { position: 1 } }, select: { transcript: true, transcriptSource: true } });
      expect(answer).toEqual({ transcript: NO_RESULT, transcriptSource: "provider" });
    } finally {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_MAX_RETRIES;
      resetEnvForTests();
      await fake.close();
    }
  });

  it("keeps the model's findings on each of the guide's points, and counts them for the template", async () => {
    const fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
    resetEnvForTests();
    try {
      const question = "Describe a time you improved a process nobody had asked you to improve.";
      fake.onTranscription(() => ({ text: NO_RESULT }));
      const { id } = await createCandidate();
      signInAs(id);
      const mock = await createReadyMock(id, { texts: [question], title: "Backend Developer", skills: ["PostgreSQL"] });
      await upload(mock.id, 1, null);
      await endRoute(
        new Request("http://localhost/api/mock/end-interview", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id: mock.id }),
        }),
      );
      await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });
      // The fake model names the rubric's last point as left out; it judges all four.
      const answer = await t
        .db()
        .mockAnswer.findFirstOrThrow({ where: { mockId: mock.id }, select: { guideTemplate: true, guideJudged: true, guideMissed: true, scoreEngine: true } });
      expect(answer).toMatchObject({ guideJudged: [1, 2, 3, 4], guideMissed: [4], scoreEngine: expect.stringMatching(/^openai:/) });
      const tallies = await t.db().guidePointTally.findMany({
        where: { guideTemplate: answer.guideTemplate! },
        orderBy: { point: "asc" },
        select: { point: true, judged: true, missed: true },
      });
      expect(tallies).toEqual([1, 2, 3, 4].map((point) => ({ point, judged: 1, missed: point === 4 ? 1 : 0 })));
    } finally {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_MAX_RETRIES;
      resetEnvForTests();
      await fake.close();
    }
  });

  it("falls back to the rules when the model quotes words the candidate never said", async () => {
    const fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
    resetEnvForTests();
    try {
      fake.onTranscription(() => ({ text: NO_RESULT }));
      fake.onChat(() => ({ quote: "I single-handedly doubled the company's revenue", question: "How did you double it?" }));
      const { mockId } = await signedInMock();
      await upload(mockId, 1, null);
      const followUp = await nextQuestion(mockId);
      expect(followUp.question).toBe("You said “I added an index on the orders table”. You described what you did; what was the result, in numbers?");
      expect(await t.db().mockQuestion.findFirstOrThrow({ where: { mockId, position: 7 }, select: { followUpSource: true } })).toEqual({
        followUpSource: "rules",
      });
    } finally {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_MAX_RETRIES;
      resetEnvForTests();
      await fake.close();
    }
  });
});
