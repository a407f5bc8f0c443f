// Sharing a mock credit and redeeming it, through the routes, against a real PostgreSQL.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as ledgerRoute } from "@/app/api/mock/ledger/route";
import { POST as redeemRoute } from "@/app/api/mock/redeem/route";
import { GET as shareRoute } from "@/app/api/mock/share-link/route";
import { GET as getPlansRoute } from "@/app/api/mock/get-plans/route";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { mockPlan, seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";
import { LEDGER_REASON_LABELS, ledgerEntrySource } from "@/components/credits/format";
import { getCreditBalance, grantCredits, listLedger, redeemShareToken, spendCredit } from ".";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
let silverId = "";

beforeAll(async () => {
  await seedPlans(t.db());
  silverId = (await mockPlan(t.db(), "SILVER")).id;
});

async function sharerWith(credits: number) {
  const sharer = await createCandidate();
  if (credits > 0) {
    await grantCredits({ candidateId: sharer.id, planId: silverId, credits, validityDays: 182, reason: "PURCHASE", idempotencyKey: randomUUID() });
  }
  return sharer;
}

async function share(candidateId: string) {
  signInAs(candidateId);
  const res = await shareRoute(new Request("http://test/api/mock/share-link", { headers: { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" } }));
  return { status: res.status, body: (await res.json()) as { shareUrl?: string; error?: string } };
}

async function redeem(candidateId: string, token: string) {
  signInAs(candidateId);
  const res = await redeemRoute(
    new Request("http://test/api/mock/redeem", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tokenOf = (shareUrl: string) => new URL(shareUrl).searchParams.get("token")!;

describe("share links", () => {
  it("a share costs one credit and gives an absolute /mock/redeem link", async () => {
    const sharer = await sharerWith(2);
    const { status, body } = await share(sharer.id);
    expect(status).toBe(200);
    expect(body.shareUrl).toMatch(/^http:\/\/localhost:\d+\/mock\/redeem\?token=[\w-]{32}$/);
    expect(await getCreditBalance({ candidateId: sharer.id })).toBe(1);
    const stored = await t.db().shareToken.findFirstOrThrow({ where: { createdById: sharer.id } });
    expect(stored.tokenHash).not.toContain(tokenOf(body.shareUrl!)); // kept only as a keyed hash
  });

  it("refuses to share without credits, and refuses a link followed from another site", async () => {
    const poor = await sharerWith(0);
    expect(await share(poor.id)).toEqual({ status: 403, body: { error: "No active plan found. visit plans page to buy", code: "NO_CREDIT" } });
    const rich = await sharerWith(1);
    signInAs(rich.id);
    const res = await shareRoute(new Request("http://test/api/mock/share-link", { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "CROSS_SITE_REQUEST" });
    expect(await getCreditBalance({ candidateId: rich.id })).toBe(1);
  });

  it("50 concurrent redemptions of one token succeed once", async () => {
    const sharer = await sharerWith(1);
    const token = tokenOf((await share(sharer.id)).body.shareUrl!);
    const friends = await Promise.all(Array.from({ length: 50 }, () => createCandidate()));
    const results = await Promise.allSettled(friends.map((f) => redeemShareToken({ candidateId: f.id, token })));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(
      Array(49).fill("This link has already been used"),
    );
    const balances = await Promise.all(friends.map((f) => getCreditBalance({ candidateId: f.id })));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("redeeming gives one credit on the sharer's plan; the sharer cannot redeem their own; single use", async () => {
    const sharer = await sharerWith(3);
    const token = tokenOf((await share(sharer.id)).body.shareUrl!);
    expect(await redeem(sharer.id, token)).toEqual({ status: 403, body: { error: "You cannot redeem your own link", code: "OWN_SHARE_LINK" } });
    const friend = await createCandidate();
    expect(await redeem(friend.id, token)).toEqual({ status: 200, body: { message: "Token redeemed successfully!", credits: 1 } });
    expect(await redeem(friend.id, token)).toEqual({ status: 409, body: { error: "This link has already been used", code: "SHARE_LINK_USED" } });
    expect(await redeem(friend.id, "not-a-token")).toEqual({ status: 404, body: { error: "This link is not valid", code: "SHARE_LINK_NOT_FOUND" } });

    signInAs(friend.id);
    const plans = (await (await getPlansRoute(new Request("http://test/api/mock/get-plans"))).json()) as { plans: { planName: string; remaining: number }[] };
    expect(plans.plans).toMatchObject([{ planName: "SILVER", remaining: 1 }]);
    const ledger = (await (await ledgerRoute(new Request("http://test/api/mock/ledger"))).json()) as {
      entries: { reason: string; delta: number }[];
      balance: number;
    };
    expect(ledger).toMatchObject({ balance: 1, entries: [{ reason: "REDEEM", delta: 1 }] });

    signInAs(sharer.id);
    const sharerLedger = (await (await ledgerRoute(new Request("http://test/api/mock/ledger"))).json()) as {
      entries: { reason: string; balanceAfter: number }[];
    };
    expect(sharerLedger.entries.map((e) => [e.reason, e.balanceAfter])).toEqual([
      ["SHARE_CREATE", 2],
      ["PURCHASE", 3],
    ]);
  });

  it("a friend's ledger names a redeemed credit by the share link it came from, not by the sharer's plan", async () => {
    const sharer = await sharerWith(2);
    const token = tokenOf((await share(sharer.id)).body.shareUrl!);
    const friend = await createCandidate();
    await redeem(friend.id, token);
    await spendCredit({ candidateId: friend.id, reason: "MOCK_CREATE", idempotencyKey: randomUUID() });

    const seen = (candidateId: string) => listLedger({ candidateId }).then((rows) => rows.map((e) => [LEDGER_REASON_LABELS[e.reason], ledgerEntrySource(e)]));
    expect(await seen(friend.id)).toEqual([
      ["Mock interview created", "From a friend's share link"],
      ["From a friend's share link", null],
    ]);
    expect(await seen(sharer.id)).toEqual([
      ["Mock interview shared", "Silver plan"],
      ["Plan purchased", "Silver plan"],
    ]);
  });

  it("an expired link cannot be redeemed", async () => {
    const sharer = await sharerWith(1);
    const token = tokenOf((await share(sharer.id)).body.shareUrl!);
    await t.db().shareToken.updateMany({ where: { createdById: sharer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const friend = await createCandidate();
    expect(await redeem(friend.id, token)).toEqual({ status: 400, body: { error: "This link has expired", code: "SHARE_LINK_EXPIRED" } });
    expect(await getCreditBalance({ candidateId: sharer.id })).toBe(1); // refunded
  });

  it("get-plans answers 404 without an active plan", async () => {
    const nobody = await createCandidate();
    signInAs(nobody.id);
    const res = await getPlansRoute(new Request("http://test/api/mock/get-plans"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Sorry You do not have any active plans right now", code: "NO_ACTIVE_PLAN" });
  });
});
