// Typed answers against a real PostgreSQL: POST /api/mock/add-mock-text keeps one answer per
// question (the same words again are a retry; other words or a recording are refused), within the
// mock's answer time and only while it is open; the words are judged as exact, with no speaking
// measures, offline by the rules and by a model that is sent the question, the text and the rubric.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addText } from "@/app/api/mock/add-mock-text/route";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { answerGuide } from "@/lib/ai/offline/answer-guide";
import { RUBRIC_HEADING } from "@/lib/ai/evaluate/rubric";
import { resetEnvForTests } from "@/lib/env";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { evaluateMock } from "@/lib/mocks/evaluation/evaluate-mock";
import { stopQueue } from "@/lib/queue";
import { createCandidate } from "@/test/factories";
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "@/test/fake-openai";
import { answerForm, createReadyMock } from "@/test/mock-interview";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { TYPED_ANSWER_MAX_CHARS } from "@/lib/mocks/mock-rules";
import { listScoreProgress } from "@/lib/mocks/evaluation/score-progress";
import { listWeakSpots } from "@/lib/mocks/weak-spots";

import { POST as openRoute } from "@/app/api/mock/open-question/route";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const run = { isLastAttempt: false, signal: new AbortController().signal };
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  await stopQueue();
});

function useProvider(on: boolean) {
  if (on) {
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
  } else delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
}

type Answered = { status: number; body: { message?: string; duplicate?: boolean; error?: string; answered?: number; total?: number; qnum?: number } };

async function send(body: unknown, init: { contentType?: string; raw?: string } = {}): Promise<Answered> {
  const res = await addText(
    new Request("http://localhost/api/mock/add-mock-text", {
      method: "POST",
      headers: { "content-type": init.contentType ?? "application/json" },
      body: init.raw ?? JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as Answered["body"] };
}

const typed = (mockId: string, qnum: number, text: string, durationMs = 95_000) => send({ mock_id: mockId, qnum, text, duration_ms: durationMs });

async function open(mockId: string, qnum: number) {
  const res = await openRoute(
    new Request("http://localhost/api/mock/open-question", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mock_id: mockId, qnum }),
    }),
  );
  return { status: res.status, body: (await res.json()) as { qnum?: number; answer_seconds?: number; seconds_left?: number; error?: string } };
}

async function video(mockId: string, qnum: number) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", {
      method: "POST",
      body: answerForm({ mock_id: mockId, qnum: String(qnum), duration_ms: "30000" }),
    }),
  );
  return { status: res.status, body: (await res.json()) as Answered["body"] };
}

async function end(mockId: string) {
  const res = await endRoute(
    new Request("http://localhost/api/mock/end-interview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: mockId }),
    }),
  );
  expect(res.status).toBe(200);
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

const SQL_ANSWER =
  "At my last job the weekly sales report took a whole day to build by hand. I wrote SQL queries with window functions and an index on the order date, and scheduled them every Monday. As a result the report took ten minutes, and the team spent the day on analysis instead.";

