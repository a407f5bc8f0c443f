// POST /api/payment/full-discount – { coupon, currency, type, planName }: a free order → { success, receivedCoins, availableCoins }
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { parseWith } from "@/lib/http/parse";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { redeemFullDiscount } from "@/lib/payments/full-discount";
import { ZFullDiscount } from "@/lib/payments/schema";

export const POST = withCandidate(async (req, candidate) => {
  const body = parseWith(ZFullDiscount, await readJson(req));
  const { receivedCoins, availableCoins } = await redeemFullDiscount({ candidateId: candidate.id, ip: clientIp(req), ...body });
  return NextResponse.json({ success: true, receivedCoins, availableCoins });
});
