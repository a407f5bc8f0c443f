// Mock interviews: time from "create" (the credit spent, the mock inserted, the job queued) to
// "Question Generated" (questions written, every question's audio stored), through the real
// pg-boss worker. Offline engine, then the openai provider against the local fake server with
// realistic latency (about 1 s a chat call, 0.5 s a speech call).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { percentile, type BenchSection } from "./support";

const MOCKS = 20;

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
    const { startWorker, stopQueue } = await import("../../lib/queue");
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
    await grantCredits({ candidateId: candidate.id, planId: plan.id, credits: MOCKS * 2 + 2, validityDays: 182, reason: "PURCHASE", idempotencyKey: "bench" });
    const worker = await startWorker({});

    const fields = {
      title: "Backend Developer",
      job_industry: "Information Technology",
      experience: "4",
      question_preference: "Medium",
      values: "accountability",
      skills: JSON.stringify(["Node.js", "PostgreSQL", "Kafka"]),
    };

    async function createToReady(): Promise<number> {
      const start = performance.now();
      const { mockId } = await createMock({ candidateId: candidate.id, fields, resume: null });
      for (;;) {
        const mock = await db().mock.findUniqueOrThrow({ where: { id: mockId }, select: { status: true, failureReason: true } });
        if (mock.status === "QUESTION_GENERATED") return performance.now() - start;
        if (mock.status === "FAILED") throw new Error(`mock failed: ${mock.failureReason}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    async function series(label: string) {
      await createToReady(); // warm-up: eSpeak NG instance, encoder, queue
      const durations: number[] = [];
      for (let i = 0; i < MOCKS; i++) durations.push(await createToReady());
      durations.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(durations, 95).toFixed(0).padStart(6)} ms`,
      );
    }

    try {
      console.log(`create → Question Generated, ${MOCKS} mocks one after another:`);
      await series("offline engine (bank + eSpeak NG)");
      const fake = await startFakeOpenAI({ latencyMs: { chat: 1000, speech: 500 } });
      process.env.OPENAI_BASE_URL = fake.baseUrl;
      process.env.OPENAI_API_KEY = "sk-bench";
      resetEnvForTests();
      try {
        await series("openai provider (fake: 1 s chat, 0.5 s speech)");
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
