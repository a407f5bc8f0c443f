// POST /api/payment/webhook – Razorpay webhooks (payment.captured, order.paid, payment.failed), signed over the raw body (at most 1 MB)
import { route } from "@/lib/http/route";
import { receiveWebhook, WEBHOOK_MAX_BYTES } from "@/lib/payments/webhook";

export const POST = route({ auth: "public", text: { maxBytes: WEBHOOK_MAX_BYTES } }, async ({ req, text }) => {
  const { stored } = await receiveWebhook({
    rawBody: text,
    signature: req.headers.get("x-razorpay-signature"),
    eventId: req.headers.get("x-razorpay-event-id"),
  });
  return { received: true, duplicate: !stored };
});
