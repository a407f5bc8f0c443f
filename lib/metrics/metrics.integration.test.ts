// GET /metrics: its token rules, and counters that move when requests, uploads and background tasks run.
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { createPeerAddressServer } from "@/lib/http/peer-address-server";
import { sendMailLater, stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { storeUpload } from "@/lib/uploads/store-upload";
import { useTestDatabase } from "@/test/db";
import { makePdf } from "@/test/pdf-fixture";

useTestDatabase();

const TOKEN = "scrape-token-0123456789abcdef";
const server = createPeerAddressServer((req, res) => {
  res.statusCode = req.url?.startsWith("/api/files/") ? 404 : 204;
  res.end();
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopQueue();
});

function withToken() {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvForTests();
}

async function scrape(): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics", () => {
  it("does not exist without METRICS_TOKEN, and refuses a missing or wrong token with 401", async () => {
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    withToken();
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}` } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const text = await scrape();
    expect(text).toContain("hireready_process_cpu_user_seconds_total");
    expect(text).toContain("hireready_db_pool_idle");
  });

  it("counts requests by route pattern, method and status, not by raw URL", async () => {
    withToken();
    const before = await scrape();
    const saved = 'hireready_http_requests_total{route="/api/jobs/saved-searches/[id]",method="DELETE",status="204"}';
    const files = 'hireready_http_requests_total{route="/api/files/[...key]",method="GET",status="404"}';
    await Promise.all([
      fetch(`${base}/api/jobs/saved-searches/one`, { method: "DELETE" }),
      fetch(`${base}/api/jobs/saved-searches/two`, { method: "DELETE" }),
      fetch(`${base}/api/jobs/saved-searches/three`, { method: "DELETE" }),
      fetch(`${base}/api/files/cv/a/b.pdf`),
    ]);
    const after = await scrape();
    expect(value(after, saved) - value(before, saved)).toBe(3);
    expect(value(after, files) - value(before, files)).toBe(1);
    expect(after).not.toContain("saved-searches/one");
    const bucket = 'hireready_http_request_duration_seconds_count{route="/api/jobs/saved-searches/[id]",method="DELETE",status="204"}';
    expect(value(after, bucket) - value(before, bucket)).toBe(3);
  });

  it("counts background tasks that complete, and their duration", async () => {
    withToken();
    const before = await scrape();
    const worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
    try {
      await sendMailLater({ to: "metrics-one@example.com", subject: "One", text: "1", html: "" });
      await sendMailLater({ to: "metrics-two@example.com", subject: "Two", text: "2", html: "" });
      const completed = 'hireready_tasks_completed_total{task="mail.send"}';
      const deadline = Date.now() + 20_000;
      let after = await scrape();
      while (value(after, completed) - value(before, completed) < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await scrape();
      }
      expect(value(after, completed) - value(before, completed)).toBe(2);
      expect(value(after, 'hireready_task_duration_seconds_count{task="mail.send",outcome="completed"}')).toBeGreaterThanOrEqual(2);
      expect(value(after, 'hireready_tasks_running{task="mail.send"}')).toBe(0);
      expect(value(after, 'hireready_tasks_queued{task="mail.send"}')).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("counts uploads in flight while they are received, and the bytes received", async () => {
    withToken();
    const before = await scrape();
    const pdf = makePdf(["Asha Rao", "Backend engineer"]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slowly() {
      yield pdf.subarray(0, 10);
      await held;
      yield pdf.subarray(10);
    }
    const storing = storeUpload({ body: slowly(), kind: UPLOAD_KINDS.cv, key: (ext) => `test/metrics-cv.${ext}` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await scrape();
    expect(value(during, "hireready_uploads_in_flight") - value(before, "hireready_uploads_in_flight")).toBe(1);
    release();
    const stored = await storing;
    expect(stored.size).toBe(pdf.length);
    const after = await scrape();
    expect(value(after, "hireready_uploads_in_flight")).toBe(value(before, "hireready_uploads_in_flight"));
    expect(value(after, "hireready_upload_bytes_received_total") - value(before, "hireready_upload_bytes_received_total")).toBe(pdf.length);
  });
});
