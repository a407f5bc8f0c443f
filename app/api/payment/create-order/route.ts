// POST /api/payment/create-order – { couponCode, currency, type, planName } → { order: { amount, currency, id }, keyId }
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { createPaymentOrder } from "@/lib/payments/create-order";
import { ZCreateOrder } from "@/lib/payments/schema";

export const POST = route({ auth: "candidate", body: ZCreateOrder }, async ({ candidate, body, req }) =>
  NextResponse.json(await createPaymentOrder({ candidateId: candidate.id, ip: clientIp(req), ...body }), { status: 201 }),
);
