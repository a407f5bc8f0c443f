// GET /api/payment/coupon-verify?type&planName&coupon – { success, discount, message } (discount in rupees)
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { withCandidate } from "@/lib/http/with-candidate";
import { parseWith, searchParamsOf } from "@/lib/http/parse";
import { verifyCoupon } from "@/lib/payments/coupons";
import { findPurchasablePlan } from "@/lib/payments/plans";
import { ZCouponQuery } from "@/lib/payments/schema";

export const GET = withCandidate(async (req, candidate) => {
  const query = parseWith(ZCouponQuery, searchParamsOf(req));
  const plan = await findPurchasablePlan({ type: query.type, planName: query.planName });
  const result = await verifyCoupon({ code: query.coupon, plan, candidateId: candidate.id, ip: clientIp(req) });
  return NextResponse.json(result, { status: result.success ? 200 : 400 });
});
