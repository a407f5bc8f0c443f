"use client";

import Link from "next/link";
import Script from "next/script";
import { useState, useSyncExternalStore } from "react";
import { api } from "@/components/api/api";
import { announceCreditsChanged } from "@/components/credits/credits-api";
import { validityLabel } from "@/components/credits/format";
import { formatInr } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card } from "@/components/ui/card";
import { brand } from "@/lib/brand";
import { safeReturnPath } from "@/lib/validation/return-path";
import type { PlanView } from "@/lib/payments/plans";
import { TestCheckoutDialog } from "./test-checkout-dialog";
import { IconDisc } from "@/components/ui/icon-disc";

export const PAYMENT_TEXT = {
  requestError: "Error While requesting for payment",
  failed: "Transaction failed",
  failurePage: "Your transaction is failed, If any amount deducted from account we recomend you to contact our support team.",
} as const;

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
}) {
  const { plan, planType, checkout } = props;
  const [code, setCode] = useState("");
  const [coupon, setCoupon] = useState<Coupon>({ state: "idle" });
  const [payment, setPayment] = useState<Payment>({ state: "idle" });
  const [testOrder, setTestOrder] = useState<Order | null>(null);
  // True once React has hydrated: the form only works from then on (tests wait for it).
  const hydrated = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

  const discount = coupon.state === "applied" ? coupon.discount : 0;
  const toPay = Math.max(0, Math.round((plan.price - discount) * 100) / 100);

  async function applyCoupon() {
    const trimmed = code.trim();
    if (!trimmed) return setCoupon({ state: "error", message: "Enter a coupon code" });
    setCoupon({ state: "checking" });
    const query = { type: planType, planName: plan.planName, coupon: trimmed };
    const unchecked = "Could not check the coupon. Please try again.";
    const result = await api("GET /api/payment/coupon-verify", { query, fallback: unchecked, offline: unchecked });
    if (!result.ok) setCoupon({ state: "error", message: result.error });
    else if (result.data.success)
      setCoupon({ state: "applied", code: trimmed.toUpperCase(), discount: result.data.discount ?? 0, message: result.data.message ?? "" });
    else setCoupon({ state: "error", message: result.data.message ?? "Invalid coupon code" });
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
    else setPayment({ state: "failure", title: PAYMENT_TEXT.failed });
  }

  function openRazorpay(order: Order) {
    if (!window.Razorpay || !order.keyId) return setPayment({ state: "failure", title: PAYMENT_TEXT.requestError });
    const rzp = new window.Razorpay({
      key: order.keyId,
      amount: order.order.amount,
      currency: order.order.currency,
      order_id: order.order.id,
      name: brand.name,
      description: `${plan.name} plan: ${plan.credits} mock interview${plan.credits === 1 ? "" : "s"}`,
      prefill: props.prefill,
      theme: { color: brand.colour },
      handler: (response: HandlerBody) => void verify(response),
      modal: { ondismiss: () => setPayment((p) => (p.state === "processing" ? { state: "idle" } : p)) },
    });
    rzp.on("payment.failed", () => setPayment({ state: "failure", title: PAYMENT_TEXT.failed }));
    rzp.open();
  }

  async function pay() {
    setPayment({ state: "processing" });
    const couponCode = coupon.state === "applied" ? coupon.code : null;
    const chosen = { currency: "INR" as const, type: planType, planName: plan.planName, returnPath: props.returnPath };
    if (couponCode && toPay === 0) {
      const result = await api("POST /api/payment/full-discount", { json: { coupon: couponCode, ...chosen } });
      return result.ok ? succeed(result.data) : setPayment({ state: "failure", title: PAYMENT_TEXT.requestError });
    }
    const result = await api("POST /api/payment/create-order", { json: { couponCode, ...chosen } });
    if (!result.ok) setPayment({ state: "failure", title: PAYMENT_TEXT.requestError });
    else if (result.data.provider === "RAZORPAY") openRazorpay(result.data);
    else setTestOrder(result.data);
  }

  if (payment.state === "success") return <SuccessScreen {...payment} />;
  if (payment.state === "failure") return <FailureScreen title={payment.title} onRetry={() => setPayment({ state: "idle" })} />;

  return (
    <div className="mx-auto max-w-xl">
      {checkout.kind === "razorpay" ? <Script src="https://checkout.razorpay.com/v1/checkout.js" strategy="afterInteractive" nonce={props.nonce} /> : null}
      <Link href="/mock/plans" className="text-sm font-semibold text-brand-700 hover:text-brand-600">
        ← All plans
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-950">Checkout</h1>
      <Card className="mt-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-bold text-ink-950">{plan.name}</h2>
            <p className="text-sm text-ink-600">
              {plan.credits} mock interview{plan.credits === 1 ? "" : "s"} · valid {validityLabel(plan.validityDays)}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xs text-ink-500">MRP</span>
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
          <label htmlFor="coupon" className="text-sm font-medium text-ink-700">
            Coupon code
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="coupon"
              name="coupon"
              value={code}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                if (coupon.state !== "idle" && coupon.state !== "checking") setCoupon({ state: "idle" });
              }}
              className="min-w-0 flex-1 rounded-xl border border-ink-200 px-3 py-2 text-sm uppercase placeholder:normal-case focus:border-brand"
              placeholder="Have a coupon?"
              aria-describedby="coupon-status"
            />
            <Button type="submit" variant="outline" loading={coupon.state === "checking"}>
              Apply
            </Button>
          </div>
          <p id="coupon-status" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
            {coupon.state === "checking" ? <span className="text-ink-500">Checking…</span> : null}
            {coupon.state === "applied" ? (
              <span className="font-medium text-green-700">
                {coupon.message}: {formatInr(coupon.discount)} off
              </span>
            ) : null}
            {coupon.state === "error" ? <span className="font-medium text-red-700">{coupon.message}</span> : null}
          </p>
        </form>

        <dl className="mt-4 space-y-2 border-t border-ink-100 pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-600">Price</dt>
            <dd className="text-ink-900">{formatInr(plan.price)}</dd>
          </div>
          {discount > 0 ? (
            <div className="flex justify-between">
              <dt className="text-ink-600">Discount</dt>
              <dd className="text-green-700">−{formatInr(discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-base font-bold">
            <dt className="text-ink-900">Amount to pay</dt>
            <dd className="text-ink-950" data-testid="amount-to-pay">
              {formatInr(toPay)}
            </dd>
          </div>
        </dl>

        <Button className="mt-6 w-full" size="lg" onClick={pay} loading={payment.state === "processing"} disabled={checkout.kind === "none" && toPay > 0}>
          {toPay === 0 ? "Get it free" : `Pay ${formatInr(toPay)}`}
        </Button>
        {payment.state === "processing" ? (
          <p role="status" className="mt-2 text-center text-sm text-ink-500">
            Processing your payment…
          </p>
        ) : null}
        {checkout.kind === "dev" ? (
          <p className="mt-3 text-center text-xs text-ink-500">Test mode: payments go through a local test checkout and no money moves.</p>
        ) : null}
        {checkout.kind === "none" ? <p className="mt-3 text-center text-xs text-red-700">{PAYMENT_TEXT.requestError}</p> : null}
      </Card>
      {testOrder ? (
        <TestCheckoutDialog
          order={testOrder.order}
          planName={plan.name}
          onPaid={(body) => {
            setTestOrder(null);
            void verify(body);
          }}
          onFailed={() => {
            setTestOrder(null);
            setPayment({ state: "failure", title: PAYMENT_TEXT.failed });
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

const noopSubscribe = () => () => {};

function SuccessScreen({ receivedCoins, availableCoins, next }: { receivedCoins: number; availableCoins: number; next: string | null }) {
  return (
    <div className="mx-auto max-w-lg py-4">
      <Card className="p-8 text-center" role="status" aria-live="polite">
        <IconDisc icon="check" tone="success" className="mx-auto" />
        <h1 className="mt-3 text-xl font-bold text-ink-950">Payment successful</h1>
        <p className="mt-2 text-sm text-ink-600" data-testid="purchase-result">
          You received {receivedCoins} credit{receivedCoins === 1 ? "" : "s"}. You now have {availableCoins} credit{availableCoins === 1 ? "" : "s"}.
        </p>
        <p className="mt-1 text-xs text-ink-500">A receipt is on its way to your e-mail.</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {next ? (
            <Link href={next} className={buttonClasses()}>
              Continue
            </Link>
          ) : (
            <Link href="/dashboard" className={buttonClasses()}>
              Go to dashboard
            </Link>
          )}
          <Link href="/mock" className={buttonClasses({ variant: "outline" })}>
            Mock interviews
          </Link>
        </div>
      </Card>
    </div>
  );
}

function FailureScreen({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-lg py-4">
      <Card className="p-8 text-center" role="alert">
        <IconDisc icon="alert" tone="danger" className="mx-auto" />
        <h1 className="mt-3 text-xl font-bold text-ink-950">{title}</h1>
        <p className="mt-2 text-sm text-ink-600">{PAYMENT_TEXT.failurePage}</p>
        <p className="mt-1 text-xs text-ink-500">Support: {brand.supportEmail}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={onRetry}>Try again</Button>
          <Link href="/dashboard" className={buttonClasses({ variant: "outline" })}>
            Go to dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
