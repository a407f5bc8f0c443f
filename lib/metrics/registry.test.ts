// /metrics of an app server answers for its worker process too (scripts/serve.ts): the worker's
// task runs are added to the server's, and the server's own figures stay its own.
import { afterEach, describe, expect, it } from "vitest";
import { forgetProcessWide } from "@/lib/process-wide";
import { addMetricsSource, metrics, metricsText, taskRunMetrics } from "./registry";

afterEach(() => {
  forgetProcessWide("metrics");
  forgetProcessWide("metrics-sources");
});

const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);

/** What a worker process would answer after `completed` mail.send runs: its own registry's task metrics. */
async function workerAnswer(completed: number): Promise<object[]> {
  forgetProcessWide("metrics");
  metrics().tasksCompleted.inc({ task: "mail.send" }, completed);
  metrics().taskDuration.observe({ task: "mail.send", outcome: "completed" }, 0.2);
  const answer = await taskRunMetrics();
  forgetProcessWide("metrics");
  return JSON.parse(JSON.stringify(answer)) as object[];
}

describe("metrics answered for a worker process", () => {
  it("are this process's alone without a source", async () => {
    metrics().tasksCompleted.inc({ task: "mail.send" }, 2);
    expect(value(await metricsText(), 'hireready_tasks_completed_total{task="mail.send"}')).toBe(2);
  });

  it("add the workers' task runs to this process's, keep this process's own figures, and skip a worker that does not answer", async () => {
    const [first, second] = [await workerAnswer(5), await workerAnswer(1)];
    metrics().tasksCompleted.inc({ task: "mail.send" }, 2);
    addMetricsSource(async () => first);
    addMetricsSource(async () => second);
    addMetricsSource(async () => null);
    const text = await metricsText();
    expect(value(text, 'hireready_tasks_completed_total{task="mail.send"}')).toBe(8);
    expect(value(text, 'hireready_task_duration_seconds_count{task="mail.send",outcome="completed"}')).toBe(2);
    expect(value(text, "hireready_process_start_time_seconds")).toBeGreaterThan(0);
    expect(text.match(/^hireready_nodejs_version_info/gm)).toHaveLength(1);
  });
});
