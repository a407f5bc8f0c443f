// POST /api/mock/redeem – { token }: redeems a friend's share link for one credit
import { z } from "zod";
import { redeemShareToken } from "@/lib/credits";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const ZRedeem = z.object({ token: z.string().trim().min(1, "Token is required").max(200) });

export const POST = route({ auth: "candidate", body: ZRedeem }, ({ req, candidate, body }) =>
  redeemShareToken({ candidateId: candidate.id, token: body.token, ip: clientIp(req) }),
);
