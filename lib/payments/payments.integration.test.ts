// Buying credits through the real Razorpay SDK against a local fake of Razorpay's API, with
// real signature maths; the routes are called as the browser and Razorpay call them.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payment/create-order/route";
import { GET as couponRoute } from "@/app/api/payment/coupon-verify/route";
import { POST as fullDiscountRoute } from "@/app/api/payment/full-discount/route";
import { GET as plansRoute } from "@/app/api/payment/plans/route";
import { POST as verifyRoute } from "@/app/api/payment/verify-payment/route";
import { POST as webhookRoute } from "@/app/api/payment/webhook/route";
import { GET as creditsRoute } from "@/app/api/mock/credits/route";
import { getCreditBalance } from "@/lib/credits";
import type { MailMessage } from "@/lib/mail";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { useFakeRazorpay, RZP_KEY_ID } from "@/test/fake-razorpay";
import { seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";
import { reconcilePayments } from "./reconcile";
import { processWebhookEvent } from "./webhook";

const queued = vi.hoisted(() => ({ tasks: [] as { name: string; data: { eventRowId: string } }[], mails: [] as MailMessage[] }));
vi.mock("@/lib/queue", () => ({
  sendTask: vi.fn(async (name: string, data: { eventRowId: string }) => {
    queued.tasks.push({ name, data });
    return "task";
  }),
  sendMailLater: vi.fn(async (message: MailMessage) => {
    queued.mails.push(message);
    return "task";
  }),
}));
vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const rzp = useFakeRazorpay();

const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const post = (route: (req: Request) => Promise<Response>, path: string, body: unknown) => route(new Request(`http://test${path}`, json(body)));

async function createOrder(body: Record<string, unknown>) {
  const res = await post(createOrderRoute, "/api/payment/create-order", { currency: "INR", type: "MOCK", ...body });
  return { status: res.status, body: (await res.json()) as { order: { id: string; amount: number; currency: string }; keyId: string; error?: string } };
}

async function verify(body: unknown) {
  const res = await post(verifyRoute, "/api/payment/verify-payment", body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function deliver(delivery: { rawBody: string; headers: Record<string, string> }) {
  return webhookRoute(new Request("http://test/api/payment/webhook", { method: "POST", headers: delivery.headers, body: delivery.rawBody }));
}

async function runQueuedTasks() {
  const tasks = queued.tasks.splice(0);
  for (const task of tasks) await processWebhookEvent(task.data);
  return tasks.length;
}

const purchases = (candidateId: string) => t.db().creditLedgerEntry.count({ where: { candidateId, reason: "PURCHASE" } });

let buyer: { id: string; email: string };

beforeAll(async () => {
  await seedPlans(t.db());
});

beforeEach(async () => {
  buyer = await createCandidate();
  signInAs(buyer.id);
  queued.tasks.length = 0;
  queued.mails.length = 0;
});

describe("plans and coupons", () => {
  it("lists the mock plans in rupees", async () => {
    const res = await plansRoute(new Request("http://test/api/payment/plans?type=MOCK"));
    const { plans } = (await res.json()) as { plans: { planName: string; mrp: number; price: number; credits: number; validityDays: number }[] };
    expect(plans.map((p) => [p.planName, p.mrp, p.price, p.credits])).toEqual([
      ["BASIC", 99, 39, 1],
      ["COPPER", 297, 87, 3],
      ["SILVER", 495, 95, 5],
    ]);
    expect(plans.every((p) => p.validityDays === 182)).toBe(true);
  });

  it("checks a coupon against the plan", async () => {
    const check = async (planName: string, coupon: string) => {
      const res = await couponRoute(new Request(`http://test/api/payment/coupon-verify?type=MOCK&planName=${planName}&coupon=${coupon}`));
      return res.json();
    };
    expect(await check("COPPER", "welcome10")).toEqual({ success: true, discount: 8.7, message: "Coupon applied successfully" });
    // A coupon that cannot be used answers 400 with its reason in `error` and `message`, and one code.
    const refused = (message: string) => ({ error: message, code: "COUPON_NOT_USABLE", success: false, discount: 0, message });
    expect(await check("COPPER", "EXPIRED5")).toEqual(refused("This coupon has expired"));
    expect(await check("COPPER", "FREEMOCK")).toEqual(refused("This coupon is not valid for this plan"));
    expect(await check("COPPER", "NOPE")).toEqual(refused("Invalid coupon code"));
  });
});

describe("Razorpay checkout", () => {
  it("creates the order at Razorpay with the server's amount, and grants the plan once verified", async () => {
    const { status, body } = await createOrder({ planName: "COPPER", couponCode: "WELCOME10", amount: 1 });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ amount: 7830, currency: "INR" });
    expect(body.keyId).toBe(RZP_KEY_ID);
    const stored = await t.db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: body.order.id } });
    expect(rzp.orders.get(body.order.id)).toMatchObject({ amount: 7830, receipt: stored.id, notes: { candidateId: buyer.id, planName: "COPPER" } });

    const { handlerBody } = rzp.pay(body.order.id);
    expect(await verify(handlerBody)).toEqual({ status: 200, body: { success: true, receivedCoins: 3, availableCoins: 3 } });
    expect(await verify(handlerBody)).toEqual({ status: 200, body: { success: true, receivedCoins: 3, availableCoins: 3 } });
    expect(await purchases(buyer.id)).toBe(1);
    const res = await creditsRoute(new Request("http://test/api/mock/credits"));
    expect(await res.json()).toEqual({ credits: 3 });

    expect(queued.mails).toHaveLength(1);
    const receipt = queued.mails[0]!;
    expect(receipt.to).toBe(buyer.email);
    for (const fact of ["Copper", "₹78.30", "₹8.70 (WELCOME10)", body.order.id, handlerBody.razorpay_payment_id]) expect(receipt.text).toContain(fact);
  });

  it("refuses a tampered signature", async () => {
    const { body } = await createOrder({ planName: "BASIC" });
    const { handlerBody } = rzp.pay(body.order.id);
    const tampered = { ...handlerBody, razorpay_signature: handlerBody.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    expect(await verify(tampered)).toEqual({ status: 400, body: { error: "Transaction failed", code: "PAYMENT_SIGNATURE_INVALID" } });
    expect(await verify({ ...handlerBody, razorpay_payment_id: rzp.pay(body.order.id).payment.id })).toMatchObject({ status: 400 });
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(0);
  });

  it("refuses a payment whose amount differs from the order's", async () => {
    const { body } = await createOrder({ planName: "SILVER" });
    const { handlerBody, payment } = rzp.pay(body.order.id, { amount: 100 });
    expect(await verify(handlerBody)).toEqual({ status: 400, body: { error: "Transaction failed", code: "PAYMENT_FAILED" } });
    await deliver(rzp.webhook("payment.captured", payment.id));
    expect(await runQueuedTasks()).toBe(1);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(0);
    const event = await t.db().paymentEvent.findFirstOrThrow({ where: { eventId: { not: "" } }, orderBy: { receivedAt: "desc" } });
    expect(event.outcome).toBe("refused: amount mismatch");
  });

  it("refuses another candidate's order", async () => {
    const { body } = await createOrder({ planName: "BASIC" });
    const { handlerBody } = rzp.pay(body.order.id);
    const other = await createCandidate();
    signInAs(other.id);
    expect(await verify(handlerBody)).toEqual({ status: 404, body: { error: "Order not found", code: "NOT_FOUND" } });
    expect(await getCreditBalance({ candidateId: other.id })).toBe(0);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(0);
  });

  it("captures an authorised payment before granting", async () => {
    const { body } = await createOrder({ planName: "BASIC" });
    const { handlerBody, payment } = rzp.pay(body.order.id, { status: "authorized" });
    expect((await verify(handlerBody)).body).toEqual({ success: true, receivedCoins: 1, availableCoins: 1 });
    expect(payment.status).toBe("captured");
  });
});

