import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { formatInr } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { PricedPlan, PricingWords } from "./plans";
import { CheckList } from "@/components/ui/check-list";

type PlanCardProps = {
  plan: PricedPlan;
  /** Where employers buy: the employer site (a new window), or our contact form. */
  employer: { href: string; external: boolean };
  contactHref: string;
  /** The card's own words in the page's language. */
  text: PricingWords["card"];
};

export function PlanCard({ plan, employer, contactHref, text }: PlanCardProps) {
  const headingId = `plan-${plan.key.toLowerCase()}-${plan.name.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <li
      className={cx(
        "relative flex flex-col rounded-3xl bg-white p-6 sm:p-7",
        plan.recommended ? "shadow-pop ring-2 ring-brand-600" : "shadow-card ring-1 ring-ink-200/80",
      )}
    >
      {plan.recommended ? (
        <Badge as="p" icon="sparkles" className="absolute -top-3 left-6 bg-brand-600 px-3 py-1 font-semibold text-white shadow-sm">
          {text.recommended}
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-ink-950">
        {plan.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        {plan.price === null ? (
          <span className="text-3xl font-extrabold tracking-tight text-ink-950">{text.letsTalk}</span>
        ) : (
          <>
            <span className="text-3xl font-extrabold tracking-tight text-ink-950 tabular-nums">{formatInr(plan.price)}</span>
            <span className="text-sm text-ink-600">{plan.per}</span>
          </>
        )}
      </p>
      <p className="mt-1.5 min-h-5 text-sm text-ink-600">{plan.summary}</p>
      <CheckList items={plan.features} className="mt-6 flex-1 space-y-3 border-t border-ink-100 pt-6 text-sm text-ink-700" />
      {plan.price === null || !employer.external ? (
        <Link href={contactHref} className={buttonClasses({ variant: "outline", className: "mt-7 w-full" })}>
          {plan.price === null ? (
            <>
              {text.contactUs}
              <span className="sr-only"> {fill(text.aboutPlan, { plan: plan.name })}</span>
            </>
          ) : (
            fill(text.choose, { plan: plan.name })
          )}
        </Link>
      ) : (
        <a
          href={employer.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: plan.recommended ? "primary" : "secondary", className: "mt-7 w-full" })}
        >
          {fill(text.choose, { plan: plan.name })}
          <Icon name="external" className="size-4" />
          <span className="sr-only">{text.opensEmployer}</span>
        </a>
      )}
    </li>
  );
}
