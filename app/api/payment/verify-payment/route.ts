// POST /api/payment/verify-payment – Checkout's { razorpay_order_id, razorpay_payment_id, razorpay_signature } → { success, receivedCoins, availableCoins }
import { NextResponse } from "next/server";
import { parseWith } from "@/lib/http/parse";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { ZVerifyPayment } from "@/lib/payments/schema";
import { verifyPayment } from "@/lib/payments/verify-payment";

export const POST = withCandidate(async (req, candidate) => {
  const body = parseWith(ZVerifyPayment, await readJson(req));
  const { receivedCoins, availableCoins } = await verifyPayment({ candidateId: candidate.id, body });
  return NextResponse.json({ success: true, receivedCoins, availableCoins });
});
