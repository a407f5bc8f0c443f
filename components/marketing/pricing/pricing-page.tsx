import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AuthLink } from "@/components/marketing/auth-link";
import { marketingHref } from "@/components/marketing/locale-path";
import { FeatureAccordion } from "@/components/marketing/pricing/feature-accordion";
import { PlanCard } from "@/components/marketing/pricing/plan-card";
import { addonCards, hiringPlanCards, interviewPlanCards } from "@/components/marketing/pricing/plans";
import { pricingFaq } from "@/components/marketing/pricing/pricing-faq";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { formatInr } from "@/lib/format";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { MOCK_PLANS } from "@/lib/payments/price-list";
import { screenLink } from "@/components/layout/nav-items";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite } from "@/lib/env";
import { CheckList } from "@/components/ui/check-list";

const HIRING = { id: "hiring", key: "hiring" } as const;
const IAAS = { id: "interview-as-a-service", key: "iaas" } as const;
const ADD_ONS = { id: "add-ons", key: "addons" } as const;
const FEATURES = { id: "features", key: "features" } as const;
/** The sections the top of the page jumps to, in the page's order. */
const JUMPS = [HIRING, IAAS, ADD_ONS, FEATURES];
type Jump = (typeof JUMPS)[number];
type T = Awaited<ReturnType<typeof getTranslations<"marketingPricing">>>;

/** A section the top's jumps lead to: its anchor, and its heading's words under the jump's key. */
function JumpSection({ jump, t, children, ...band }: { jump: Jump; t: T; tinted?: boolean; deferred?: boolean; inner: string; children: ReactNode }) {
  return (
    <MarketingSection id={jump.id} labelledBy={`${jump.key}-title`} className="scroll-mt-20" {...band}>
      <SectionHeading id={`${jump.key}-title`} eyebrow={t(`${jump.key}Eyebrow`)} title={t(`${jump.key}Title`)}>
        {t(`${jump.key}Text`)}
      </SectionHeading>
      {children}
    </MarketingSection>
  );
}

/** The pricing page in `locale` (its words from the `marketingPricing` namespace; the language is the path's, never the request's). */
export async function PricingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketingPricing" });
  const words = messagesFor(locale, "marketingPricing");
  const contactHref = marketingHref(locale, "/our-teams#contact");
  const interviewCards = interviewPlanCards(words);
  // Deployment config, read once at build time: the page stays static.
  const employer = employerSite();
  const mockPlans = screenLink("mockPlans");
  const cheapestMock = Math.min(...MOCK_PLANS.map((plan) => plan.price));

  return (
    <>
      <MarketingSection labelledBy="pricing-title" glow="h-[32rem]" inner="pt-12 pb-10 text-center md:pt-20">
        <SectionHeading as="h1" id="pricing-title" eyebrow={t("eyebrow")} title={t("title")} align="center">
          {t("lead", { name: brand.name })}
        </SectionHeading>
        <nav aria-label={t("jumpsLabel")} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {JUMPS.map((jump) => (
              <li key={jump.id}>
                <a
                  href={`#${jump.id}`}
                  className="inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition-colors hover:text-brand-700 hover:ring-brand-200"
                >
                  {t(`jumps.${jump.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </MarketingSection>

      <JumpSection jump={HIRING} t={t} inner="py-12">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hiringPlanCards(words).map((plan) => (
            <PlanCard key={plan.key} plan={plan} employer={employer} contactHref={contactHref} text={words.card} />
          ))}
        </ul>
      </JumpSection>

      <JumpSection jump={IAAS} t={t} tinted deferred inner="py-16">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {interviewCards
            .filter((plan) => plan.price !== null)
            .map((plan) => (
              <PlanCard key={plan.key} plan={plan} employer={employer} contactHref={contactHref} text={words.card} />
            ))}
        </ul>
        {interviewCards
          .filter((plan) => plan.price === null)
          .map((plan) => (
            <div
              key={plan.key}
              className="mt-6 flex flex-col gap-6 rounded-3xl bg-ink-950 p-7 text-white sm:p-9 md:flex-row md:items-center md:justify-between"
            >
              <div className="max-w-2xl">
                <h3 className="text-xl font-bold">{plan.name}</h3>
                <p className="mt-2 text-ink-300">{plan.summary}</p>
                <CheckList
                  items={plan.features}
                  className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-200"
                  itemClassName="flex items-center gap-2"
                  checkClassName="size-4 text-brand-400"
                />
              </div>
              <Link href={contactHref} className={buttonClasses({ size: "lg", className: "md:shrink-0" })}>
                {t("talkAbout", { plan: plan.name.toLowerCase() })}
              </Link>
            </div>
          ))}
      </JumpSection>

      <JumpSection jump={ADD_ONS} t={t} deferred inner="py-16">
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {addonCards(words).map((addon) => (
            <li key={addon.key} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-200/80">
              <h3 className="font-semibold text-ink-950">{addon.name}</h3>
              <p className="mt-3 flex items-baseline gap-2">
                {addon.price === null ? (
                  <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{t("comingSoon")}</span>
                ) : (
                  <>
                    <span className="text-2xl font-extrabold tracking-tight text-ink-950 tabular-nums">{formatInr(addon.price)}</span>
                    {addon.mrp ? (
                      <span className="text-sm text-ink-600">
                        <span className="sr-only">{t("was")} </span>
                        <s>{formatInr(addon.mrp)}</s>
                      </span>
                    ) : null}
                  </>
                )}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-ink-600">{addon.detail}</p>
            </li>
          ))}
        </ul>
      </JumpSection>

      <JumpSection jump={FEATURES} t={t} tinted deferred inner="grid gap-10 py-16 lg:grid-cols-[0.8fr_1.2fr]">
        <FeatureAccordion items={pricingFaq(words)} />
      </JumpSection>

      <section
        aria-labelledby="pricing-cta"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-brand-600 p-8 text-white">
            <h2 id="pricing-cta" className="text-2xl font-bold">
              {t("ctaTitle")}
            </h2>
            <p className="mt-2 text-white">{employer.external ? t("ctaExternal") : t("ctaContact")}</p>
            <EmployerLink
              icon
              newWindowText={messagesFor(locale, "marketing").newWindow}
              className={buttonClasses({ variant: "outline", size: "lg", className: "mt-6 border-white" })}
            >
              {employer.external ? t("ctaGo") : t("ctaContactUs")}
            </EmployerLink>
          </div>
          <div className="rounded-3xl bg-white p-8 ring-1 ring-ink-200">
            <h2 className="text-2xl font-bold text-ink-950">{t("seekerTitle")}</h2>
            <p className="mt-2 text-ink-600">{t("seekerText", { price: formatInr(cheapestMock) })}</p>
            {/* Links into /mock open by full page load; none until the plans page exists. */}
            {mockPlans ? (
              <a href={mockPlans} className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-6" })}>
                {t("seeMockPlans")}
                <Icon name="arrowRight" className="size-4" />
              </a>
            ) : (
              <AuthLink locale={locale} href="/auth/register" className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-6" })}>
                {t("createProfile")}
                <Icon name="arrowRight" className="size-4" />
              </AuthLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
