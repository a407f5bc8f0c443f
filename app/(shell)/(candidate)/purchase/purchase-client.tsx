"use client";

import Script from "next/script";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { api } from "@/components/api/api";
import { announceCreditsChanged, COUPON_INVALID } from "@/components/credits/credits-api";
import { validityLabel } from "@/components/credits/format";
import type { PurchaseText } from "@/components/credits/money-text";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import { formatInr } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ActionField } from "@/components/ui/fields";
import { brand } from "@/lib/brand";
import { safeReturnPath } from "@/lib/validation/return-path";
import type { PlanView } from "@/lib/payments/plans";
import { TestCheckoutDialog } from "./test-checkout-dialog";
import { FailureScreen, SuccessScreen } from "./purchase-result";
import { PageHeading } from "@/components/layout/page-heading";

const POST_PURCHASE_KEY = "PostPurchaseUrl";

type Coupon =
  { state: "idle" } | { state: "checking" } | { state: "applied"; code: string; discount: number; message: string } | { state: "error"; message: string };
type Payment =
  | { state: "idle" }
  | { state: "processing" }
  | { state: "success"; receivedCoins: number; availableCoins: number; next: string | null }
  | { state: "failure"; title: string };
type Verified = { success: boolean; receivedCoins: number; availableCoins: number };
type Order = { order: { amount: number; currency: string; id: string }; keyId: string | null; provider: "RAZORPAY" | "DEV" };
export type HandlerBody = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

