import { headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { purchaseText } from "@/components/credits/money-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { buttonClasses } from "@/components/ui/button-classes";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError } from "@/lib/errors/app-error";
import { fullName } from "@/lib/format";
import { gateway } from "@/lib/payments/gateway";
import { findPurchasablePlan, toPlanView } from "@/lib/payments/plans";
import { nonceFromPolicy } from "@/lib/http/page-csp";
import { safeReturnPath } from "@/lib/validation/return-path";
import { PurchaseClient } from "./purchase-client";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("purchase");

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** /purchase?plan_type=MOCK&plan_name=COPPER[&return=/path] */
export default async function PurchasePage({ searchParams }: PageProps<"/purchase">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const params = await searchParams;
  const planType = one(params.plan_type).toUpperCase() || "MOCK";
  const planName = one(params.plan_name).toUpperCase();
  const plan =
    planType === "MOCK" && planName
      ? await findPurchasablePlan({ type: "MOCK", planName }).catch((e: unknown) => (e instanceof AppError ? null : Promise.reject(e)))
      : null;
  const t = await getTranslations("purchase");
  if (!plan) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center ring-1 ring-ink-200/80">
        <h1 className="text-xl font-bold text-ink-950">{t("notFound")}</h1>
        <p className="mt-2 text-sm text-ink-600">{t("notFoundText")}</p>
        <Link href="/mock/plans" className={buttonClasses({ className: "mt-5" })}>
          {t("seePlans")}
        </Link>
      </div>
    );
  }
  const g = gateway();
  return (
    <PurchaseClient
      plan={toPlanView(plan)}
      planType="MOCK"
      checkout={g.kind === "razorpay" ? { kind: "razorpay", keyId: g.keyId } : { kind: g.kind }}
      returnPath={safeReturnPath(one(params.return))}
      nonce={g.kind === "razorpay" ? nonceFromPolicy((await headers()).get("content-security-policy")) : undefined}
      prefill={{ name: fullName(candidate), email: candidate.email }}
      text={purchaseText(await currentLocale(), plan)}
    />
  );
}
