// A partner event: one delivery row for each of the company's endpoints subscribed to it, written
// in the caller's transaction when it has one, then queued. A delivery whose task was never queued
// (a crash between the commit and the queue) is queued by "webhooks.resume" within a minute.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { sendTask } from "@/lib/queue";
import type { PartnerEvent } from "./events";

type EventData = Record<string, string | number | boolean | null>;

/** Writes the deliveries of one event; returns their ids, to queue once the transaction commits. */
export async function recordPartnerEvent(options: { companyId: string; type: PartnerEvent; data: EventData; tx?: Tx }): Promise<string[]> {
  const client = options.tx ?? db();
  const endpoints = await client.webhookEndpoint.findMany({
    where: { companyId: options.companyId, deletedAt: null, events: { has: options.type } },
    select: { id: true },
  });
  if (endpoints.length === 0) return [];
  const payload = JSON.stringify({ type: options.type, timestamp: new Date().toISOString(), data: options.data });
  const rows = await Promise.all(
    endpoints.map((endpoint) =>
      client.webhookDelivery.create({
        data: { endpointId: endpoint.id, messageId: `msg_${randomBytes(16).toString("hex")}`, eventType: options.type, payload },
        select: { id: true },
      }),
    ),
  );
  return rows.map((row) => row.id);
}

/** Queues deliveries (at most one task per delivery waiting or running). A failure here is caught up by the sweep. */
export async function queueDeliveries(deliveryIds: string[]): Promise<void> {
  for (const deliveryId of deliveryIds) {
    await sendTask("webhooks.deliver", { deliveryId }, { singletonKey: deliveryId }).catch((error: unknown) =>
      logger().error({ err: error, deliveryId }, "could not queue a webhook delivery"),
    );
  }
}

/**
 * Records and queues an event after the change it announces was committed. The change stands if
 * the event cannot be written: that is logged, never the caller's failure.
 */
export async function emitPartnerEvent(options: { companyId: string; type: PartnerEvent; data: EventData }): Promise<void> {
  const ids = await recordPartnerEvent(options).catch((error: unknown) => {
    logger().error({ err: error, event: options.type }, "could not record a partner event");
    return [];
  });
  await queueDeliveries(ids);
}

/** "webhooks.resume": queues the deliveries left pending for over a minute with no task on its way. */
export async function resumeDeliveries(): Promise<number> {
  const pending = await db().webhookDelivery.findMany({
    where: { status: "pending", createdAt: { lt: new Date(Date.now() - 60_000) } },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  await queueDeliveries(pending.map((row) => row.id));
  return pending.length;
}
