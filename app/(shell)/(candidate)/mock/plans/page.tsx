import Link from "next/link";
import { CreditBadge } from "@/components/credits/credit-badge";
import { validityLabel } from "@/components/credits/format";
import { planNameIn } from "@/components/credits/money-text";
import { mockDuration } from "@/components/mocks/list/mock-list-text";
import { formatDay, formatInr } from "@/lib/format";
import { LedgerButton } from "@/components/credits/ledger-button";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { marketingHref } from "@/components/marketing/locale-path";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { getCreditBalance, listActiveEntitlements } from "@/lib/credits";
import { listPlans } from "@/lib/payments/plans";
import { CheckList } from "@/components/ui/check-list";
import { planFeatures } from "./plan-features";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("plans");

export default async function PlansPage({ searchParams }: PageProps<"/mock/plans">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [plans, active, credits, params, locale] = await Promise.all([
    listPlans({ type: "MOCK" }),
    listActiveEntitlements({ candidateId: candidate.id }),
    getCreditBalance({ candidateId: candidate.id }),
    searchParams,
    currentLocale(),
  ]);
  const words = messagesFor(locale, "plans");
  const list = messagesFor(locale, "mockList");
  const creditWords = messagesFor(locale, "credits");
  const returnTo = typeof params.return === "string" ? params.return : null;
  const popular = "COPPER";

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeading
        eyebrow={list.title}
        title={words.choose}
        intro={fill(words.intro, { duration: mockDuration(list), feedback: list.feedbackReady })}
        actions={
          <div className="flex items-center gap-3">
            <span className="flex items-center gap-2 text-sm text-ink-600">
              {words.credits} <CreditBadge initialCredits={credits} text={creditWords} />
            </span>
            <LedgerButton text={creditWords} />
          </div>
        }
      />

      {active.length === 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
          <Icon name="alert" className="size-5 shrink-0" />
          {words.noActivePlans}
        </p>
      ) : (
        <section aria-labelledby="active-plans" className="rounded-2xl bg-white p-4 ring-1 ring-ink-200/80">
          <h2 id="active-plans" className="text-sm font-semibold text-ink-900">
            {words.activePlans}
          </h2>
          <ul className="mt-2 divide-y divide-ink-100 text-sm">
            {active.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-ink-800">{planNameIn(words, e.plan)}</span>
                <span className="text-ink-600">
                  {fill(words.left, { remaining: e.remaining, credits: e.credits, date: formatDay(e.expiresAt, { locale: FORMAT_TAGS[locale] }) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ul className="grid gap-5 md:grid-cols-3">
        {plans.map((plan) => {
          const href = `/purchase?plan_type=MOCK&plan_name=${plan.planName}${returnTo ? `&return=${encodeURIComponent(returnTo)}` : ""}`;
          const featured = plan.planName === popular;
          const name = planNameIn(words, plan);
          const buy = fill(words.buy, { plan: name });
          return (
            <li key={plan.planName}>
              <Card className={cx("flex h-full flex-col p-6", featured && "ring-2 ring-brand")}>
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-lg font-bold text-ink-950">{name}</h2>
                  {featured ? <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">{words.popular}</span> : null}
                </div>
                <p className="mt-1 text-sm text-ink-600">{words.descriptions[plan.planName as keyof typeof words.descriptions] ?? plan.description}</p>
                <p className="mt-5 flex items-baseline gap-2">
                  <span className="text-3xl font-bold text-ink-950">{formatInr(plan.price)}</span>
                  <s className="text-base text-ink-500" aria-label={fill(words.mrp, { amount: formatInr(plan.mrp) })}>
                    {formatInr(plan.mrp)}
                  </s>
                </p>
                <p className="mt-1 text-sm font-medium text-ink-700">
                  {fill(plan.credits === 1 ? words.oneMock : words.mocks, { count: plan.credits })} ·{" "}
                  {fill(words.valid, { validity: validityLabel(plan.validityDays, words) })}
                </p>
                <CheckList
                  items={planFeatures(plan, words)}
                  className="mt-5 flex-1 space-y-2 text-sm text-ink-700"
                  itemClassName="flex gap-2"
                  checkClassName="mt-0.5 size-4 shrink-0 text-brand"
                />
                <Link href={href} className={buttonClasses({ variant: featured ? "primary" : "outline", className: "mt-6 w-full" })} aria-label={buy}>
                  {buy}
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-center text-xs text-ink-500">
        {words.footnote}{" "}
        <Link className="underline" href={marketingHref(locale, "/terms-and-conditions")}>
          {words.terms}
        </Link>
      </p>
    </div>
  );
}