describe("POST /api/mock/add-mock-text", () => {
  it("keeps the words exactly as typed as the answer's transcript, marked typed, and counts it like any answer", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 3 });
    const saved = await typed(mock.id, 2, `  ${SQL_ANSWER}\n`);
    expect(saved).toEqual({ status: 200, body: { message: "Answer saved", qnum: 2, saved: true, duplicate: false, answered: 1, total: 3 } });
    const row = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id }, include: { question: { select: { position: true } } } });
    expect(row).toMatchObject({
      kind: "TYPED",
      typedText: SQL_ANSWER,
      transcript: SQL_ANSWER,
      transcriptSource: "typed",
      videoKey: null,
      durationMs: 95_000,
      durationFromContainer: false,
    });
    expect(row.question.position).toBe(2);
    expect((await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).status).toBe("IN_PROGRESS");
    expect((await mockData(mock.id)).answered).toEqual([2]);
  });

  it("answers the same words again as saved, and refuses other words, a recording, or typing over a recording", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    expect((await typed(mock.id, 1, SQL_ANSWER)).body.duplicate).toBe(false);
    expect(await typed(mock.id, 1, SQL_ANSWER)).toMatchObject({ status: 200, body: { message: "Answer already saved", duplicate: true, answered: 1 } });
    expect(await typed(mock.id, 1, "Something else entirely.")).toMatchObject({ status: 409, body: { error: "This question has already been answered" } });
    expect(await video(mock.id, 1)).toMatchObject({ status: 409, body: { error: "This question has already been answered" } });
    expect((await video(mock.id, 2)).status).toBe(200);
    expect(await typed(mock.id, 2, SQL_ANSWER)).toMatchObject({ status: 409, body: { error: "This question has already been answered" } });
    const rows = await t.db().mockAnswer.findMany({ where: { mockId: mock.id }, select: { kind: true, typedText: true }, orderBy: { createdAt: "asc" } });
    expect(rows).toEqual([
      { kind: "TYPED", typedText: SQL_ANSWER },
      { kind: "VIDEO", typedText: null },
    ]);
  });

  it("refuses a stranger's mock and a question that is not there with 404, and bad text with clear words, storing nothing", async () => {
    const owner = await createCandidate();
    const stranger = await createCandidate();
    const mock = await createReadyMock(owner.id, { questions: 2 });
    signInAs(stranger.id);
    expect(await typed(mock.id, 1, SQL_ANSWER)).toEqual({
      status: 404,
      body: { error: "Error while getting question. Make sure your url is correct", code: "MOCK_NOT_FOUND" },
    });
    signInAs(owner.id);
    expect((await typed(mock.id, 3, SQL_ANSWER)).status).toBe(404);
    expect(await typed(mock.id, 1, "")).toEqual({ status: 400, body: { error: "Please type your answer", code: "INVALID_INPUT" } });
    expect(await typed(mock.id, 1, " \n\t ")).toEqual({ status: 400, body: { error: "Please type your answer", code: "INVALID_INPUT" } });
    expect(await typed(mock.id, 1, "x".repeat(TYPED_ANSWER_MAX_CHARS + 1))).toEqual({
      status: 400,
      body: { error: "A typed answer can be at most 4,000 characters long", code: "INVALID_INPUT" },
    });
    expect((await typed(mock.id, 1, "x".repeat(TYPED_ANSWER_MAX_CHARS))).status).toBe(200);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
  });

  it("holds the answer to the mock's own answer time and refuses it once the mock is submitted", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 3 });
    // 180 s and the recorder's grace: past it the answer was typed after the clock ran out.
    expect(await typed(mock.id, 1, SQL_ANSWER, 200_000)).toEqual({
      status: 422,
      body: { error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" },
    });
    await t.db().mock.update({ where: { id: mock.id }, data: { extraTimePercent: 50 } });
    expect((await typed(mock.id, 1, SQL_ANSWER, 200_000)).status).toBe(200);
    await end(mock.id);
    expect(await typed(mock.id, 2, SQL_ANSWER)).toEqual({ status: 409, body: { error: "This interview has already been submitted", code: "MOCK_SUBMITTED" } });
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
  });

  it("reads the time a typed answer took by the server's clock, from when the server first served the question", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 3 });
    // Opened twice at once (a reload, a second tab): one first time, kept.
    const opened = await Promise.all([open(mock.id, 1), open(mock.id, 1)]);
    expect(opened.map((o) => o.status)).toEqual([200, 200]);
    expect(opened[0]!.body).toMatchObject({ qnum: 1, answer_seconds: 180, seconds_left: expect.any(Number) });
    const first = await t.db().mockQuestion.findFirstOrThrow({ where: { mockId: mock.id, position: 1 }, select: { openedAt: true } });
    expect(first.openedAt).toBeInstanceOf(Date);
    // Served 4 minutes ago: the browser's clock says 60 s, the server's says too long (180 s, the grace and the 30 s a dropped send may take).
    const served = (qnum: number, seconds: number) =>
      t.db().mockQuestion.updateMany({ where: { mockId: mock.id, position: qnum }, data: { openedAt: new Date(Date.now() - seconds * 1000) } });
    await served(1, 240);
    expect(await open(mock.id, 1)).toMatchObject({ status: 200, body: { seconds_left: 0 } });
    expect(await typed(mock.id, 1, SQL_ANSWER, 60_000)).toEqual({
      status: 422,
      body: { error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" },
    });
    // Served 100 s ago: 80 s left, and in time.
    await served(2, 100);
    expect((await open(mock.id, 2)).body).toMatchObject({ answer_seconds: 180, seconds_left: 80 });
    expect((await typed(mock.id, 2, SQL_ANSWER, 99_000)).status).toBe(200);
    // Sent again 200 s after it was served (a dropped send): within the 30 s a send may take.
    await served(3, 200);
    expect((await typed(mock.id, 3, SQL_ANSWER, 178_000)).status).toBe(200);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(2);
    // A stranger's mock, and a question that is not there.
    const stranger = await createCandidate();
    signInAs(stranger.id);
    expect(await open(mock.id, 1)).toEqual({ status: 404, body: { error: "Error while getting question. Make sure your url is correct", code: "NOT_FOUND" } });
    signInAs(id);
    expect((await open(mock.id, 9)).status).toBe(404);
  });

  it("holds a typed answer to a follow-up to the follow-up's half time", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    await t.db().mockQuestion.create({ data: { mockId: mock.id, position: 3, text: "What was the result, in numbers?", followUpOf: 1 } });
    expect(await typed(mock.id, 3, SQL_ANSWER, 100_000)).toEqual({
      status: 422,
      body: { error: "An answer can be at most 90 seconds long", code: "ANSWER_TOO_LONG" },
    });
    expect(await typed(mock.id, 3, SQL_ANSWER, 80_000)).toMatchObject({ status: 200, body: { qnum: 3, duplicate: false } });
  });

  it("answers hostile bodies with 4xx, never 5xx, and stores nothing", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const bodies: unknown[] = [
      null,
      [],
      "text",
      { mock_id: mock.id, qnum: "1", text: SQL_ANSWER, duration_ms: 1000 },
      { mock_id: mock.id, qnum: 1.5, text: SQL_ANSWER, duration_ms: 1000 },
      { mock_id: mock.id, qnum: -1, text: SQL_ANSWER, duration_ms: 1000 },
      { mock_id: "../../etc", qnum: 1, text: SQL_ANSWER, duration_ms: 1000 },
      { mock_id: mock.id, qnum: 1, text: { $ne: "" }, duration_ms: 1000 },
      { mock_id: mock.id, qnum: 1, text: ["a"], duration_ms: 1000 },
      { mock_id: mock.id, qnum: 1, text: SQL_ANSWER },
      { mock_id: mock.id, qnum: 1, text: SQL_ANSWER, duration_ms: -5 },
      { mock_id: mock.id, qnum: 1, text: SQL_ANSWER, duration_ms: 1e12 },
      { mock_id: mock.id, qnum: 1e20, text: SQL_ANSWER, duration_ms: 1000 },
    ];
    // A field left out is named, not answered with another rule's words.
    expect(await send({ mock_id: mock.id, qnum: 1, text: SQL_ANSWER })).toEqual({
      status: 400,
      body: { error: "duration_ms is missing", code: "INVALID_INPUT" },
    });
    for (const body of bodies) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.error, JSON.stringify(body)).toBeTruthy();
    }
    for (const raw of ["{", "", "\u0000", `{"mock_id":"${mock.id}","qnum":1,"text":"a","duration_ms":1000`])
      expect((await send(null, { raw })).status).toBe(400);
    expect((await send(null, { contentType: "application/x-www-form-urlencoded", raw: `mock_id=${mock.id}&qnum=1&text=hi` })).status).toBe(415);
    expect((await send(null, { raw: JSON.stringify({ mock_id: mock.id, qnum: 1, text: "x".repeat(70_000), duration_ms: 1000 }) })).status).toBe(413);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
  });
});

