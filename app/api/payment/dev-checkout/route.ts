// POST /api/payment/dev-checkout – the local test checkout (no Razorpay keys; never in production unless DEV_PAYMENTS=1)
import { route } from "@/lib/http/route";
import { completeDevCheckout } from "@/lib/payments/dev-checkout";
import { ZDevCheckout } from "@/lib/payments/schema";

export const POST = route({ auth: "candidate", body: ZDevCheckout }, ({ candidate, body }) => completeDevCheckout({ candidateId: candidate.id, ...body }));
