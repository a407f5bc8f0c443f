// With no Razorpay keys, the local test checkout completes or fails an order through the same
// verify path, with a server-computed signature.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payment/create-order/route";
import { POST as devCheckoutRoute } from "@/app/api/payment/dev-checkout/route";
import { POST as verifyRoute } from "@/app/api/payment/verify-payment/route";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/queue", () => ({ sendTask: vi.fn(async () => "task"), sendMailLater: vi.fn(async () => "task") }));
vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const post = async (route: (req: Request) => Promise<Response>, body: unknown) => {
  const res = await route(new Request("http://test/api", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
  return {
    status: res.status, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked by the assertions
    body: (await res.json()) as any,
  };
};

beforeAll(async () => {
  await seedPlans(t.db());
});

describe("local test checkout", () => {
  it("pays an order through verify-payment, and refuses a forged signature", async () => {
    const buyer = await createCandidate();
    signInAs(buyer.id);
    const created = await post(createOrderRoute, { currency: "INR", type: "MOCK", planName: "COPPER", couponCode: "FLAT20" });
    expect(created.body).toMatchObject({ order: { amount: 6700, currency: "INR" }, keyId: null, provider: "DEV" });
    const orderId = (created.body as { order: { id: string } }).order.id;

    const done = (await post(devCheckoutRoute, { orderId, outcome: "success" })).body as { payment: Record<string, string> };
    expect(await post(verifyRoute, { ...done.payment, razorpay_signature: "0".repeat(64) })).toEqual({
      status: 400,
      body: { error: "Transaction failed", code: "PAYMENT_SIGNATURE_INVALID" },
    });
    expect(await post(verifyRoute, done.payment)).toEqual({ status: 200, body: { success: true, receivedCoins: 3, availableCoins: 3 } });
  });

  it("fails an order, and another candidate cannot use it", async () => {
    const buyer = await createCandidate();
    signInAs(buyer.id);
    const orderId = ((await post(createOrderRoute, { currency: "INR", type: "MOCK", planName: "BASIC" })).body as { order: { id: string } }).order.id;
    const other = await createCandidate();
    signInAs(other.id);
    expect((await post(devCheckoutRoute, { orderId, outcome: "success" })).status).toBe(404);
    signInAs(buyer.id);
    expect(await post(devCheckoutRoute, { orderId, outcome: "failure" })).toMatchObject({ status: 200, body: { outcome: "failure" } });
    expect(await t.db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({ status: "FAILED" });
  });
});
