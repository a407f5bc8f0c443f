// Mock interviews: time from "create" (the credit spent, the mock inserted, the task queued) to
// "Question Generated" (questions written, every question's audio stored), through the real
// pg-boss worker. Offline engine, then the openai provider against the local fake server with
// realistic latency (about 1 s a chat call, 0.5 s a speech call). Then end of interview →
// "Process Completed" for six answers (transcription, evaluation, summary), both ways. Then the
// follow-up latency: from the end of a main answer (its recording handed to the server) to the
// follow-up's audio in hand (GET /api/mock/next-question's work, then its audio read back), offline
// from the browser's transcript, and against the fake server at 1 s a call (transcription, chat, speech).
// Create → Question Generated for a Hindi mock too; the question audio alone is the `voice` section.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { percentile, type BenchSection } from "./support";

const MOCKS = 20;
/** Ends of interview timed per engine (each evaluates six answers). */
const END_MOCKS = 10;
/** Follow-ups timed offline, and against the fake server (each takes three 1-second calls). */
const FOLLOW_UPS = 20;
const FOLLOW_UPS_FAKE = 10;

export const mocksSection: BenchSection = {
  name: "mocks",
  async run(context) {
    process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "hireready-bench-mocks-"));
    await context.useNewDatabase("bench_mocks");
    const { db } = await import("../../lib/db/client");
    const { resetEnvForTests } = await import("../../lib/env");
    const { resetStorageForTests } = await import("../../lib/storage");
    const { PLANS } = await import("../../lib/seed/plans");
    const { grantCredits } = await import("../../lib/credits");
    const { createMock } = await import("../../lib/mocks/create-mock");
    const { stopQueue } = await import("../../lib/queue");
    const { startTaskWorker } = await import("../../lib/task-handlers");
    const { startFakeOpenAI } = await import("../../test/fake-openai");
    resetStorageForTests();

    await db().plan.createMany({ data: [...PLANS], skipDuplicates: true });
    const plan = await db().plan.findFirstOrThrow({ where: { type: "MOCK", planName: "SILVER" } });
    const candidate = await db().candidate.create({
      data: {
        email: "bench-mocks@example.com",
        shortId: "C-BENCHM1",
        firstName: "Bench",
        resumeKey: "candidates/bench/cv.pdf",
        resumeName: "cv.pdf",
        resumeText: "Backend developer. Node.js, PostgreSQL, Kafka and Kubernetes at a payments company.",
      },
      select: { id: true },
    });
    await grantCredits({ candidateId: candidate.id, planId: plan.id, credits: MOCKS * 3 + 3, validityDays: 182, reason: "PURCHASE", idempotencyKey: "bench" });
    const worker = await startTaskWorker({});

    const fields = {
      title: "Backend Developer",
      job_industry: "Information Technology",
      experience: "4",
      question_preference: "Medium",
      values: "accountability",
      skills: JSON.stringify(["Node.js", "PostgreSQL", "Kafka"]),
    };

    async function createToReady(language = "en"): Promise<number> {
      const start = performance.now();
      const { mockId } = await createMock({ candidateId: candidate.id, fields: { ...fields, language }, resume: null });
      for (;;) {
        const mock = await db().mock.findUniqueOrThrow({ where: { id: mockId }, select: { status: true, failureReason: true } });
        if (mock.status === "QUESTION_GENERATED") return performance.now() - start;
        if (mock.status === "FAILED") throw new Error(`mock failed: ${mock.failureReason}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    async function series(label: string, language = "en") {
      await createToReady(language); // warm-up: eSpeak NG instance, encoder, queue
      const durations: number[] = [];
      for (let i = 0; i < MOCKS; i++) durations.push(await createToReady(language));
      durations.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(durations, 95).toFixed(0).padStart(6)} ms`,
      );
    }

    const { storage } = await import("../../lib/storage");
    const { endInterview } = await import("../../lib/mocks/evaluation/end-interview");
    const { numberQuestions } = await import("../../lib/mocks/number-questions");
    const { randomBytes, randomUUID } = await import("node:crypto");
    const SAID =
      "At my last job our nightly import kept failing. I wrote a retry with back-off and alerts in Node.js. As a result failures dropped from five a week to none, and I learned to measure before changing things.";

    /** A mock with six answered questions, as the wizard leaves it, then end of interview → Process Completed. */
    async function endToCompleted(): Promise<number> {
      const mock = await db().mock.create({
        data: {
          candidateId: candidate.id,
          title: "Backend Developer",
          industry: "Information Technology",
          experience: 4,
          skills: ["Node.js", "PostgreSQL", "Kafka"],
          difficulty: "MEDIUM",
          value: "accountability",
          resumeKey: "bench/none",
          status: "IN_PROGRESS",
          questions: {
            create: numberQuestions(Array.from({ length: 6 }, (_, i) => `Question ${i + 1}: tell me about a time you fixed something that kept failing.`)),
          },
        },
        select: { id: true, questions: { select: { id: true } } },
      });
      for (const q of mock.questions) {
        const key = `bench/answers/${randomUUID()}.webm`;
        await storage().put(key, Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(64 * 1024)]), { contentType: "video/webm" });
        await db().mockAnswer.create({
          data: {
            mockId: mock.id,
            questionId: q.id,
            videoKey: key,
            contentType: "video/webm",
            sizeBytes: 65540,
            durationMs: 60_000,
            speechSegments: [
              { start: 1, end: 25 },
              { start: 27, end: 55 },
            ],
            browserTranscript: SAID,
          },
        });
      }
      const start = performance.now();
      await endInterview({ candidateId: candidate.id, mockId: mock.id });
      for (;;) {
        const row = await db().mock.findUniqueOrThrow({
          where: { id: mock.id },
          select: { status: true, evaluation: { select: { failedAt: true, error: true } } },
        });
        if (row.status === "PROCESS_COMPLETED") return performance.now() - start;
        if (row.evaluation?.failedAt) throw new Error(`evaluation failed: ${row.evaluation.error}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    /** `count` runs of `one` after a warm-up, printed as p50 and p95. */
    async function timedSeries(label: string, count: number, one: () => Promise<number>) {
      await one(); // warm-up
      const durations: number[] = [];
      for (let i = 0; i < count; i++) durations.push(await one());
      durations.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(durations, 95).toFixed(0).padStart(6)} ms`,
      );
    }
    const endSeries = (label: string, count: number) => timedSeries(label, count, endToCompleted);

    const { receiveMockAnswer } = await import("../../lib/mocks/answers/receive-mock-answer");
    const { nextQuestion } = await import("../../lib/mocks/follow-ups/next-question");
    const LACKS_RESULT = "At my last job our nightly import kept failing. I wrote a retry with back-off and alerts in Node.js.";

    /** One main answer arriving (with the browser's words, or none), then its follow-up written, spoken and its audio read back. */
    async function answerToFollowUp(words: string | null = LACKS_RESULT): Promise<number> {
      const mock = await db().mock.create({
        data: {
          candidateId: candidate.id,
          title: "Backend Developer",
          industry: "Information Technology",
          experience: 4,
          skills: ["Node.js", "PostgreSQL", "Kafka"],
          difficulty: "MEDIUM",
          value: "accountability",
          resumeKey: "bench/none",
          status: "QUESTION_GENERATED",
          followUps: true,
          questions: {
            create: numberQuestions(["Tell me about a problem you solved with Node.js.", "How do you check that your work with PostgreSQL is correct?"]),
          },
        },
        select: { id: true },
      });
      const key = `bench/answers/${randomUUID()}.webm`;
      const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(256 * 1024)]);
      const start = performance.now();
      await storage().put(key, video, { contentType: "video/webm" });
      await receiveMockAnswer({
        candidateId: candidate.id,
        fields: { mock_id: mock.id, qnum: 1, duration_ms: 40_000, segments: null, camera: null, browser_transcript: words ?? undefined },
        stored: { key, size: video.length, type: "webm", contentType: "video/webm", durationMs: null, audioOnly: false, name: "answer.webm" },
      });
      const next = await nextQuestion({ candidateId: candidate.id, mockId: mock.id });
      if (next?.follow_up_of !== 1 || !next.audio) throw new Error(`no follow-up: ${JSON.stringify(next)}`);
      const audio = await storage().get(decodeURIComponent(new URL(next.audio).pathname.replace(/^\/api\/files\//, "")));
      if (!audio) throw new Error("the follow-up's audio is not stored");
      for await (const chunk of audio.body) void chunk;
      return performance.now() - start;
    }

    const followUpSeries = (label: string, count: number) => timedSeries(label, count, () => answerToFollowUp());
    /** Without words the follow-up asks for the point its template's past answers most often missed: a history of 10,000 templates to read from. */
    async function seedGuideTallies() {
      const { answerGuide } = await import("../../lib/ai/offline/answer-guide");
      const template = answerGuide("Tell me about a problem you solved with Node.js.", {
        title: "Backend Developer",
        industry: "Information Technology",
        skills: ["Node.js"],
      }).template!;
      await db().$executeRaw`
        INSERT INTO "guide_point_tallies" ("guideTemplate", "point", "judged", "missed")
        SELECT md5(t::text), p, 1000, (t * p) % 1000 FROM generate_series(1, 10000) t, generate_series(1, 4) p`;
      await db().guidePointTally.createMany({ data: [1, 2, 3, 4].map((point) => ({ guideTemplate: template, point, judged: 500, missed: 100 * point })) });
    }

    try {
      console.log(`create → Question Generated, ${MOCKS} mocks one after another:`);
      await series("offline engine (bank + eSpeak NG)");
      await series("offline engine, Hindi (bank + eSpeak NG hi)", "hi");
      console.log(`end of interview → Process Completed, six answers, ${END_MOCKS} mocks one after another:`);
      await endSeries("offline (browser transcript, rule-based)", END_MOCKS);
      console.log(`end of a main answer → its follow-up's audio in hand, ${FOLLOW_UPS} offline, ${FOLLOW_UPS_FAKE} with the fake server:`);
      await followUpSeries("offline (browser's words, rules, eSpeak NG)", FOLLOW_UPS);
      await seedGuideTallies();
      await timedSeries("offline, no words (counted guide point)", FOLLOW_UPS, () => answerToFollowUp(null));
      const fake = await startFakeOpenAI({ latencyMs: { chat: 1000, speech: 500, transcription: 1000 } });
      process.env.OPENAI_BASE_URL = fake.baseUrl;
      process.env.OPENAI_API_KEY = "sk-bench";
      resetEnvForTests();
      try {
        await series("openai provider (fake: 1 s chat, 0.5 s speech)");
        await endSeries("openai provider (fake: 1 s chat, 1 s transcription)", END_MOCKS);
        fake.setLatency("speech", 1000);
        await followUpSeries("openai provider (fake: 1 s each of 3 calls)", FOLLOW_UPS_FAKE);
      } finally {
        delete process.env.OPENAI_BASE_URL;
        delete process.env.OPENAI_API_KEY;
        resetEnvForTests();
        await fake.close();
      }
    } finally {
      await worker.stop();
      await stopQueue();
    }
  },
};
