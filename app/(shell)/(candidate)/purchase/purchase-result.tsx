// What checkout ends with: the payment went through (the credits received and the balance), or it
// failed (what to do, and the support address).
import Link from "next/link";
import type { PurchaseText } from "@/components/credits/money-text";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card } from "@/components/ui/card";
import { IconDisc } from "@/components/ui/icon-disc";
import { brand } from "@/lib/brand";
import { fill } from "@/lib/i18n/fill";

type Success = { receivedCoins: number; availableCoins: number; next: string | null; text: PurchaseText };

export function SuccessScreen({ receivedCoins, availableCoins, next, text }: Success) {
  return (
    <div className="mx-auto max-w-lg py-4">
      <Card className="p-8 text-center" role="status" aria-live="polite">
        <IconDisc icon="check" tone="success" className="mx-auto" />
        <h1 className="mt-3 text-xl font-bold text-ink-950">{text.success}</h1>
        <p className="mt-2 text-sm text-ink-600" data-testid="purchase-result">
          {fill(receivedCoins === 1 ? text.receivedOne : text.received, { count: receivedCoins })}{" "}
          {fill(availableCoins === 1 ? text.haveOne : text.have, { count: availableCoins })}
        </p>
        <p className="mt-1 text-xs text-ink-500">{text.receipt}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {next ? (
            <Link href={next} className={buttonClasses()}>
              {text.continue}
            </Link>
          ) : (
            <Link href="/dashboard" className={buttonClasses()}>
              {text.dashboard}
            </Link>
          )}
          <Link href="/mock" className={buttonClasses({ variant: "outline" })}>
            {text.toMocks}
          </Link>
        </div>
      </Card>
    </div>
  );
}

export function FailureScreen({ title, onRetry, text }: { title: string; onRetry: () => void; text: PurchaseText }) {
  const [before = "", after = ""] = text.support.split("{email}");
  return (
    <div className="mx-auto max-w-lg py-4">
      <Card className="p-8 text-center" role="alert">
        <IconDisc icon="alert" tone="danger" className="mx-auto" />
        <h1 className="mt-3 text-xl font-bold text-ink-950">{title}</h1>
        <p className="mt-2 text-sm text-ink-600">{text.failurePage}</p>
        <p className="mt-1 text-xs text-ink-500">
          {before}
          <span translate="no">{brand.supportEmail}</span>
          {after}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={onRetry}>{text.tryAgain}</Button>
          <Link href="/dashboard" className={buttonClasses({ variant: "outline" })}>
            {text.dashboard}
          </Link>
        </div>
      </Card>
    </div>
  );
}
