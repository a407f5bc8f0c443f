import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { queue, sendMailLater, sendTask, stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { startFakeSmtp } from "@/test/fake-smtp";
import { waitFor } from "@/test/wait-for";

useTestDatabase();

describe("background tasks on pg-boss", () => {
  let worker: { stop: () => Promise<void> };
  const log: string[] = [];

  beforeAll(async () => {
    worker = await startTaskWorker({ log: (line) => log.push(line), pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  it("runs a queued e-mail in the worker, which delivers it to the outbox", async () => {
    const id = await sendMailLater({ to: "queued@example.com", subject: "Later", text: "Code 123456", html: "" });
    const [entry] = await waitFor(async () => {
      const entries = await readOutbox({ to: "queued@example.com" });
      return entries.length > 0 && entries;
    }, "the queued e-mail");
    expect(entry).toMatchObject({ kind: "email", subject: "Later", text: "Code 123456" });

    const boss = await queue();
    const task = await waitFor(async () => {
      const [found] = await boss.findJobs("mail.send", { id });
      return found?.state === "completed" && found;
    }, "the task to complete");
    expect(task.retryLimit).toBe(3);
    expect(task.retryBackoff).toBe(true);
  });

  it("refuses to queue input that does not match the task's schema", async () => {
    await expect(sendTask("mail.send", { to: "", subject: "x", text: "x", html: "" })).rejects.toThrow();
  });

  it("retries an e-mail whose first SMTP attempt fails, then delivers it once", async () => {
    const smtp = await startFakeSmtp();
    smtp.refuseNext(1);
    try {
      // retryDelay 1 s keeps the test short; the backoff still applies.
      const id = await sendTask("mail.send", { to: "flaky@example.com", subject: "Retry", text: "hi", html: "" }, { retryDelay: 1 });
      const boss = await queue();
      const task = await waitFor(async () => {
        const [found] = await boss.findJobs("mail.send", { id });
        return found?.state === "completed" && found;
      }, "the retried task to complete");
      expect(task.retryCount).toBe(1);
      expect(smtp.attempts()).toBe(2);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["flaky@example.com"]]);
      expect(log.some((line) => line.includes(`${id} failed (attempt 1)`) && line.includes("Mailbox busy"))).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});
