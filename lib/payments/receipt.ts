// The e-mailed receipt for a paid order, in the candidate's language: plan, amount, discount, order and payment ids, date.
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/catalogs";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { mailLocale, mailText } from "@/lib/i18n/mail-text";
import { logger } from "@/lib/log";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { sendMailLater } from "@/lib/queue";
import { rupees } from "./price";
import { formatDayTimeIn, formatInr } from "@/lib/format";

const inr = (paise: number) => formatInr(rupees(paise), { paise: true });

export async function buildReceipt(orderId: string): Promise<MailMessage> {
  const order = await db().paymentOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { plan: true, coupon: { select: { code: true } }, candidate: { select: { email: true, firstName: true, language: true } } },
  });
  const mail = mailText(mailLocale(order.candidate.language));
  const { say } = mail;
  // A mock plan's name by its code (the English catalog's are the stored names); another plan keeps its stored name.
  const planNames: Record<string, string> = messagesFor(mail.locale, "plans").planNames;
  const plan = (order.plan.type === "MOCK" ? planNames[order.plan.planName] : undefined) ?? order.plan.name;
  const count = order.plan.credits;
  const paidAt = order.paidAt ?? order.createdAt;
  const rows: [string, string][] = [
    [say("receiptPlan"), say(count === 1 ? "receiptPlanOne" : "receiptPlanMany", { plan, count })],
    [say("receiptPrice"), inr(order.amountPaise + order.discountPaise)],
    [
      say("receiptDiscount"),
      order.discountPaise > 0 ? `${inr(order.discountPaise)}${order.coupon ? ` (${order.coupon.code})` : ""}` : say("receiptNoDiscount"),
    ],
    [say("receiptPaid"), inr(order.amountPaise)],
    [say("receiptOrder"), order.providerOrderId],
    [say("receiptPayment"), order.providerPaymentId ?? (order.provider === "FREE" ? say("receiptFreeOrder") : "-")],
    [say("receiptDate"), say("receiptWhen", { date: formatDayTimeIn(paidAt, FORMAT_TAGS[mail.locale]) })],
  ];
  const greeting = order.candidate.firstName ? mail.greeting(order.candidate.firstName) : say("receiptGreeting");
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: say("receiptTitle"),
    intro: say(count === 1 ? "receiptIntroOne" : "receiptIntroMany", { greeting, count }),
    rows,
    action: { label: say("receiptAction"), href: `${env().appUrl}/mock` },
    outro: say("receiptOutro"),
  });
  return { to: order.candidate.email, subject: say("receiptSubject", { plan }), html, text };
}

/** Queued after the grant commits; a failure to queue is logged, never undoes the purchase. */
export async function queueReceipt(orderId: string): Promise<void> {
  try {
    await sendMailLater(await buildReceipt(orderId));
  } catch (error) {
    logger().error({ err: error, orderId }, "could not queue the payment receipt");
  }
}
