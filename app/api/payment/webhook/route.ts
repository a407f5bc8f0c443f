// POST /api/payment/webhook – Razorpay webhooks (payment.captured, order.paid, payment.failed), signed over the raw body
import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/http/respond";
import { receiveWebhook } from "@/lib/payments/webhook";

export async function POST(req: Request) {
  try {
    const rawBody = await req.text();
    const { stored } = await receiveWebhook({
      rawBody,
      signature: req.headers.get("x-razorpay-signature"),
      eventId: req.headers.get("x-razorpay-event-id"),
    });
    return NextResponse.json({ received: true, duplicate: !stored });
  } catch (error) {
    return errorResponse(error);
  }
}
