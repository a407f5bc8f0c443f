// POST /api/mock/redeem – { token }: redeems a friend's share link for one credit
import { NextResponse } from "next/server";
import { z } from "zod";
import { redeemShareToken } from "@/lib/credits";
import { clientIp } from "@/lib/http/client-ip";
import { parseWith } from "@/lib/http/parse";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

const ZRedeem = z.object({ token: z.string().trim().min(1, "Token is required").max(200) });

export const POST = withCandidate(async (req, candidate) => {
  const { token } = parseWith(ZRedeem, await readJson(req));
  return NextResponse.json(await redeemShareToken({ candidateId: candidate.id, token, ip: clientIp(req) }));
});
