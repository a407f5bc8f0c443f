// GET /api/payment/coupon-verify?type&planName&coupon – { success, discount, message } (discount in rupees)
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { verifyCoupon } from "@/lib/payments/coupons";
import { ZCouponQuery } from "@/lib/payments/schema";

export const GET = route({ auth: "candidate", query: ZCouponQuery }, ({ candidate, query, req }) =>
  verifyCoupon({ code: query.coupon, type: query.type, planName: query.planName, candidateId: candidate.id, ip: clientIp(req) }),
);
