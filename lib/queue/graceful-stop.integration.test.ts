// `npm run worker` stopped with SIGTERM (a deploy, a scale-down): it takes no new task, a task that
// finishes within SHUTDOWN_GRACE_SECONDS finishes there, one that does not is released and run by
// another worker without losing an attempt, and the process exits 0. Real worker processes on this
// file's database, talking to the fake OpenAI server, which holds their question requests.
import { describe, expect, it } from "vitest";
import { grantCredits, spendCredit } from "@/lib/credits";
import { queue, sendTask } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { mockPlan, seedPlans } from "@/test/plans";
import { waitForMockStatus } from "@/test/mock-interview";
import { waitFor } from "@/test/wait-for";
import { useWorkerProcesses, type WorkerProcess } from "@/test/worker-processes";

const t = useTestDatabase();
const workers = useWorkerProcesses(t.url);

function startWorkerProcess(graceSeconds: number): WorkerProcess {
  return workers.start({ SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
}

async function generating(title: string) {
  const candidate = await createCandidate();
  return t.db().mock.create({
    data: {
      candidateId: candidate.id,
      title,
      industry: "Information Technology",
      experience: 4,
      skills: ["Kubernetes", "PostgreSQL"],
      difficulty: "MEDIUM",
      value: "ownership",
      resumeKey: "none",
      resumeText: "Ran PostgreSQL on Kubernetes for a payments team.",
      status: "GENERATING",
    },
  });
}

async function task(id: string) {
  const [row] = await t
    .db()
    .$queryRawUnsafe<{ state: string; retry_count: number; retry_limit: number }[]>(
      "SELECT state::text AS state, retry_count, retry_limit FROM pgboss.job WHERE id = $1::uuid",
      id,
    );
  return row!;
}

async function questionsOf(mockId: string) {
  const questions = await t.db().mockQuestion.findMany({ where: { mockId }, orderBy: { position: "asc" } });
  return questions.map((q) => q.position);
}

describe("a worker stopped with SIGTERM", () => {
  it("finishes the task it is running within the grace period, takes no new one and exits 0", { timeout: 120_000 }, async () => {
    const running = await generating("Database Reliability Engineer");
    const later = await generating("Platform Engineer");
    workers.fake().setLatency("chat", 3_000);
    const worker = startWorkerProcess(30);
    await waitFor(() => worker.output().includes("worker listening on"), "the worker to start");
    const runningTask = await sendTask("mocks.generate", { mockId: running.id });
    await waitFor(() => workers.fake().waiting.chat >= 1, "the worker to ask for questions");

    worker.child.kill("SIGTERM");
    await waitFor(() => worker.output().includes("SIGTERM: finishing running tasks"), "the worker to see the signal");
    const laterTask = await sendTask("mocks.generate", { mockId: later.id });

    expect(await worker.exited).toBe(0);
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: running.id } })).toMatchObject({ status: "QUESTION_GENERATED" });
    expect(await task(runningTask)).toMatchObject({ state: "completed" });
    expect(await questionsOf(running.id)).toEqual((await questionsOf(running.id)).map((_, i) => i + 1));
    // The task sent after the signal waits for the next worker.
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: later.id } })).toMatchObject({ status: "GENERATING" });
    expect(await task(laterTask)).toMatchObject({ state: "created" });
    expect(worker.output()).not.toMatch(/released|error/);
    await (await queue()).cancel("mocks.generate", laterTask);
  });

  it("releases a task still running at the deadline, and another worker runs it without losing an attempt", { timeout: 180_000 }, async () => {
    const mock = await generating("Site Reliability Engineer");
    workers.fake().setLatency("chat", 120_000);
    const first = startWorkerProcess(1);
    await waitFor(() => first.output().includes("worker listening on"), "the worker to start");
    const id = await sendTask("mocks.generate", { mockId: mock.id });
    await waitFor(async () => workers.fake().waiting.chat >= 1 && (await task(id)).state === "active", "the first worker to be running the task");
    const before = await task(id);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("released 1 running task to another worker");
    expect(first.output()).not.toMatch(/"level":50/);
    const released = await task(id);
    expect(released).toMatchObject({ state: "retry", retry_count: before.retry_count + 1 });
    expect(released.retry_limit - released.retry_count).toBe(before.retry_limit - before.retry_count);
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).toMatchObject({ status: "GENERATING" });

    workers.fake().setLatency("chat", 0);
    const second = startWorkerProcess(30);
    await waitForMockStatus(mock.id, "QUESTION_GENERATED");
    const positions = await questionsOf(mock.id);
    expect(positions.length).toBeGreaterThan(0);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    // The mock is ready a moment before the queue records the task as done.
    await waitFor(async () => (await task(id)).state === "completed", "the queue to record the task as completed");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("stops a task on its last attempt without failing it: the chat call is cut off, the mock waits for the next worker", { timeout: 180_000 }, async () => {
    const mock = await generating("Last Attempt Data Engineer");
    // Paid for with a credit, so that failing it for good would show as a refund.
    await seedPlans(t.db());
    const planId = (await mockPlan(t.db(), "BASIC")).id;
    await grantCredits({ candidateId: mock.candidateId, planId, credits: 1, validityDays: 30, reason: "PURCHASE", idempotencyKey: `grant-${mock.id}` });
    await spendCredit({ candidateId: mock.candidateId, reason: "MOCK_CREATE", idempotencyKey: `spend-${mock.id}`, mockId: mock.id });
    workers.fake().setLatency("chat", 120_000);
    const first = startWorkerProcess(1);
    await waitFor(() => first.output().includes("worker listening on"), "the worker to start");
    const id = await sendTask("mocks.generate", { mockId: mock.id }, { retryLimit: 0 });
    await waitFor(async () => workers.fake().waiting.chat >= 1 && (await task(id)).state === "active", "the worker to be running the task");
    expect(await task(id)).toMatchObject({ retry_count: 0, retry_limit: 0 });

    const signalled = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    // The held chat call was aborted at the deadline, not waited for.
    expect(Date.now() - signalled).toBeLessThan(60_000);
    expect(first.output()).toContain("released 1 running task to another worker");
    // Not failed, not refunded: it is still being made.
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).toMatchObject({ status: "GENERATING" });
    expect(await t.db().creditLedgerEntry.count({ where: { candidateId: mock.candidateId, reason: "MOCK_REFUND" } })).toBe(0);
    expect(first.output()).not.toContain("final");

    workers.fake().setLatency("chat", 0);
    const second = startWorkerProcess(30);
    await waitForMockStatus(mock.id, "QUESTION_GENERATED");
    // The mock is ready a moment before the queue records the task as done.
    await waitFor(async () => (await task(id)).state === "completed", "the queue to record the task as completed");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
