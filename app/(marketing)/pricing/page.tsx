import type { Metadata } from "next";
import Link from "next/link";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { FeatureAccordion } from "@/components/marketing/pricing/feature-accordion";
import { PlanCard } from "@/components/marketing/pricing/plan-card";
import { ADDON_CARDS, HIRING_PLAN_CARDS, INTERVIEW_PLAN_CARDS } from "@/components/marketing/pricing/plans";
import { PRICING_FAQ } from "@/components/marketing/pricing/pricing-faq";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { formatInr } from "@/lib/format";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { MOCK_PLANS } from "@/lib/payments/price-list";
import { screenLink } from "@/components/layout/nav-items";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite } from "@/lib/env";
import { CheckList } from "@/components/ui/check-list";

export const metadata: Metadata = marketingMetadata("pricing");

const CONTACT_HREF = "/our-teams#contact";
const JUMPS = [
  { href: "#hiring", label: "Hiring" },
  { href: "#interview-as-a-service", label: "Interview As A Service" },
  { href: "#add-ons", label: "Add-ons" },
  { href: "#features", label: "Features" },
];

export default function PricingPage() {
  // Deployment config, read once at build time: the page stays static.
  const employer = employerSite();
  const mockPlans = screenLink("mockPlans");
  const cheapestMock = Math.min(...MOCK_PLANS.map((plan) => plan.price));

  return (
    <>
      <MarketingSection labelledBy="pricing-title" glow="h-[32rem]" inner="pt-12 pb-10 text-center md:pt-20">
        <SectionHeading
          as="h1"
          id="pricing-title"
          eyebrow="Pricing for employers"
          title="Hire faster with AI that screens and interviews for you"
          align="center"
        >
          Simple plans in Indian rupees. Buy and manage them on the {brand.name} employer site; candidates always apply for free.
        </SectionHeading>
        <nav aria-label="Pricing sections" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {JUMPS.map((jump) => (
              <li key={jump.href}>
                <a
                  href={jump.href}
                  className="inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition-colors hover:text-brand-700 hover:ring-brand-200"
                >
                  {jump.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </MarketingSection>

      <MarketingSection id="hiring" labelledBy="hiring-title" className="scroll-mt-20" inner="py-12">
        <SectionHeading id="hiring-title" eyebrow="For recruiting teams" title="Hiring">
          Post jobs, let AI screen every CV and interview the strongest applicants, and pay per hiring round.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HIRING_PLAN_CARDS.map((plan) => (
            <PlanCard key={plan.key} plan={plan} employer={employer} contactHref={CONTACT_HREF} />
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="interview-as-a-service" labelledBy="iaas-title" className="scroll-mt-20" tinted deferred inner="py-16">
        <SectionHeading id="iaas-title" eyebrow="For interviews at scale" title="Interview As A Service">
          Already have applicants? Send them our AI video interview and get a scored, monitored report for each one.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {INTERVIEW_PLAN_CARDS.filter((plan) => plan.price !== null).map((plan) => (
            <PlanCard key={plan.key} plan={plan} employer={employer} contactHref={CONTACT_HREF} />
          ))}
        </ul>
        {INTERVIEW_PLAN_CARDS.filter((plan) => plan.price === null).map((plan) => (
          <div key={plan.key} className="mt-6 flex flex-col gap-6 rounded-3xl bg-ink-950 p-7 text-white sm:p-9 md:flex-row md:items-center md:justify-between">
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
            <Link href={CONTACT_HREF} className={buttonClasses({ size: "lg", className: "md:shrink-0" })}>
              Talk to us about {plan.name.toLowerCase()}
            </Link>
          </div>
        ))}
      </MarketingSection>

      <MarketingSection id="add-ons" labelledBy="addons-title" className="scroll-mt-20" deferred inner="py-16">
        <SectionHeading id="addons-title" eyebrow="Add-ons" title="Add what your process needs">
          Add-ons work with any Hiring or Interview As A Service plan.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ADDON_CARDS.map((addon) => (
            <li key={addon.key} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-200/80">
              <h3 className="font-semibold text-ink-950">{addon.name}</h3>
              <p className="mt-3 flex items-baseline gap-2">
                {addon.price === null ? (
                  <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">Coming soon</span>
                ) : (
                  <>
                    <span className="text-2xl font-extrabold tracking-tight text-ink-950 tabular-nums">{formatInr(addon.price)}</span>
                    {addon.mrp ? (
                      <span className="text-sm text-ink-600">
                        <span className="sr-only">was </span>
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
      </MarketingSection>

      <MarketingSection id="features" labelledBy="features-title" className="scroll-mt-20" tinted deferred inner="grid gap-10 py-16 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading id="features-title" eyebrow="Features" title="What comes with every plan">
          Open a feature to see what it does and the limits that apply.
        </SectionHeading>
        <FeatureAccordion items={PRICING_FAQ} />
      </MarketingSection>

      <section
        aria-labelledby="pricing-cta"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-brand-600 p-8 text-white">
            <h2 id="pricing-cta" className="text-2xl font-bold">
              Ready to hire?
            </h2>
            <p className="mt-2 text-white">
              {employer.external
                ? "Sign in to the employer site to choose a plan and post your first job."
                : "Tell us about the roles you want to fill and we will set up your plan."}
            </p>
            <EmployerLink icon className={buttonClasses({ variant: "outline", size: "lg", className: "mt-6 border-white" })}>
              {employer.external ? "Go to the employer site" : "Contact us"}
            </EmployerLink>
          </div>
          <div className="rounded-3xl bg-white p-8 ring-1 ring-ink-200">
            <h2 className="text-2xl font-bold text-ink-950">Looking for a job?</h2>
            <p className="mt-2 text-ink-600">Applying is free. Practise with AI mock interviews from {formatInr(cheapestMock)}.</p>
            {/* Links into /mock open by full page load; none until the plans page exists. */}
            {mockPlans ? (
              <a href={mockPlans} className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-6" })}>
                See mock interview plans
                <Icon name="arrowRight" className="size-4" />
              </a>
            ) : (
              <Link href="/auth/register" className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-6" })}>
                Create your free profile
                <Icon name="arrowRight" className="size-4" />
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
