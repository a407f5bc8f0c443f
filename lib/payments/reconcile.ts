// The periodic check: orders still CREATED 15 minutes after checkout opened are asked about at
// Razorpay (a lost callback and a lost webhook must not lose a payment), stored webhook events
// that never got processed are processed, and expired credits are settled.
import { PAYMENT_RECONCILE_AFTER_MINUTES } from "./price-list";
import { settleAllExpired } from "@/lib/credits";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { gateway } from "./gateway";
import { markOrderFailed, markOrderPaid } from "./settle-order";
import { processWebhookEvent } from "./webhook";

const MINUTE = 60_000;
/** After this long with no captured payment an order is closed as failed. */
const ABANDON_AFTER_MINUTES = 24 * 60;

interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  error_description?: string | null;
}

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
  events: number;
}

export async function reconcilePayments(o: { now?: Date } = {}): Promise<ReconcileResult> {
  const now = o.now ?? new Date();
  const result: ReconcileResult = { checked: 0, paid: 0, failed: 0, events: 0 };
  const g = gateway();
  if (g.kind === "razorpay") {
    const stale = await db().paymentOrder.findMany({
      where: { status: "CREATED", provider: "RAZORPAY", createdAt: { lte: new Date(now.getTime() - PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE) } },
      orderBy: { createdAt: "asc" },
      take: 100,
    });
    for (const order of stale) {
      result.checked++;
      try {
        const { items } = (await g.client.orders.fetchPayments(order.providerOrderId)) as unknown as { items: RazorpayPayment[] };
        const captured = items.find((p) => p.status === "captured" && p.amount === order.amountPaise && p.currency === order.currency);
        if (captured) {
          await markOrderPaid({ orderId: order.id, providerPaymentId: captured.id, source: "reconciliation" });
          result.paid++;
        } else if (now.getTime() - order.createdAt.getTime() > ABANDON_AFTER_MINUTES * MINUTE && !items.some((p) => p.status === "authorized")) {
          const reason = items.at(-1)?.error_description ?? "No payment was completed";
          if (await markOrderFailed({ orderId: order.id, reason })) result.failed++;
        }
      } catch (error) {
        logger().warn({ err: error, orderId: order.id }, "reconciliation: could not check an order");
      }
    }
  }
  const unprocessed = await db().paymentEvent.findMany({
    where: { processedAt: null, receivedAt: { lte: new Date(now.getTime() - MINUTE) } },
    select: { id: true },
    take: 100,
  });
  for (const event of unprocessed) {
    await processWebhookEvent({ eventRowId: event.id });
    result.events++;
  }
  await settleAllExpired({ now });
  return result;
}
