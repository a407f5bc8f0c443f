// Coupon rules held where the credits are granted: a candidate cannot have one coupon paid twice
// at its discount, a limited coupon is never counted past its limit, and a payment that breaks a
// rule anyway (the money was taken) still gets its credits, counts once and raises an alert.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payment/create-order/route";
import { POST as verifyRoute } from "@/app/api/payment/verify-payment/route";
import { getCreditBalance } from "@/lib/credits";
import { logger } from "@/lib/log";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { useFakeRazorpay } from "@/test/fake-razorpay";
import { seedPlans } from "@/test/plans";
import { asCandidate } from "@/test/signed-in-as";
import { REPLACED_ORDER_REASON } from "./create-order";

vi.mock("@/lib/queue", () => ({ sendTask: vi.fn(async () => "task"), sendMailLater: vi.fn(async () => "task") }));
vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const rzp = useFakeRazorpay();

type Created = { status: number; body: { order: { id: string; amount: number }; error?: string } };

function createOrder(candidateId: string, planName: string, couponCode: string): Promise<Created> {
  const body = JSON.stringify({ currency: "INR", type: "MOCK", planName, couponCode });
  return asCandidate(candidateId, async () => {
    const res = await createOrderRoute(
      new Request("http://test/api/payment/create-order", { method: "POST", headers: { "Content-Type": "application/json" }, body }),
    );
    return { status: res.status, body: (await res.json()) as Created["body"] };
  });
}

function payAndVerify(candidateId: string, providerOrderId: string) {
  const { handlerBody } = rzp.pay(providerOrderId);
  return asCandidate(candidateId, async () => {
    const res = await verifyRoute(
      new Request("http://test/api/payment/verify-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(handlerBody),
      }),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  });
}

const redemptions = async (code: string) => (await t.db().coupon.findUniqueOrThrow({ where: { code } })).redemptionCount;
const ordersWith = (candidateId: string, code: string) =>
  t.db().paymentOrder.findMany({
    where: { candidateId, coupon: { code } },
    select: { providerOrderId: true, status: true, failureReason: true },
    orderBy: { createdAt: "asc" },
  });

let alerts: unknown[][] = [];

beforeAll(async () => {
  await seedPlans(t.db());
});

beforeEach(() => {
  alerts = [];
  vi.spyOn(logger(), "error").mockImplementation(((...args: unknown[]) => void alerts.push(args)) as never);
});

const couponAlerts = () => alerts.filter(([fields]) => (fields as { alert?: string } | undefined)?.alert === "coupon-rule");

describe("coupon rules where credits are granted", () => {
  it("two orders with one coupon cannot both be paid at its discount: the newer replaces the older, and paying the older anyway grants, counts once and alerts", async () => {
    const me = await createCandidate();
    const before = await redemptions("WELCOME10");
    const copper = await createOrder(me.id, "COPPER", "WELCOME10");
    const silver = await createOrder(me.id, "SILVER", "WELCOME10");
    expect([copper.status, silver.status]).toEqual([201, 201]);
    expect(await ordersWith(me.id, "WELCOME10")).toEqual([
      { providerOrderId: copper.body.order.id, status: "FAILED", failureReason: REPLACED_ORDER_REASON },
      { providerOrderId: silver.body.order.id, status: "CREATED", failureReason: null },
    ]);

    expect(await payAndVerify(me.id, silver.body.order.id)).toEqual({ status: 200, body: { success: true, receivedCoins: 5, availableCoins: 5 } });
    expect(couponAlerts()).toEqual([]);
    // The replaced order is paid anyway (a second tab): the money was taken, so its credits come.
    expect(await payAndVerify(me.id, copper.body.order.id)).toEqual({ status: 200, body: { success: true, receivedCoins: 3, availableCoins: 8 } });
    expect(await redemptions("WELCOME10")).toBe(before + 1);
    expect(couponAlerts()).toHaveLength(1);
    expect(couponAlerts()[0]![0]).toMatchObject({ rule: "once per candidate", candidateId: me.id });
    // And the coupon box now says so.
    expect((await createOrder(me.id, "BASIC", "WELCOME10")).body.error).toBe("You have already used this coupon");
  });

  it("a race of 20 create-order calls with one coupon leaves one payable discounted order", async () => {
    const me = await createCandidate();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(me.id, "COPPER", "FLAT20")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const open = (await ordersWith(me.id, "FLAT20")).filter((o) => o.status === "CREATED");
    expect(open).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.order.id))).toEqual(new Set([open[0]!.providerOrderId]));
    expect(await payAndVerify(me.id, open[0]!.providerOrderId)).toMatchObject({ status: 200, body: { receivedCoins: 3 } });
  });

  it("a payment past a coupon's redemption limit grants the credits, keeps the count at the limit and alerts", async () => {
    const code = `ONLY1${randomUUID().slice(0, 6).toUpperCase()}`;
    await t
      .db()
      .coupon.create({ data: { code, description: "One use only", discountType: "PERCENT", discountValue: 50, planType: "MOCK", maxRedemptions: 1 } });
    const [first, second] = [await createCandidate(), await createCandidate()];
    const a = await createOrder(first.id, "SILVER", code);
    const b = await createOrder(second.id, "SILVER", code);
    expect(await payAndVerify(first.id, a.body.order.id)).toMatchObject({ status: 200, body: { receivedCoins: 5 } });
    expect(await payAndVerify(second.id, b.body.order.id)).toMatchObject({ status: 200, body: { receivedCoins: 5, availableCoins: 5 } });
    expect(await redemptions(code)).toBe(1);
    expect(await getCreditBalance({ candidateId: second.id })).toBe(5);
    expect(couponAlerts().map(([fields]) => fields)).toEqual([expect.objectContaining({ rule: "redemption limit", candidateId: second.id })]);
    expect((await createOrder(second.id, "BASIC", code)).body.error).toBe("This coupon has been fully redeemed");
  });
});
