"use client";

// The local test checkout: stands in for Razorpay's modal when no keys are configured. The
// server signs the result; the page then verifies it exactly as it verifies a real payment.
import { useState } from "react";
import { api } from "@/components/api/api";
import { formatInr } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Dialog } from "@/components/ui/dialog";
import type { HandlerBody } from "./purchase-client";
import type { PurchaseText } from "@/components/credits/money-text";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";

export function TestCheckoutDialog(props: {
  order: { amount: number; currency: string; id: string };
  planName: string;
  text: PurchaseText;
  onPaid: (body: HandlerBody) => void;
  onFailed: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(outcome: "success" | "failure") {
    setBusy(outcome);
    setError(null);
    const result = await api("POST /api/payment/dev-checkout", { json: { orderId: props.order.id, outcome } });
    if (!result.ok) {
      setError(sayError(props.text.errors, result.error));
      setBusy(null);
    } else if (result.data.outcome === "success") props.onPaid(result.data.payment);
    else props.onFailed();
  }

  return (
    <Dialog open onClose={props.onClose} title={props.text.testTitle} description={props.text.testText} closeLabel={props.text.close}>
      <dl className="space-y-1.5 rounded-2xl bg-ink-50 p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">{props.text.plan}</dt>
          <dd className="font-medium text-ink-900">{props.planName}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">{props.text.order}</dt>
          <dd className="truncate font-mono text-xs text-ink-800" translate="no">
            {props.order.id}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt>{props.text.amount}</dt>
          <dd>{formatInr(props.order.amount / 100)}</dd>
        </div>
      </dl>
      <ErrorNote message={error} className="mt-3 text-sm" />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => complete("failure")} loading={busy === "failure"} disabled={busy !== null}>
          {props.text.failPayment}
        </Button>
        <Button onClick={() => complete("success")} loading={busy === "success"} disabled={busy !== null}>
          {fill(props.text.pay, { amount: formatInr(props.order.amount / 100) })}
        </Button>
      </div>
    </Dialog>
  );
}
