// POST /api/payment/webhook: verify X-Razorpay-Signature over the raw body, store the event
// once (x-razorpay-event-id), queue the work and answer at once. The queued task applies
// payment.captured, order.paid and payment.failed through the same settle functions.
import { createHash } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { sendTask } from "@/lib/queue";
import { markOrderFailed, markOrderPaid } from "./settle-order";
import { isValidWebhookSignature } from "./signature";

const PROVIDER = "razorpay";

/** Razorpay's events are a few kilobytes: a larger body is refused unread (a public route buffers only what it needs). */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

export async function receiveWebhook(o: { rawBody: string; signature: string | null; eventId: string | null }): Promise<{ stored: boolean }> {
  const secret = env().RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError("NOT_FOUND", "Webhooks are not configured");
  if (!isValidWebhookSignature({ rawBody: o.rawBody, signature: o.signature, secret })) {
    throw new AppError("PAYMENT_SIGNATURE_INVALID", "Invalid signature");
  }
  let payload: { event?: unknown };
  try {
    payload = JSON.parse(o.rawBody) as { event?: unknown };
  } catch {
    throw new AppError("INVALID_INPUT", "Invalid payload");
  }
  const eventId = o.eventId?.trim() || `body:${createHash("sha256").update(o.rawBody).digest("hex")}`;
  const inserted = await db().paymentEvent.createManyAndReturn({
    data: [{ provider: PROVIDER, eventId, type: typeof payload.event === "string" ? payload.event : "unknown", payload: payload as Prisma.InputJsonValue }],
    skipDuplicates: true,
    select: { id: true },
  });
  const row = inserted[0];
  if (!row) return { stored: false }; // a redelivery: already stored and queued
  try {
    await sendTask("payments.webhook", { eventRowId: row.id });
  } catch (error) {
    // Stored but not queued: the reconciliation task picks up unprocessed events.
    logger().error({ err: error, eventId }, "could not queue a payment webhook");
  }
  return { stored: true };
}

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  currency?: string;
  status?: string;
  error_description?: string;
}

interface WebhookPayload {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string; amount_paid?: number } } };
}

async function applyEvent(payload: WebhookPayload): Promise<string> {
  const payment = payload.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? payload.payload?.order?.entity?.id;
  if (!providerOrderId) return "ignored: no order";
  const order = await db().paymentOrder.findUnique({ where: { providerOrderId } });
  if (!order) return "ignored: unknown order";
  switch (payload.event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment?.id) return "ignored: no payment";
      if (payment.amount !== order.amountPaise || (payment.currency ?? "INR") !== order.currency) {
        logger().warn({ orderId: order.id, amount: payment.amount }, "webhook payment amount does not match its order");
        return "refused: amount mismatch";
      }
      const settled = await markOrderPaid({ orderId: order.id, providerPaymentId: payment.id, source: payload.event });
      return settled.granted ? "paid: granted" : "paid: already granted";
    }
    case "payment.failed": {
      const failed = await markOrderFailed({ orderId: order.id, reason: payment?.error_description ?? "Payment failed" });
      return failed ? "failed" : "ignored: order not open";
    }
    default:
      return `ignored: ${payload.event ?? "no event"}`;
  }
}

/** The queued task's work: idempotent, so a second delivery of the task changes nothing. */
export async function processWebhookEvent(o: { eventRowId: string }): Promise<string> {
  const event = await db().paymentEvent.findUnique({ where: { id: o.eventRowId } });
  if (!event) return "missing";
  if (event.processedAt) return event.outcome ?? "processed";
  const outcome = await applyEvent(event.payload as WebhookPayload);
  await db().paymentEvent.updateMany({ where: { id: event.id, processedAt: null }, data: { processedAt: new Date(), outcome } });
  return outcome;
}
