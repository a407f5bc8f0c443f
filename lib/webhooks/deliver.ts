// "webhooks.deliver": one attempt at one delivery, signed by the Standard Webhooks rules
// (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<HMAC-SHA256>`). A 2xx answer ends
// it; anything else throws so that the queue tries again with back-off, for about a day. Redirects
// are not followed, and an address that is not public ends it at once.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import type { TaskContext } from "@/lib/queue/define-task";
import { WEBHOOK_TIMEOUT_MS } from "./events";
import { resolveWebhookTarget, WebhookAddressRefused } from "./safe-address";

type Attempt = { status: number | null; error: string | null; final: boolean };

/** POSTs the body to the URL, connecting only to `address`; resolves with the answer's status. */
function post(url: URL, address: { address: string; family: 4 | 6 }, headers: Record<string, string>, body: string, signal?: AbortSignal) {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup, timeout: WEBHOOK_TIMEOUT_MS, signal },
      (res) => {
        res.resume(); // the answer's body is not read: only its status counts
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end(body);
  });
}

async function attempt(endpoint: { url: string; secret: string }, messageId: string, payload: string, signal?: AbortSignal): Promise<Attempt> {
  try {
    const url = new URL(endpoint.url);
    const target = await resolveWebhookTarget(url);
    const sentAt = new Date();
    const headers = {
      "content-type": "application/json",
      "user-agent": "HireReady-Webhooks/1",
      "webhook-id": messageId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": new Webhook(endpoint.secret).sign(messageId, sentAt, payload),
    };
    const status = await post(url, target, headers, payload, signal);
    return { status, error: status >= 200 && status < 300 ? null : `answered ${status}`, final: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: null, error: message, final: error instanceof WebhookAddressRefused };
  }
}

export async function deliverWebhook(options: { deliveryId: string }, context?: Pick<TaskContext, "isLastAttempt" | "signal">): Promise<string> {
  const row = await db().webhookDelivery.findUnique({
    where: { id: options.deliveryId },
    select: { status: true, messageId: true, payload: true, endpoint: { select: { url: true, secret: true, deletedAt: true } } },
  });
  if (!row || row.status !== "pending") return row?.status ?? "missing";
  if (row.endpoint.deletedAt) {
    await db().webhookDelivery.updateMany({ where: { id: options.deliveryId, status: "pending" }, data: { status: "cancelled" } });
    return "cancelled";
  }
  const result = await attempt(row.endpoint, row.messageId, row.payload, context?.signal);
  const delivered = result.error === null;
  const status = delivered ? "delivered" : result.final || context?.isLastAttempt ? "failed" : "pending";
  await db().webhookDelivery.update({
    where: { id: options.deliveryId },
    data: {
      attempts: { increment: 1 },
      lastStatus: result.status,
      lastError: result.error,
      lastAttemptAt: new Date(),
      status,
      deliveredAt: delivered ? new Date() : undefined,
    },
  });
  if (status === "pending") throw new Error(`webhook delivery ${options.deliveryId} ${result.error}`);
  return status;
}
