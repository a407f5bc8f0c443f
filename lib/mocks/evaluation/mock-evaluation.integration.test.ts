// Recorded answers and their evaluation against a real PostgreSQL: answers are stored once per
// question, the evaluation quotes only words that were said, offline without a transcript there is
// no content score, and a failing provider leaves a visible failed state with a retry.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { GET as answerVideoRoute } from "@/app/api/mock/answer-video/route";
import { NO_PROVIDER_REASON } from "@/lib/ai/evaluate";
import { env, resetEnvForTests } from "@/lib/env";
import { resetStorageForTests } from "@/lib/storage";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { stopQueue } from "@/lib/queue";
import { createCandidate } from "@/test/factories";
import { startFakeOpenAI, type FakeOpenAI } from "@/test/fake-openai";
import { INVENTED_QUOTE } from "@/test/fake-openai-evaluation";
import { answerForm, createReadyMock, recordedWebm, webmLasting } from "@/test/mock-interview";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { evaluateMock } from "./evaluate-mock";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const run = { isLastAttempt: false, signal: new AbortController().signal };

afterAll(async () => {
  await stopQueue();
});

function useProvider(fake: FakeOpenAI | null) {
  if (fake) {
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
  } else {
    delete process.env.OPENAI_BASE_URL;
  }
  resetEnvForTests();
}

async function upload(mockId: string, qnum: number, extra: Record<string, string> = {}, video?: Buffer | null) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm({ mock_id: mockId, qnum: String(qnum), ...extra }, video) }),
  );
  return { status: res.status, body: (await res.json()) as { duplicate?: boolean; error?: string; answered?: number; retryable?: boolean } };
}

async function end(mockId: string) {
  const res = await endRoute(
    new Request("http://localhost/api/mock/end-interview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: mockId }),
    }),
  );
  return { status: res.status, body: (await res.json()) as { Status?: string; retried?: boolean; error?: string } };
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

describe("answer uploads", () => {
  it("stores an answer once per question; a retry is answered as saved and stores nothing new", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id);
    const first = await upload(mock.id, 1, { duration_ms: "42000", segments: JSON.stringify([{ start: 1, end: 20 }]) });
    expect(first).toMatchObject({ status: 200, body: { duplicate: false, answered: 1 } });
    const again = await upload(mock.id, 1);
    expect(again).toMatchObject({ status: 200, body: { duplicate: true, answered: 1 } });
    const rows = await t.db().mockAnswer.findMany({ where: { mockId: mock.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ durationMs: 42000, contentType: "video/webm", speechSegments: [{ start: 1, end: 20 }] });
    expect((await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).status).toBe("IN_PROGRESS");
    expect((await mockData(mock.id)).answered).toEqual([1]);
  });

  it("answers a retryable 503 while storage is down, and stores the answer when the browser sends it again", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id);
    // An S3 endpoint nobody listens on: every write fails as it would during an outage.
    Object.assign(process.env, {
      S3_BUCKET: "answers",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "1",
    });
    resetEnvForTests();
    resetStorageForTests();
    try {
      const down = await upload(mock.id, 1);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ retryable: true });
      expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
    } finally {
      for (const key of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]) delete process.env[key];
      resetEnvForTests();
      resetStorageForTests();
    }
    const back = await upload(mock.id, 1);
    expect(back).toMatchObject({ status: 200, body: { duplicate: false, answered: 1 } });
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
  });

  it("refuses another candidate's mock, a question that does not exist, and a file that is not a video", async () => {
    const owner = await createCandidate();
    const other = await createCandidate();
    const mock = await createReadyMock(owner.id);
    signInAs(other.id);
    expect(await upload(mock.id, 1)).toMatchObject({ status: 404, body: { error: "Error while getting question. Make sure your url is correct" } });
    signInAs(owner.id);
    expect((await upload(mock.id, 9)).status).toBe(404);
    expect((await upload(mock.id, 1, {}, Buffer.from("%PDF-1.4 not a video"))).status).toBe(415);
    // The browser's figure past this mock's answer time (no extra time chosen) is refused like a long recording.
    expect(await upload(mock.id, 1, { duration_ms: String(400_000) })).toMatchObject({
      status: 422,
      body: { error: "An answer can be at most 180 seconds long" },
    });
    expect((await upload(mock.id, 1, { duration_ms: String(10_000_000) })).status).toBe(400);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
  });

  it("measures the answer's length from its container, refuses one past the limit and stores nothing of it", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id);
    // The browser claims 42 s; the recording says 2.9 s, and that is what delivery figures use.
    expect((await upload(mock.id, 1, { duration_ms: "42000" }, recordedWebm())).status).toBe(200);
    const row = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id } });
    expect(row).toMatchObject({ durationFromContainer: true });
    expect(row.durationMs).toBeGreaterThan(2500);
    expect(row.durationMs).toBeLessThan(3100);

    // 200 s by its own timestamps, whatever the browser says.
    const tooLong = await upload(mock.id, 2, { duration_ms: "170000" }, webmLasting(200));
    expect(tooLong).toMatchObject({ status: 422, body: { error: "An answer can be at most 180 seconds long" } });
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(1);
    const answersDir = path.join(env().dataDir, "uploads", "mocks", id, "answers");
    expect(await readdir(answersDir)).toEqual([path.basename(row.videoKey!), `${path.basename(row.videoKey!)}.meta.json`].sort());
    // Within the grace: kept.
    expect((await upload(mock.id, 2, {}, webmLasting(183))).status).toBe(200);

    // A recording whose container says nothing readable: kept, with the browser's figure marked unverified.
    expect((await upload(mock.id, 3, { duration_ms: "61000" })).status).toBe(200);
    expect(await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id, question: { position: 3 } } })).toMatchObject({
      durationMs: 61000,
      durationFromContainer: false,
    });
  });

  it("hands the owner, and only the owner, a link to their recorded answer", async () => {
    const owner = await createCandidate();
    const other = await createCandidate();
    const mock = await createReadyMock(owner.id);
    signInAs(owner.id);
    await upload(mock.id, 1);
    const url = `http://localhost/api/mock/answer-video?mock_id=${mock.id}&qnum=1`;
    const mine = await answerVideoRoute(new Request(url));
    expect(mine.status).toBe(302);
    expect(mine.headers.get("location")).toMatch(/sig|expires|X-Amz/i);
    signInAs(other.id);
    expect((await answerVideoRoute(new Request(url))).status).toBe(404);
  });
  // 200 answers at once, stored byte for byte with back-pressure and flat memory: lib/mocks/answers/answer-uploads.integration.test.ts
});

