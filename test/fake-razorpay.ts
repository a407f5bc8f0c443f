// A local fake of Razorpay's HTTP API for the real `razorpay` SDK, intercepted in-process with
// msw: orders, payments, capture. Signatures are real HMAC-SHA256 with the configured secrets.
//   const rzp = useFakeRazorpay();  rzp.pay(orderId) → Checkout's handler body
import { createHmac, randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/env";

export const RZP_KEY_ID = "rzp_test_fakekey00001";
export const RZP_KEY_SECRET = "fake_key_secret_for_tests";
export const RZP_WEBHOOK_SECRET = "fake_webhook_secret_for_tests";

const API = "https://api.razorpay.com/v1";

interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  attempts: number;
  created_at: number;
}

interface FakePayment {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "failed";
  error_description: string | null;
  captured: boolean;
  created_at: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");

export function useFakeRazorpay() {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; path: string; auth: string | null }[] = [];

  const authorised = (request: Request) => {
    const expected = `Basic ${Buffer.from(`${RZP_KEY_ID}:${RZP_KEY_SECRET}`).toString("base64")}`;
    return request.headers.get("authorization") === expected;
  };
  const unauthorised = () => HttpResponse.json({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }, { status: 401 });
  const notFound = () => HttpResponse.json({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }, { status: 400 });

  const server = setupServer(
    http.all(`${API}/*`, ({ request }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, auth: request.headers.get("authorization") });
      if (!authorised(request)) return unauthorised();
      return undefined; // fall through to the specific handler
    }),
    http.post(`${API}/orders`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; currency: string; receipt: string; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return HttpResponse.json({ error: { code: "BAD_REQUEST_ERROR", description: "Order amount less than minimum amount allowed" } }, { status: 400 });
      }
      const order: FakeOrder = {
        id: id("order"),
        entity: "order",
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes ?? {},
        status: "created",
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return HttpResponse.json(order);
    }),
    http.get(`${API}/orders/:id/payments`, ({ params }) => {
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      const items = [...payments.values()].filter((p) => p.order_id === order.id);
      return HttpResponse.json({ entity: "collection", count: items.length, items });
    }),
    http.get(`${API}/orders/:id`, ({ params }) => {
      const order = orders.get(String(params.id));
      return order ? HttpResponse.json(order) : notFound();
    }),
    http.get(`${API}/payments/:id`, ({ params }) => {
      const payment = payments.get(String(params.id));
      return payment ? HttpResponse.json(payment) : notFound();
    }),
    http.post(`${API}/payments/:id/capture`, async ({ params, request }) => {
      const payment = payments.get(String(params.id));
      if (!payment) return notFound();
      const body = (await request.json()) as { amount: number };
      if (payment.status !== "authorized" || Number(body.amount) !== payment.amount) {
        return HttpResponse.json({ error: { code: "BAD_REQUEST_ERROR", description: "This payment could not be captured" } }, { status: 400 });
      }
      capture(payment);
      return HttpResponse.json(payment);
    }),
  );

  function capture(payment: FakePayment) {
    payment.status = "captured";
    payment.captured = true;
    const order = orders.get(payment.order_id)!;
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = 0;
  }

  beforeAll(() => {
    server.listen({ onUnhandledRequest: "bypass" });
    process.env.RAZORPAY_KEY_ID = RZP_KEY_ID;
    process.env.RAZORPAY_KEY_SECRET = RZP_KEY_SECRET;
    process.env.RAZORPAY_WEBHOOK_SECRET = RZP_WEBHOOK_SECRET;
    resetEnvForTests();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    delete process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_SECRET;
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
    resetEnvForTests();
  });

  return {
    orders,
    payments,
    requests,
    /** The customer pays in Checkout: a payment on the order, and the handler body Checkout returns. */
    pay(orderId: string, o: { amount?: number; status?: "captured" | "authorized" | "failed" } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake order ${orderId}`);
      order.attempts++;
      order.status = order.status === "paid" ? "paid" : "attempted";
      const payment: FakePayment = {
        id: id("pay"),
        entity: "payment",
        order_id: orderId,
        amount: o.amount ?? order.amount,
        currency: order.currency,
        status: "authorized",
        error_description: null,
        captured: false,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(payment.id, payment);
      if ((o.status ?? "captured") === "captured") capture(payment);
      if (o.status === "failed") {
        payment.status = "failed";
        payment.error_description = "Your payment has been cancelled.";
      }
      return {
        payment,
        handlerBody: {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: sign(RZP_KEY_SECRET, `${orderId}|${payment.id}`),
        },
      };
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body and its headers. */
    webhook(event: "payment.captured" | "order.paid" | "payment.failed", paymentId: string, eventId = id("evt")) {
      const payment = payments.get(paymentId)!;
      const order = orders.get(payment.order_id)!;
      const payload: Record<string, unknown> = { payment: { entity: { ...payment } } };
      if (event === "order.paid") payload.order = { entity: { ...order } };
      const rawBody = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        rawBody,
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": sign(RZP_WEBHOOK_SECRET, rawBody),
          "X-Razorpay-Event-Id": eventId,
        },
      };
    },
  };
}
