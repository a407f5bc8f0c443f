// POST /api/payment/verify-payment – Checkout's { razorpay_order_id, razorpay_payment_id, razorpay_signature } → { success, receivedCoins, availableCoins }
import { route } from "@/lib/http/route";
import { ZVerifyPayment } from "@/lib/payments/schema";
import { verifyPayment } from "@/lib/payments/verify-payment";

export const POST = route({ auth: "candidate", body: ZVerifyPayment }, async ({ candidate, body }) => {
  const { receivedCoins, availableCoins } = await verifyPayment({ candidateId: candidate.id, body });
  return { success: true, receivedCoins, availableCoins };
});