describe("typed answers sent at the same moment", () => {
  it("ten sends of the same words store one answer: one is saved, nine are answered as saved", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => typed(mock.id, 1, SQL_ANSWER)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(9);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
  });

  it("ten different answers to one question keep exactly one of them; the other nine are refused", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const texts = Array.from({ length: 10 }, (_, i) => `Answer number ${i + 1}: I indexed the orders table.`);
    const results = await Promise.all(texts.map((text) => typed(mock.id, 1, text)));
    const kept = results.flatMap((r, i) => (r.status === 200 ? [texts[i]] : []));
    expect(kept).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const rows = await t.db().mockAnswer.findMany({ where: { mockId: mock.id }, select: { typedText: true } });
    expect(rows).toEqual([{ typedText: kept[0] }]);
  });

  it("a typed answer and a recording of one question at once keep one answer, and the other is refused", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const [text, recording] = await Promise.all([typed(mock.id, 1, SQL_ANSWER), video(mock.id, 1)]);
    const row = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id } });
    if (row.kind === "TYPED") {
      expect(text.status).toBe(200);
      expect(recording).toMatchObject({ status: 409, body: { error: "This question has already been answered" } });
    } else {
      expect(recording.status).toBe(200);
      expect(text).toMatchObject({ status: 409, body: { error: "This question has already been answered" } });
    }
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
  });
});

