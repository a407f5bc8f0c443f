// The credits a candidate can spend now, and whether they hold an active (unexpired) plan.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hasExpiredWork, settleExpired } from "./expire-credits";
import { lockCandidate, withCreditLock } from "./ledger";

/** Settles anything that expired first, so expired credits never count. */
export async function getCreditBalance(o: { candidateId: string }): Promise<number> {
  const now = new Date();
  if (await hasExpiredWork(db(), o.candidateId, now)) {
    return withCreditLock(o.candidateId, async (tx) => {
      await settleExpired(tx, o.candidateId, now);
      return lockCandidate(tx, o.candidateId);
    });
  }
  const row = await db().candidate.findUnique({ where: { id: o.candidateId }, select: { creditBalance: true } });
  return row?.creditBalance ?? 0;
}

export async function hasActivePlan(o: { candidateId: string }): Promise<boolean> {
  const count = await db().planEntitlement.count({ where: { candidateId: o.candidateId, expiresAt: { gt: new Date() } } });
  return count > 0;
}

/** The unexpired entitlements, soonest to expire first (GET /api/mock/get-plans). */
export async function listActiveEntitlements(o: { candidateId: string }) {
  await getCreditBalance(o);
  return db().planEntitlement.findMany({
    where: { candidateId: o.candidateId, expiresAt: { gt: new Date() } },
    orderBy: { expiresAt: "asc" },
    select: { id: true, credits: true, remaining: true, startsAt: true, expiresAt: true, plan: { select: { planName: true, name: true, type: true } } },
  });
}

export const NO_ACTIVE_PLANS = "Sorry You do not have any active plans right now";

/** GET /api/mock/get-plans: the active plans with what is left of each; 404 with the spec's words when there are none. */
export async function listActivePlans(o: { candidateId: string }) {
  const entitlements = await listActiveEntitlements(o);
  if (entitlements.length === 0) throw new AppError("NO_ACTIVE_PLAN", NO_ACTIVE_PLANS);
  return entitlements.map((e) => ({
    planName: e.plan.planName,
    name: e.plan.name,
    type: e.plan.type,
    credits: e.credits,
    remaining: e.remaining,
    startsAt: e.startsAt.toISOString(),
    expiresAt: e.expiresAt.toISOString(),
  }));
}