describe("webhooks", () => {
  it("the same webhook delivered 100 times grants once", async () => {
    const { body } = await createOrder({ planName: "COPPER" });
    const { payment } = rzp.pay(body.order.id);
    const delivery = rzp.webhook("payment.captured", payment.id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(delivery)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await t.db().paymentEvent.count({ where: { eventId: delivery.headers["X-Razorpay-Event-Id"] } })).toBe(1);
    expect(await runQueuedTasks()).toBe(1);
    // order.paid for the same payment is another event: applied, granting nothing more.
    await deliver(rzp.webhook("order.paid", payment.id));
    await runQueuedTasks();
    expect(await purchases(buyer.id)).toBe(1);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(3);
    expect(queued.mails).toHaveLength(1);
  });

  it("callback and webhook racing grant once", async () => {
    for (let round = 0; round < 5; round++) {
      const { body } = await createOrder({ planName: "BASIC" });
      const { handlerBody, payment } = rzp.pay(body.order.id);
      await deliver(rzp.webhook("payment.captured", payment.id));
      const [task] = queued.tasks.splice(0);
      const [verified] = await Promise.all([verify(handlerBody), processWebhookEvent(task!.data)]);
      expect(verified.body).toMatchObject({ success: true, receivedCoins: 1 });
    }
    expect(await purchases(buyer.id)).toBe(5);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(5);
  });

  it("refuses a webhook with a bad signature", async () => {
    const { body } = await createOrder({ planName: "BASIC" });
    const { payment } = rzp.pay(body.order.id);
    const delivery = rzp.webhook("payment.captured", payment.id);
    const res = await deliver({ ...delivery, rawBody: delivery.rawBody.replace('"amount":3900', '"amount":390000') });
    expect(res.status).toBe(400);
    expect(queued.tasks).toHaveLength(0);
  });

  it("a failed payment marks the order failed; a later successful attempt still grants", async () => {
    const { body } = await createOrder({ planName: "BASIC" });
    const failed = rzp.pay(body.order.id, { status: "failed" });
    await deliver(rzp.webhook("payment.failed", failed.payment.id));
    await runQueuedTasks();
    expect(await t.db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: body.order.id } })).toMatchObject({ status: "FAILED" });
    const { handlerBody } = rzp.pay(body.order.id);
    expect((await verify(handlerBody)).body).toMatchObject({ success: true, availableCoins: 1 });
  });

  it("reconciliation grants an order whose callback and webhook never came", async () => {
    const { body } = await createOrder({ planName: "SILVER" });
    rzp.pay(body.order.id);
    expect((await reconcilePayments()).paid).toBe(0); // too recent to ask about
    await t.db().paymentOrder.update({ where: { providerOrderId: body.order.id }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    expect((await reconcilePayments()).paid).toBe(1);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(5);
    expect((await reconcilePayments()).checked).toBe(0);
  });
});

describe("free orders", () => {
  it("a 100% coupon takes the free-order path, once per candidate", async () => {
    const requestsBefore = rzp.requests.length;
    const res = await post(fullDiscountRoute, "/api/payment/full-discount", { coupon: "FREEMOCK", currency: "INR", type: "MOCK", planName: "BASIC" });
    expect(await res.json()).toEqual({ success: true, receivedCoins: 1, availableCoins: 1 });
    expect(rzp.requests.length).toBe(requestsBefore);
    const again = await post(fullDiscountRoute, "/api/payment/full-discount", { coupon: "FREEMOCK", currency: "INR", type: "MOCK", planName: "BASIC" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You have already used this coupon", code: "COUPON_ALREADY_USED" });
    const partial = await post(fullDiscountRoute, "/api/payment/full-discount", { coupon: "WELCOME10", currency: "INR", type: "MOCK", planName: "BASIC" });
    expect(partial.status).toBe(400);
    expect(await getCreditBalance({ candidateId: buyer.id })).toBe(1);
    expect(queued.mails).toHaveLength(1);
  });
});
