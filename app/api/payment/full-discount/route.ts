// POST /api/payment/full-discount – { coupon, currency, type, planName }: a free order → { success, receivedCoins, availableCoins }
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { redeemFullDiscount } from "@/lib/payments/full-discount";
import { ZFullDiscount } from "@/lib/payments/schema";

export const POST = route({ auth: "candidate", body: ZFullDiscount }, async ({ candidate, body, req }) => {
  const { receivedCoins, availableCoins } = await redeemFullDiscount({ candidateId: candidate.id, ip: clientIp(req), ...body });
  return { success: true, receivedCoins, availableCoins };
});
