// Sharing a mock with a friend: a link that costs the sharer one credit and gives the friend
// one credit (with an entitlement valid for the plan's days), once, before it expires. The
// link's secret is stored only as a keyed hash.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { SHARE_LINK_TTL_DAYS, TOKEN_COST } from "./credit-rules";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import type { ShareToken } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { env, signingKey } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";
import { grantPlan } from "./grant-credits";
import { withCreditLock } from "./ledger";
import { spendCredit, withSpendableCredit } from "./spend-credit";

const DAY_MS = 86_400_000;
const DEVELOPMENT_KEY = "hireready-development-share-links";

export const REDEEM_MESSAGES = {
  success: "Token redeemed successfully!",
  unknown: "This link is not valid",
  own: "You cannot redeem your own link",
  used: "This link has already been used",
  expired: "This link has expired",
} as const;

function hashShareToken(token: string): string {
  return createHmac("sha256", signingKey("hash share links", DEVELOPMENT_KEY)).update(`share-link\n${token}`).digest("hex");
}

export function shareUrlFor(token: string): string {
  return `${env().appUrl}/mock/redeem?token=${encodeURIComponent(token)}`;
}

/** GET /api/mock/share-link: spends one credit and returns `{ shareUrl }`. */
export async function createShareLink(o: { candidateId: string }): Promise<{ shareUrl: string; balance: number }> {
  const token = randomBytes(24).toString("base64url");
  const id = randomUUID();
  // The candidate's row is locked before the link is written: the link's reference to the
  // candidate must never be the first lock this transaction takes on them.
  const { balance } = await withSpendableCredit(o.candidateId, "SHARE_CREATE", async (tx) => {
    await tx.shareToken.create({
      data: { id, tokenHash: hashShareToken(token), createdById: o.candidateId, expiresAt: new Date(Date.now() + SHARE_LINK_TTL_DAYS * DAY_MS) },
    });
    return spendCredit({ tx, candidateId: o.candidateId, reason: "SHARE_CREATE", idempotencyKey: `share:${id}`, shareTokenId: id });
  });
  return { shareUrl: shareUrlFor(token), balance };
}

/** Throws the reason a link cannot be redeemed by this candidate now, if there is one. */
function refuseRedemption(share: ShareToken | null, candidateId: string, now: Date): void {
  if (!share) throw new AppError("SHARE_LINK_NOT_FOUND", REDEEM_MESSAGES.unknown);
  if (share.createdById === candidateId) throw new AppError("OWN_SHARE_LINK", REDEEM_MESSAGES.own);
  if (share.redeemedAt) throw new AppError("SHARE_LINK_USED", REDEEM_MESSAGES.used);
  if (share.expiresAt <= now || share.refundedAt) throw new AppError("SHARE_LINK_EXPIRED", REDEEM_MESSAGES.expired);
}

/** POST /api/mock/redeem: single use, never by the sharer, before it expires. */
export async function redeemShareToken(o: { candidateId: string; token: string; ip?: string }): Promise<{ message: string; credits: number }> {
  const ip = o.ip ?? "unknown";
  await enforceRateLimits([
    { key: `redeem:candidate:${o.candidateId}`, rule: RATE_LIMITS.redeemPerCandidate },
    ...perIp(ip, { key: `redeem:ip:${ip}`, rule: RATE_LIMITS.redeemPerIp }),
  ]);
  const tokenHash = hashShareToken(o.token);
  const now = new Date();
  // A link that cannot be redeemed is refused without queueing for the candidate's lock.
  refuseRedemption(await db().shareToken.findUnique({ where: { tokenHash } }), o.candidateId, now);
  return withCreditLock(o.candidateId, async (tx) => {
    const claimed = await tx.shareToken.updateMany({
      where: { tokenHash, redeemedAt: null, refundedAt: null, expiresAt: { gt: now }, createdById: { not: o.candidateId } },
      data: { redeemedAt: now, redeemedById: o.candidateId },
    });
    if (claimed.count === 0) {
      refuseRedemption(await tx.shareToken.findUnique({ where: { tokenHash } }), o.candidateId, now);
      throw new AppError("SHARE_LINK_USED", REDEEM_MESSAGES.used);
    }
    const share = await tx.shareToken.findUniqueOrThrow({ where: { tokenHash }, select: { id: true } });
    // The friend gets the same kind of plan the sharer's credit came from.
    const spend = await tx.creditLedgerEntry.findFirst({ where: { shareTokenId: share.id, reason: "SHARE_CREATE" }, select: { entitlementId: true } });
    const source = spend?.entitlementId ? await tx.planEntitlement.findUnique({ where: { id: spend.entitlementId }, select: { plan: true } }) : null;
    const plan = source?.plan ?? (await tx.plan.findFirstOrThrow({ where: { type: "MOCK" }, orderBy: { sortOrder: "asc" } }));
    const { balance } = await grantPlan(tx, plan, {
      candidateId: o.candidateId,
      credits: TOKEN_COST.shareMock,
      reason: "REDEEM",
      idempotencyKey: `redeem:${share.id}`,
      shareTokenId: share.id,
    });
    return { message: REDEEM_MESSAGES.success, credits: balance };
  });
}
