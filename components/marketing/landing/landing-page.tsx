import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatInr } from "@/lib/format";
import { JsonLd, organizationJsonLd } from "@/components/marketing/json-ld";
import { ChooserCard } from "@/components/marketing/landing/chooser-card";
import { HeroVisual } from "@/components/marketing/landing/hero-visual";
import { AuthLink } from "@/components/marketing/auth-link";
import { authHref, marketingHref } from "@/components/marketing/locale-path";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { buttonClasses } from "@/components/ui/button";
import { Icon, type IconName } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { MAX_SCORE } from "@/lib/ai/review-rules";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { MOCK_PLANS } from "@/lib/payments/price-list";
import { MOCK_QUESTION_COUNT } from "@/lib/mocks/mock-rules";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite, env } from "@/lib/env";

const FEATURES: { key: "jobs" | "mocks" | "feedback" | "disc" | "track" | "private"; icon: IconName }[] = [
  { key: "jobs", icon: "search" },
  { key: "mocks", icon: "video" },
  { key: "feedback", icon: "clipboard" },
  { key: "disc", icon: "target" },
  { key: "track", icon: "check" },
  { key: "private", icon: "shield" },
];

const STEPS = ["profile", "practise", "apply", "track"] as const;

/** The home page in `locale` (its words from the `marketingHome` namespace; the language is the path's, never the request's). */
export async function LandingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketingHome" });
  const frame = messagesFor(locale, "marketing");
  // Deployment config, read once at build time: the page stays static.
  const { appUrl } = env();
  const employer = employerSite();
  return (
    <>
      <JsonLd data={organizationJsonLd(appUrl)} />
      <MarketingSection labelledBy="hero-title" glow="h-[36rem]" inner="grid items-center gap-12 pt-12 pb-16 md:pt-20 lg:grid-cols-[1.2fr_0.8fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkles" className="size-4 text-brand" />
            {t("badge")}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl">
            {t("heroTitle")} <span className="text-brand-600">{t("heroAccent")}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-600">{t("lead")}</p>
          <div className="mt-8 grid gap-3 sm:grid-cols-2" role="group" aria-label={t("chooserLabel")}>
            <ChooserCard
              href={authHref(locale, "/auth/register")}
              reload={locale !== "en"}
              title={t("seekerTitle")}
              text={t("seekerText")}
              icon="user"
              primary
            />
            <ChooserCard
              href={employer.href}
              title={t("hirerTitle")}
              text={employer.external ? t("hirerExternal") : t("hirerContact")}
              icon="briefcase"
              newWindow
              newWindowText={frame.newWindow}
            />
          </div>
        </div>
        <HeroVisual text={messagesFor(locale, "marketingHome").visual} />
      </MarketingSection>

      <MarketingSection
        id="about"
        labelledBy="about-title"
        className="scroll-mt-16 border-t border-ink-100"
        inner="grid gap-10 py-16 md:py-20 lg:grid-cols-2 lg:gap-16"
      >
        <SectionHeading id="about-title" eyebrow={t("aboutEyebrow", { name: brand.name })} title={t("aboutTitle")}>
          <p>{t("aboutText", { name: brand.name })}</p>
        </SectionHeading>
        <ul className="grid grid-cols-3 gap-3 self-center sm:gap-4 lg:grid-cols-1 xl:grid-cols-3">
          {[
            { value: t("freeValue"), label: t("freeLabel") },
            { value: t("minutesValue", { minutes: SECONDS_PER_QUESTION / 60 }), label: t("minutesLabel") },
            { value: `/${MAX_SCORE}`, label: t("scoreLabel") },
          ].map((stat) => (
            <li key={stat.label} className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
              <p className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</p>
              <p className="mt-1 text-xs leading-snug text-ink-700 sm:text-sm">{stat.label}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection labelledBy="features-title" tinted deferred>
        <SectionHeading id="features-title" eyebrow={t("featuresEyebrow")} title={t("featuresTitle")} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <TitledItem
              key={feature.key}
              title={t(`features.${feature.key}.title`)}
              text={t(`features.${feature.key}.text`, { count: MOCK_QUESTION_COUNT, max: MAX_SCORE })}
              className="rounded-2xl border border-ink-200/80 bg-white p-6 shadow-card"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={feature.icon} />
              </span>
            </TitledItem>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection labelledBy="steps-title" deferred>
        <SectionHeading id="steps-title" eyebrow={t("stepsEyebrow")} title={t("stepsTitle")} />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <TitledItem key={step} title={t(`steps.${step}.title`)} text={t(`steps.${step}.text`)} className="relative">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {String(index + 1).padStart(2, "0")}
              </span>
            </TitledItem>
          ))}
        </ol>
      </MarketingSection>

      <section aria-labelledby="employers-title" className="px-4 pb-16 sm:px-6 md:pb-20 lg:px-8 [content-visibility:auto] [contain-intrinsic-size:auto_640px]">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-white sm:px-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand/25 blur-3xl" />
          <div className="relative grid gap-8 md:grid-cols-[1.4fr_1fr] md:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{t("employersEyebrow")}</p>
              <h2 id="employers-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance">
                {t("employersTitle")}
              </h2>
              <p className="mt-3 text-ink-300">{t("employersText")}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row lg:justify-end">
              <Link href={marketingHref(locale, "/pricing")} className={buttonClasses({ size: "lg" })}>
                {t("seePricing")}
              </Link>
              <EmployerLink
                icon
                newWindowText={frame.newWindow}
                className={buttonClasses({ variant: "ghost", size: "lg", className: "text-white ring-1 ring-white/25 hover:bg-white/10 hover:text-white" })}
              >
                {employer.external ? t("employerLogin") : t("talkToUs")}
              </EmployerLink>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="cta-title"
        className="border-t border-ink-100 bg-gradient-to-b from-white to-brand-50/60 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-20">
          <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {t("ctaTitle")}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{t("ctaText", { price: formatInr(Math.min(...MOCK_PLANS.map((plan) => plan.price))) })}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <AuthLink locale={locale} href="/auth/register" prefetch={false} className={buttonClasses({ size: "lg" })}>
              {t("ctaCreate")}
              <Icon name="arrowRight" className="size-4" />
            </AuthLink>
            <AuthLink locale={locale} href="/auth/login" prefetch={false} className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("ctaSignIn")}
            </AuthLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** A feature or a step: its mark (`children`), then its title and a line or two about it. */
function TitledItem({ title, text, className, children }: { title: string; text: string; className: string; children: ReactNode }) {
  return (
    <li className={className}>
      {children}
      <h3 className="mt-4 font-semibold text-ink-900">{title}</h3>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{text}</p>
    </li>
  );
}
