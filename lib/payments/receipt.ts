// The e-mailed receipt for a paid order: plan, amount, discount, order and payment ids, date.
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { sendMailLater } from "@/lib/queue";
import { rupees } from "./price";
import { formatDayTime, formatInr, zoneLabel } from "@/lib/format";

const inr = (paise: number) => formatInr(rupees(paise), { paise: true });

export async function buildReceipt(orderId: string): Promise<MailMessage> {
  const order = await db().paymentOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { plan: true, coupon: { select: { code: true } }, candidate: { select: { email: true, firstName: true } } },
  });
  const paidAt = order.paidAt ?? order.createdAt;
  const rows: [string, string][] = [
    ["Plan", `${order.plan.name} (${order.plan.credits} mock interview${order.plan.credits === 1 ? "" : "s"})`],
    ["Price", inr(order.amountPaise + order.discountPaise)],
    ["Discount", order.discountPaise > 0 ? `${inr(order.discountPaise)}${order.coupon ? ` (${order.coupon.code})` : ""}` : "None"],
    ["Amount paid", inr(order.amountPaise)],
    ["Order ID", order.providerOrderId],
    ["Payment ID", order.providerPaymentId ?? (order.provider === "FREE" ? "Free order" : "-")],
    ["Date", `${formatDayTime(paidAt)} ${zoneLabel()}`],
  ];
  const { html, text } = renderEmail({
    title: "Your payment receipt",
    intro: `Hi ${order.candidate.firstName ?? "there"}, thank you for your purchase. Your ${order.plan.credits} credit${order.plan.credits === 1 ? " is" : "s are"} ready to use.`,
    rows,
    action: { label: "Create a mock interview", href: `${env().appUrl}/mock` },
    outro: "Keep this e-mail for your records. If anything looks wrong, reply and our support team will help.",
  });
  return { to: order.candidate.email, subject: `Receipt for your ${order.plan.name} plan`, html, text };
}

/** Queued after the grant commits; a failure to queue is logged, never undoes the purchase. */
export async function queueReceipt(orderId: string): Promise<void> {
  try {
    await sendMailLater(await buildReceipt(orderId));
  } catch (error) {
    logger().error({ err: error, orderId }, "could not queue the payment receipt");
  }
}