describe("judging a typed answer", () => {
  it("offline, scores its words by the rules, quoting them, with no speaking measures, beside a spoken answer's", async () => {
    useProvider(false);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    expect((await typed(mock.id, 1, SQL_ANSWER)).status).toBe(200);
    const spoken = "Um, so, I think I used SQL once, you know, for a report at my last job and it was faster after that.";
    const res = await addVideo(
      new Request("http://localhost/api/mock/add-mock-video", {
        method: "POST",
        body: answerForm({
          mock_id: mock.id,
          qnum: "2",
          duration_ms: "30000",
          browser_transcript: spoken,
          segments: JSON.stringify([
            { start: 1, end: 12 },
            { start: 16, end: 28 },
          ]),
        }),
      }),
    );
    expect(res.status).toBe(200);
    await end(mock.id);
    await evaluateMock(mock.id, run);
    const data = await mockData(mock.id);
    const [first, second] = data.evaluation_results;
    expect(first).toMatchObject({
      qnum: 1,
      answer_kind: "typed",
      transcript_source: "typed",
      candidate_answer: SQL_ANSWER,
      engine: "rule-based",
      video: null,
      length_source: "browser",
    });
    expect(first!.score).toBeGreaterThanOrEqual(6);
    // Its feedback speaks of writing, not speaking.
    expect(`${first!.reason} ${first!.missing ?? ""} ${first!.improvement ?? ""}`).not.toMatch(/\bspoke|\bspeech|\bsaid\b/);
    expect(first!.evidence.length).toBeGreaterThan(0);
    for (const quote of first!.evidence) expect(SQL_ANSWER).toContain(quote);
    // Nothing about speaking was measured, so nothing about it is scored or counted (not even fillers).
    expect(first!.delivery).toMatchObject({
      typed: true,
      score: null,
      wordsPerMinute: null,
      fillerCount: null,
      longestPauseSeconds: null,
      speakingShare: null,
    });
    expect(second).toMatchObject({ qnum: 2, answer_kind: "video", transcript_source: "browser" });
    expect(second!.delivery!.score).not.toBeNull();
    expect(second!.delivery!.fillerCount).toBeGreaterThan(0);
    // The mock's speaking score is the spoken answer's alone.
    expect(data.evaluation?.delivery_score).toBe(second!.delivery!.score);
  });

  it("with a model, sends the question, the typed words and the rubric, says the answer was typed, and measures no speaking", async () => {
    useProvider(true);
    try {
      const { id } = await createCandidate();
      signInAs(id);
      const mock = await createReadyMock(id, { questions: 1 });
      const question = (await t.db().mockQuestion.findFirstOrThrow({ where: { mockId: mock.id } })).text;
      expect((await typed(mock.id, 1, SQL_ANSWER)).status).toBe(200);
      const before = fake.requests.length;
      await end(mock.id);
      await evaluateMock(mock.id, run);
      const calls = fake.requests.slice(before);
      expect(calls.filter((r) => r.route === "transcription")).toHaveLength(0);
      const feedback = calls.map((r) => r.body as ChatRequest).filter((b) => b.response_format?.json_schema?.name === "answer_feedback");
      expect(feedback).toHaveLength(1);
      const user = feedback[0]!.messages.find((m) => m.role === "user")!.content;
      const system = feedback[0]!.messages.find((m) => m.role === "system")!.content;
      expect(user).toContain(`Question: ${question}`);
      expect(user).toContain(`"""\n${SQL_ANSWER}\n"""`);
      expect(user).toContain(RUBRIC_HEADING);
      const context = { title: "Data Analyst", industry: "Information Technology", skills: ["SQL", "Excel"] };
      for (const point of answerGuide(question, context).points) expect(user).toContain(point);
      expect(user).toContain("typed answer");
      expect(system).toContain("typed answer");
      expect(system).not.toContain("speech-to-text");
      const [result] = (await mockData(mock.id)).evaluation_results;
      expect(result).toMatchObject({ answer_kind: "typed", engine: "openai:gpt-4o-mini" });
      expect(result!.score).not.toBeNull();
      expect(result!.delivery).toMatchObject({ typed: true, score: null });
    } finally {
      useProvider(false);
    }
  });
});

