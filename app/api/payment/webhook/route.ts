// POST /api/payment/webhook – Razorpay webhooks (payment.captured, order.paid, payment.failed), signed over the raw body
import { route } from "@/lib/http/route";
import { receiveWebhook } from "@/lib/payments/webhook";

export const POST = route({ auth: "public" }, async ({ req }) => {
  const { stored } = await receiveWebhook({
    rawBody: await req.text(),
    signature: req.headers.get("x-razorpay-signature"),
    eventId: req.headers.get("x-razorpay-event-id"),
  });
  return { received: true, duplicate: !stored };
});
