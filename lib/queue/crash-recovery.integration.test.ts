// A worker killed with SIGKILL in the middle of a mock's question generation and of another mock's
// evaluation: after a new worker starts, both finish within a minute, not after their expiry
// (15 and 5 minutes). The workers are real `npm run worker` processes on this file's database,
// talking to the fake OpenAI server, which holds their chat requests until the kill.
import { describe, expect, it } from "vitest";
import { sendTask } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock, fakeWebm, waitForMockStatus } from "@/test/mock-interview";
import { waitFor } from "@/test/wait-for";
import { useWorkerProcesses } from "@/test/worker-processes";

const t = useTestDatabase();
const RESTART_BUDGET_MS = 60_000;
const workers = useWorkerProcesses(t.url);

async function activeJobs(...names: string[]): Promise<number> {
  const [row] = await t.db().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])`, names);
  return Number(row!.n);
}

describe("after a worker is killed half-way", () => {
  it("generates one mock and evaluates another within a minute of a new worker starting", { timeout: 180_000 }, async () => {
    const candidate = await createCandidate();
    const generating = await t.db().mock.create({
      data: {
        candidateId: candidate.id,
        title: "Site Reliability Engineer",
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
    const answered = await createReadyMock(candidate.id, { questions: 2, title: "Platform Engineer" });
    const questions = await t.db().mockQuestion.findMany({ where: { mockId: answered.id }, orderBy: { position: "asc" } });
    for (const question of questions) {
      const key = `mocks/${candidate.id}/answers/crash-${question.position}.webm`;
      await storage().put(key, fakeWebm(), { contentType: "video/webm" });
      await t.db().mockAnswer.create({
        data: { mockId: answered.id, questionId: question.id, videoKey: key, contentType: "video/webm", sizeBytes: 4096 },
      });
    }
    await t.db().mock.update({ where: { id: answered.id }, data: { status: "EVALUATING" } });

    // The first worker takes both tasks and waits on the AI provider when it is killed.
    workers.fake().setLatency("chat", 120_000);
    const first = workers.start().child;
    await sendTask("mocks.generate", { mockId: generating.id });
    await sendTask("mocks.evaluate", { mockId: answered.id });
    await waitFor(async () => workers.fake().waiting.chat >= 2 && (await activeJobs("mocks.generate", "mocks.evaluate")) === 2, "both tasks to be running");
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: generating.id } })).toMatchObject({ status: "GENERATING" });
    expect(await t.db().mock.findUniqueOrThrow({ where: { id: answered.id } })).toMatchObject({ status: "EVALUATING" });

    workers.fake().setLatency("chat", 0);
    workers.start();
    // Both within the budget, counted from the restart.
    await Promise.all([
      waitForMockStatus(generating.id, "QUESTION_GENERATED", RESTART_BUDGET_MS),
      waitForMockStatus(answered.id, "PROCESS_COMPLETED", RESTART_BUDGET_MS),
    ]);
    // Run again, not twice over: one set of questions, one evaluation notification.
    const generated = await t.db().mockQuestion.findMany({ where: { mockId: generating.id } });
    expect(generated.map((q) => q.position).sort((x, y) => x - y)).toEqual(generated.map((_, i) => i + 1));
    expect(generated.every((q) => q.audioKey)).toBe(true);
    expect(await t.db().notification.count({ where: { candidateId: candidate.id, kind: "mock_evaluated" } })).toBe(1);
  });
});