describe("progress across mocks", () => {
  it("keeps typed and spoken answers apart: each has its own content line, speaking is the spoken answers' alone, and a weak typed answer says it was typed", async () => {
    useProvider(false);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 3 });
    const offTopic =
      "Last weekend I cooked a biryani for my cousins. I soaked the rice, fried the onions slowly and layered it with saffron milk. Everyone asked for seconds.";
    expect((await typed(mock.id, 1, SQL_ANSWER)).status).toBe(200);
    expect((await typed(mock.id, 2, offTopic)).status).toBe(200);
    const spoken =
      "In my last role I used SQL to rebuild the monthly churn report. I added an index and rewrote two joins, and it went from forty minutes to two.";
    const res = await addVideo(
      new Request("http://localhost/api/mock/add-mock-video", {
        method: "POST",
        body: answerForm({
          mock_id: mock.id,
          qnum: "3",
          duration_ms: "40000",
          browser_transcript: spoken,
          segments: JSON.stringify([
            { start: 1, end: 18 },
            { start: 20, end: 38 },
          ]),
        }),
      }),
    );
    expect(res.status).toBe(200);
    await end(mock.id);
    await evaluateMock(mock.id, run);
    const results = (await mockData(mock.id)).evaluation_results;
    const [good, weak, voiced] = results.map((r) => r.score!);
    expect(weak!).toBeLessThan(good!);

    const [point] = await listScoreProgress({ candidateId: id });
    expect(point).toMatchObject({
      mockId: mock.id,
      content: voiced,
      typed: Math.round(((good! + weak!) / 2) * 100) / 100,
      delivery: results[2]!.delivery!.score,
    });

    const spots = await listWeakSpots({ candidateId: id });
    const typedSpot = spots.find((s) => s.qnum === 2);
    expect(typedSpot).toMatchObject({ mock_id: mock.id, answer_kind: "typed", score: weak, reason: results[1]!.reason });
    for (const spot of spots.filter((s) => s.qnum !== 2)) expect(spot.answer_kind).toBe(spot.qnum === 3 ? "video" : "typed");
  });
});
