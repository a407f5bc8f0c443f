// POST /api/payment/dev-checkout – the local test checkout (no Razorpay keys; never in production unless DEV_PAYMENTS=1)
import { NextResponse } from "next/server";
import { parseWith } from "@/lib/http/parse";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { completeDevCheckout } from "@/lib/payments/dev-checkout";
import { ZDevCheckout } from "@/lib/payments/schema";

export const POST = withCandidate(async (req, candidate) => {
  const body = parseWith(ZDevCheckout, await readJson(req));
  return NextResponse.json(await completeDevCheckout({ candidateId: candidate.id, ...body }));
});