describe("evaluation with an AI provider (the fake OpenAI server)", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    useProvider(null);
    await fake.close();
  });
  afterEach(() => {
    fake.onTranscription(null);
  });

  it("scores each answer with evidence that appears verbatim in its transcript, then completes once", async () => {
    useProvider(fake);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    const said = [
      "At my last job I wrote SQL that cut the report from two days to an hour. The team loved it.",
      "I keep Excel models simple. Then I check them twice.",
    ];
    let call = 0;
    fake.onTranscription(() => ({ text: said[call++ % 2]! }));
    await upload(mock.id, 1);
    await upload(mock.id, 2);
    expect((await end(mock.id)).body.Status).toBe("Evaluating");
    await evaluateMock(mock.id, run);
    await evaluateMock(mock.id, run); // at-least-once delivery: a second run changes nothing

    const data = await mockData(mock.id);
    expect(data.Status).toBe("Process Completed");
    expect(data.evaluation_results).toHaveLength(2);
    for (const result of data.evaluation_results) {
      expect(result.transcript_source).toBe("provider");
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.evidence.length).toBeGreaterThan(0);
      for (const quote of result.evidence) expect(result.candidate_answer).toContain(quote);
      expect(result.evidence).not.toContain(INVENTED_QUOTE);
      expect(result.model_answer).toBeTruthy();
      expect(result.engine).toMatch(/^openai:/);
    }
    const scores = data.evaluation_results.map((r) => r.score!);
    expect(data.overall_score).toBe(Math.round(((scores[0]! + scores[1]!) / 2) * 100) / 100);
    expect(data.overall_summary).toContain("A clear, honest interview");
    expect(await t.db().notification.count({ where: { candidateId: id, kind: "mock_evaluated" } })).toBe(1);
  });

  it("after the provider keeps failing, shows a failed evaluation with a retry, and resumes without transcribing again", async () => {
    useProvider(fake);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    await upload(mock.id, 1);
    await upload(mock.id, 2);
    await end(mock.id);
    fake.failNext("chat", 100);
    await expect(evaluateMock(mock.id, { ...run, isLastAttempt: true })).rejects.toThrow();
    const failed = await mockData(mock.id);
    expect(failed.Status).toBe("Evaluating");
    expect(failed.evaluation).toMatchObject({ failed: true });
    const transcriptionsSoFar = fake.requests.filter((r) => r.route === "transcription").length;

    fake.failNext("chat", 0);
    expect((await end(mock.id)).body).toMatchObject({ Status: "Evaluating", retried: true });
    expect((await mockData(mock.id)).evaluation).toMatchObject({ failed: false });
    await evaluateMock(mock.id, run);
    expect((await mockData(mock.id)).Status).toBe("Process Completed");
    expect(fake.requests.filter((r) => r.route === "transcription").length).toBe(transcriptionsSoFar);
  });
});

describe("evaluation offline", () => {
  it("without a transcript gives no content score, says the words could not be heard, and measures delivery", async () => {
    useProvider(null);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    await upload(mock.id, 1, {
      duration_ms: "60000",
      segments: JSON.stringify([
        { start: 2, end: 25 },
        { start: 29, end: 55 },
      ]),
    });
    await end(mock.id);
    await evaluateMock(mock.id, run);
    const data = await mockData(mock.id);
    expect(data.Status).toBe("Process Completed");
    expect(data.overall_score).toBeNull();
    const [answered, unanswered] = data.evaluation_results;
    expect(answered).toMatchObject({ score: null, reason: NO_PROVIDER_REASON, evidence: [], candidate_answer: null, model_answer: null });
    expect(answered!.delivery).toMatchObject({ speakingSeconds: 49, longestPauseSeconds: 4 });
    // The test bytes carry no readable length, so the review says the browser's figure stands.
    expect(answered!.length_source).toBe("browser");
    expect(unanswered).toMatchObject({ answered: false, score: null, length_source: null });
    expect(data.overall_summary).toMatch(/could not hear the words/);
    expect(data.evaluation?.delivery_score).not.toBeNull();
  });

  it("with the browser's transcript scores by the rules, labelled, quoting the candidate", async () => {
    useProvider(null);
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const words = "At my last job we had a slow weekly report. I wrote SQL queries to build it automatically. As a result it took 10 minutes instead of a day.";
    await upload(mock.id, 1, { duration_ms: "30000", browser_transcript: words });
    await end(mock.id);
    await evaluateMock(mock.id, run);
    const [result] = (await mockData(mock.id)).evaluation_results;
    expect(result).toMatchObject({ transcript_source: "browser", engine: "rule-based" });
    expect(result!.reason).toMatch(/^From your \d+ words/);
    expect(result!.score).toBeGreaterThan(0);
    expect(result!.evidence.length).toBeGreaterThan(0);
    for (const quote of result!.evidence) expect(words).toContain(quote);
  });
});