interface RazorpayCheckout {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

function postPurchaseUrl(returnPath: string | null): string | null {
  const stored = typeof window === "undefined" ? null : window.sessionStorage.getItem(POST_PURCHASE_KEY);
  return safeReturnPath(returnPath ?? stored);
}

export function PurchaseClient(props: {
  plan: PlanView;
  planType: "MOCK";
  checkout: { kind: "razorpay"; keyId: string } | { kind: "dev" } | { kind: "none" };
  returnPath: string | null;
  /** This request's CSP nonce, for Razorpay's script. */
  nonce?: string;
  prefill: { name: string; email: string };
  text: PurchaseText;
}) {
  const { plan, planType, checkout, text } = props;
  const say = (message: string) => sayError(text.errors, message);
  const planCredits = fill(plan.credits === 1 ? text.oneMock : text.mocks, { count: plan.credits });
  const [code, setCode] = useState("");
  const [coupon, setCoupon] = useState<Coupon>({ state: "idle" });
  const [payment, setPayment] = useState<Payment>({ state: "idle" });
  const [testOrder, setTestOrder] = useState<Order | null>(null);
  // True once React has hydrated: the form only works from then on (tests wait for it).
  const hydrated = useHydrated();

  const discount = coupon.state === "applied" ? coupon.discount : 0;
  const toPay = Math.max(0, Math.round((plan.price - discount) * 100) / 100);

  async function applyCoupon() {
    const trimmed = code.trim();
    if (!trimmed) return setCoupon({ state: "error", message: text.enterCoupon });
    setCoupon({ state: "checking" });
    const query = { type: planType, planName: plan.planName, coupon: trimmed };
    const unchecked = text.couponUnchecked;
    const result = await api("GET /api/payment/coupon-verify", { query, fallback: unchecked, offline: unchecked });
    if (!result.ok) setCoupon({ state: "error", message: say(result.error) });
    else if (result.data.success)
      setCoupon({ state: "applied", code: trimmed.toUpperCase(), discount: result.data.discount ?? 0, message: say(result.data.message ?? "") });
    else setCoupon({ state: "error", message: say(result.data.message ?? COUPON_INVALID) });
  }

  function succeed(result: Verified) {
    announceCreditsChanged(result.availableCoins);
    const next = postPurchaseUrl(props.returnPath);
    if (next) window.sessionStorage.removeItem(POST_PURCHASE_KEY);
    setPayment({ state: "success", receivedCoins: result.receivedCoins, availableCoins: result.availableCoins, next });
  }

  async function verify(body: HandlerBody) {
    setPayment({ state: "processing" });
    const result = await api("POST /api/payment/verify-payment", { json: body });
    if (result.ok) succeed(result.data);
    else setPayment({ state: "failure", title: text.failed });
  }

  function openRazorpay(order: Order) {
    if (!window.Razorpay || !order.keyId) return setPayment({ state: "failure", title: text.requestError });
    const rzp = new window.Razorpay({
      key: order.keyId,
      amount: order.order.amount,
      currency: order.order.currency,
      order_id: order.order.id,
      name: brand.name,
      description: fill(text.gatewayDescription, { plan: text.planName, credits: planCredits }),
      prefill: props.prefill,
      theme: { color: brand.colour },
      handler: (response: HandlerBody) => void verify(response),
      modal: { ondismiss: () => setPayment((p) => (p.state === "processing" ? { state: "idle" } : p)) },
    });
    rzp.on("payment.failed", () => setPayment({ state: "failure", title: text.failed }));
    rzp.open();
  }

  async function pay() {
    setPayment({ state: "processing" });
    const couponCode = coupon.state === "applied" ? coupon.code : null;
    const chosen = { currency: "INR" as const, type: planType, planName: plan.planName, returnPath: props.returnPath };
    if (couponCode && toPay === 0) {
      const result = await api("POST /api/payment/full-discount", { json: { coupon: couponCode, ...chosen } });
      return result.ok ? succeed(result.data) : setPayment({ state: "failure", title: text.requestError });
    }
    const result = await api("POST /api/payment/create-order", { json: { couponCode, ...chosen } });
    if (!result.ok) setPayment({ state: "failure", title: text.requestError });
    else if (result.data.provider === "RAZORPAY") openRazorpay(result.data);
    else setTestOrder(result.data);
  }

  if (payment.state === "success") return <SuccessScreen {...payment} text={text} />;
  if (payment.state === "failure") return <FailureScreen title={payment.title} text={text} onRetry={() => setPayment({ state: "idle" })} />;

  return (
    <div className="mx-auto max-w-xl">
      {checkout.kind === "razorpay" ? <Script src="https://checkout.razorpay.com/v1/checkout.js" strategy="afterInteractive" nonce={props.nonce} /> : null}
      <PageHeading back={{ href: "/mock/plans", label: text.allPlans }} title={text.title} />
      <Card className="mt-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-bold text-ink-950">{text.planName}</h2>
            <p className="text-sm text-ink-600">
              {planCredits} · {fill(text.valid, { validity: validityLabel(plan.validityDays, text) })}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xs text-ink-500">{text.mrp}</span>
            <s className="text-sm text-ink-500">{formatInr(plan.mrp)}</s>
          </p>
        </div>

        <form
          className="mt-6"
          data-hydrated={hydrated}
          onSubmit={(event) => {
            event.preventDefault();
            void applyCoupon();
          }}
        >
          <ActionField
            id="coupon"
            name="coupon"
            label={text.couponCode}
            value={code}
            autoComplete="off"
            onChange={(e) => {
              setCode(e.target.value);
              if (coupon.state !== "idle" && coupon.state !== "checking") setCoupon({ state: "idle" });
            }}
            className="uppercase placeholder:normal-case focus:border-brand"
            placeholder={text.haveCoupon}
            action={
              <Button type="submit" variant="outline" loading={coupon.state === "checking"}>
                {text.apply}
              </Button>
            }
            status={
              <>
                {coupon.state === "checking" ? <span className="text-ink-500">{text.checking}</span> : null}
                {coupon.state === "applied" ? (
                  <span className="font-medium text-green-700">{fill(text.off, { message: coupon.message, amount: formatInr(coupon.discount) })}</span>
                ) : null}
                {coupon.state === "error" ? <span className="font-medium text-red-700">{coupon.message}</span> : null}
              </>
            }
          />
        </form>

        <dl className="mt-4 space-y-2 border-t border-ink-100 pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-600">{text.price}</dt>
            <dd className="text-ink-900">{formatInr(plan.price)}</dd>
          </div>
          {discount > 0 ? (
            <div className="flex justify-between">
              <dt className="text-ink-600">{text.discount}</dt>
              <dd className="text-green-700">−{formatInr(discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-base font-bold">
            <dt className="text-ink-900">{text.toPay}</dt>
            <dd className="text-ink-950" data-testid="amount-to-pay">
              {formatInr(toPay)}
            </dd>
          </div>
        </dl>

        <Button className="mt-6 w-full" size="lg" onClick={pay} loading={payment.state === "processing"} disabled={checkout.kind === "none" && toPay > 0}>
          {toPay === 0 ? text.free : fill(text.pay, { amount: formatInr(toPay) })}
        </Button>
        {payment.state === "processing" ? (
          <p role="status" className="mt-2 text-center text-sm text-ink-500">
            {text.processing}
          </p>
        ) : null}
        {checkout.kind === "dev" ? <p className="mt-3 text-center text-xs text-ink-500">{text.testMode}</p> : null}
        {checkout.kind === "none" ? <p className="mt-3 text-center text-xs text-red-700">{text.requestError}</p> : null}
      </Card>
      {testOrder ? (
        <TestCheckoutDialog
          order={testOrder.order}
          planName={text.planName}
          text={text}
          onPaid={(body) => {
            setTestOrder(null);
            void verify(body);
          }}
          onFailed={() => {
            setTestOrder(null);
            setPayment({ state: "failure", title: text.failed });
          }}
          onClose={() => {
            setTestOrder(null);
            setPayment({ state: "idle" });
          }}
        />
      ) : null}
    </div>
  );
}
