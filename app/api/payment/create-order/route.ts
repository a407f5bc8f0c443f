// POST /api/payment/create-order – { couponCode, currency, type, planName } → { order: { amount, currency, id }, keyId }
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { parseWith } from "@/lib/http/parse";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { createPaymentOrder } from "@/lib/payments/create-order";
import { ZCreateOrder } from "@/lib/payments/schema";

export const POST = withCandidate(async (req, candidate) => {
  const body = parseWith(ZCreateOrder, await readJson(req));
  const created = await createPaymentOrder({ candidateId: candidate.id, ip: clientIp(req), ...body });
  return NextResponse.json(created, { status: 201 });
});
