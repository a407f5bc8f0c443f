import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { resetEnvForTests } from "@/lib/env";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { waitFor } from "@/test/wait-for";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createApiKey } from "./api-keys";
import { deliverWebhook } from "@/lib/webhooks/deliver";
import { emitPartnerEvent } from "@/lib/webhooks/emit-event";

const collection = await import("@/app/api/partner/v1/webhooks/route");
const one = await import("@/app/api/partner/v1/webhooks/[webhookId]/route");
const rotate = await import("@/app/api/partner/v1/webhooks/[webhookId]/rotate-secret/route");
const deliveries = await import("@/app/api/partner/v1/webhooks/[webhookId]/deliveries/route");

const t = useTestDatabase();

type Received = { path: string; headers: Record<string, string>; body: string };

/** A partner's receiver on loopback: answers each request with the next status of `script` (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
      const status = script.shift() ?? 200;
      res.writeHead(status, status === 302 ? { location: "/moved" } : {}).end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    script,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    namedUrl: (path: string) => `http://localhost:${port}${path}`,
    close: () => server.close(),
  };
}

function call(handler: (req: Request, ctx: never) => Promise<Response>, method: string, key: string, path: string, params: object, body?: unknown) {
  const req = new Request(`http://localhost/api/partner/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve(params) } as never);
}

async function json(res: Response) {
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as Record<string, unknown> };
}

function allowPrivate(on: boolean) {
  if (on) process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = "1";
  else delete process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES;
  resetEnvForTests();
}

describe("outbound partner webhooks", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let keyA: string;
  let keyB: string;
  let companyA: { id: string };
  let companyB: { id: string };

  const register = async (key: string, url: string, events: string[] = ["application.created"]) =>
    json(await call(collection.POST, "POST", key, "/webhooks", {}, { url, events }));
  const log = async (key: string, webhookId: string) => json(await call(deliveries.GET, "GET", key, `/webhooks/${webhookId}/deliveries`, { webhookId }));
  const deliveryIdsOf = async (webhookId: string) =>
    (await t.db().webhookDelivery.findMany({ where: { endpointId: webhookId }, orderBy: { createdAt: "asc" } })).map((d) => d.id);

  /** A new candidate, with a CV, applies to a new job of the company: the application's id. */
  async function apply(companyId: string) {
    const job = await createJob(companyId);
    const candidate = await createCandidate({ resumeKey: `cv/${job.id}.pdf`, resumeName: "cv.pdf" });
    const { application } = await applyToJob({ candidateId: candidate.id, jobRef: job.id });
    return { applicationId: application.id, jobId: job.id };
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    companyA = await createCompany({ name: "Alpha Hiring" });
    companyB = await createCompany({ name: "Brightloom" });
    keyA = (await createApiKey({ companyId: companyA.id, name: "test" })).key;
    keyB = (await createApiKey({ companyId: companyB.id, name: "test" })).key;
  });

  beforeEach(() => allowPrivate(true));

  afterAll(async () => {
    allowPrivate(false);
    receiver.close();
    await stopQueue();
  });

  it("signs each delivery by Standard Webhooks, keeps its id across retries, and logs every attempt", async () => {
    const created = await register(keyB, receiver.url("/hooks/b"));
    expect(created.status).toBe(201);
    const { id: webhookId, secret } = created.body as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const { applicationId, jobId } = await apply(companyB.id);
    const [deliveryId] = await deliveryIdsOf(webhookId);
    receiver.script.push(500, 503);
    const before = receiver.received.length;

    await expect(deliverWebhook({ deliveryId: deliveryId! })).rejects.toThrow(/answered 500/);
    expect((await log(keyB, webhookId)).body.data).toEqual([
      expect.objectContaining({ event: "application.created", status: "pending", attempts: 1, lastResponseStatus: 500, deliveredAt: null }),
    ]);
    await expect(deliverWebhook({ deliveryId: deliveryId! })).rejects.toThrow(/answered 503/);
    expect(await deliverWebhook({ deliveryId: deliveryId! })).toBe("delivered");
    // A task run again after its success (at-least-once queues) sends nothing more.
    expect(await deliverWebhook({ deliveryId: deliveryId! })).toBe("delivered");

    const sent = receiver.received.slice(before);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers["webhook-id"])).size).toBe(1);
    for (const request of sent) {
      expect(request.path).toBe("/hooks/b");
      // The receiver's side: the reference library accepts the signature with the endpoint's secret.
      const verified = new Webhook(secret).verify(request.body, request.headers) as { type: string; data: object };
      expect(verified).toEqual({ type: "application.created", timestamp: expect.any(String), data: { applicationId, jobId } });
    }
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(sent[0]!.body, sent[0]!.headers)).toThrow();

    const [entry] = (await log(keyB, webhookId)).body.data as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ webhookId: sent[0]!.headers["webhook-id"], status: "delivered", attempts: 3, lastResponseStatus: 200, lastError: null });
    expect(entry!.deliveredAt).toEqual(expect.any(String));
  });

  it("marks a delivery failed on its last attempt, and does not follow a redirect", async () => {
    const { body } = await register(keyB, receiver.url("/hooks/redirecting"));
    const webhookId = (body as { id: string }).id;
    await apply(companyB.id);
    const [deliveryId] = await deliveryIdsOf(webhookId);
    receiver.script.push(302, 302);
    const before = receiver.received.length;
    await expect(deliverWebhook({ deliveryId: deliveryId! })).rejects.toThrow(/answered 302/);
    expect(await deliverWebhook({ deliveryId: deliveryId! }, { isLastAttempt: true, signal: new AbortController().signal })).toBe("failed");
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(["/hooks/redirecting", "/hooks/redirecting"]);
    const [entry] = (await log(keyB, webhookId)).body.data as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ status: "failed", attempts: 2, lastResponseStatus: 302, lastError: "answered 302" });
  });

  it("refuses loopback, private and metadata addresses, also a name that resolves to loopback", async () => {
    allowPrivate(false);
    for (const url of ["http://127.0.0.1:8080/x", "http://10.1.2.3/x", "http://169.254.169.254/latest/meta-data", "http://[::1]/x", "http://192.168.0.10/x"]) {
      expect(await register(keyA, url), url).toEqual({ status: 400, body: { error: "url must be a public address", code: "INVALID_INPUT" } });
    }
    expect((await register(keyA, "ftp://example.com/x")).status).toBe(400);
    expect((await register(keyA, "https://user:pass@example.com/x")).status).toBe(400);

    // A name is judged where it resolves, at each delivery: "localhost" is loopback, so nothing is sent.
    const named = await register(keyA, receiver.namedUrl("/hooks/named"));
    expect(named.status).toBe(201);
    const webhookId = (named.body as { id: string }).id;
    await apply(companyA.id);
    const [deliveryId] = await deliveryIdsOf(webhookId);
    const before = receiver.received.length;
    expect(await deliverWebhook({ deliveryId: deliveryId! })).toBe("failed");
    expect(receiver.received.length).toBe(before);
    const [entry] = (await log(keyA, webhookId)).body.data as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ status: "failed", attempts: 1, lastResponseStatus: null });
    expect(entry!.lastError).toMatch(/not a public address/);
    // Registered while private addresses were allowed makes no difference at delivery.
    allowPrivate(true);
    const literal = await register(keyA, receiver.url("/hooks/literal"));
    const literalId = (literal.body as { id: string }).id;
    await apply(companyA.id);
    allowPrivate(false);
    const [literalDelivery] = await deliveryIdsOf(literalId);
    expect(await deliverWebhook({ deliveryId: literalDelivery! })).toBe("failed");
    expect(receiver.received.length).toBe(before);
  });

  it("keeps each company to its own endpoints, events and deliveries", async () => {
    const mine = await register(keyA, receiver.url("/hooks/a"), ["interview.completed"]);
    const mineId = (mine.body as { id: string }).id;
    const theirs = await register(keyB, receiver.url("/hooks/b2"));
    const theirsId = (theirs.body as { id: string }).id;

    for (const [handler, method, path] of [
      [one.GET, "GET", `/webhooks/${theirsId}`],
      [one.DELETE, "DELETE", `/webhooks/${theirsId}`],
      [rotate.POST, "POST", `/webhooks/${theirsId}/rotate-secret`],
      [deliveries.GET, "GET", `/webhooks/${theirsId}/deliveries`],
    ] as const) {
      expect(await json(await call(handler as never, method, keyA, path, { webhookId: theirsId })), `${method} ${path}`).toEqual({
        status: 404,
        body: { error: "Webhook not found", code: "NOT_FOUND" },
      });
    }
    const listed = (await json(await call(collection.GET, "GET", keyA, "/webhooks", {}))).body.data as Array<Record<string, unknown>>;
    expect(listed.map((w) => w.id)).not.toContain(theirsId);
    expect(listed.find((w) => w.id === mineId)).toEqual({
      id: mineId,
      url: receiver.url("/hooks/a"),
      events: ["interview.completed"],
      createdAt: expect.any(String),
      secretRotatedAt: null,
    });

    // Company B's application reaches B's endpoints only; A's endpoint does not take application.created.
    await apply(companyB.id);
    expect(await deliveryIdsOf(mineId)).toEqual([]);
    expect(await deliveryIdsOf(theirsId)).toHaveLength(1);
    await emitPartnerEvent({ companyId: companyA.id, type: "interview.completed", data: { interviewId: "i-1", applicationId: null } });
    expect(await deliveryIdsOf(mineId)).toHaveLength(1);
  });

  it("signs with the rotated secret only, and a deleted endpoint gets nothing more", async () => {
    const created = await register(keyB, receiver.url("/hooks/rotating"));
    const { id: webhookId, secret: first } = created.body as { id: string; secret: string };
    const rotated = await json(await call(rotate.POST, "POST", keyB, `/webhooks/${webhookId}/rotate-secret`, { webhookId }));
    const second = (rotated.body as { secret: string }).secret;
    expect(second).not.toBe(first);
    expect((rotated.body as { secretRotatedAt: string | null }).secretRotatedAt).toEqual(expect.any(String));
    expect((await json(await call(one.GET, "GET", keyB, `/webhooks/${webhookId}`, { webhookId }))).body).not.toHaveProperty("secret");

    await apply(companyB.id);
    const [deliveryId] = await deliveryIdsOf(webhookId);
    const before = receiver.received.length;
    expect(await deliverWebhook({ deliveryId: deliveryId! })).toBe("delivered");
    const request = receiver.received[before]!;
    expect(() => new Webhook(second).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(first).verify(request.body, request.headers)).toThrow();

    await apply(companyB.id);
    const [, waiting] = await deliveryIdsOf(webhookId);
    expect((await call(one.DELETE, "DELETE", keyB, `/webhooks/${webhookId}`, { webhookId })).status).toBe(204);
    expect((await call(one.GET, "GET", keyB, `/webhooks/${webhookId}`, { webhookId })).status).toBe(404);
    expect(await deliverWebhook({ deliveryId: waiting! })).toBe("cancelled");
    expect(receiver.received.length).toBe(before + 1);
    await apply(companyB.id);
    expect(await deliveryIdsOf(webhookId)).toHaveLength(2);
  });

  it("delivers through the worker as soon as the application is made", async () => {
    const { body } = await register(keyB, receiver.url("/hooks/worker"));
    const { id: webhookId, secret } = body as { id: string; secret: string };
    const worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
    try {
      const { applicationId } = await apply(companyB.id);
      const request = await waitFor(() => receiver.received.find((r) => r.path === "/hooks/worker"), "the worker's delivery");
      expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ type: "application.created", data: { applicationId } });
      await waitFor(
        async () => ((await log(keyB, webhookId)).body.data as Array<{ status: string }>)[0]?.status === "delivered",
        "the delivery logged as delivered",
      );
    } finally {
      await worker.stop();
    }
  });

  it("refuses an unknown event and an empty list, and limits a company to ten endpoints at once", async () => {
    expect((await register(keyA, receiver.url("/x"), ["application.exploded"])).status).toBe(400);
    expect((await register(keyA, receiver.url("/x"), [])).status).toBe(400);
    const company = await createCompany({ name: "Gamma" });
    const key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => register(key, receiver.url(`/burst/${i}`))));
    expect(results.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(409)]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array(4).fill({ error: "A company may have at most 10 webhook endpoints", code: "WEBHOOK_LIMIT_REACHED" }),
    );
  });
});
