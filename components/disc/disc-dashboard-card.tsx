// The dashboard's DISC card: the latest result at a glance, or an invitation to take the test, in
// the interface language (the styles' names stay as the glossary keeps them).
import Link from "next/link";
import { describeBlend, getLatestDiscResult } from "@/lib/disc";
import { DISC_STYLE_NAMES, DISC_STYLES } from "@/lib/disc/styles";
import { Section } from "@/components/dashboard/section";
import { SCREENS } from "@/components/layout/nav-items";
import { Icon } from "@/components/ui/icons";
import { formatLongDay } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { discWordsFrom } from "./disc-words";
import { STYLE_COLOURS } from "./style-colours";

export async function DiscDashboardCard({ candidateId, locale }: { candidateId: string; locale: Locale }) {
  const latest = await getLatestDiscResult({ candidateId });
  const text = messagesFor(locale, "dashboard").discCard;
  const words = discWordsFrom(messagesFor(locale, "discStyles"), messagesFor(locale, "discReport"));
  return (
    <Section id="disc-card-title" title={text.title} data-testid="disc-dashboard-card">
      <div className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card">
        {latest ? (
          <>
            <p className="text-sm font-semibold text-ink-900">{describeBlend(latest.primary, latest.secondary, words)}</p>
            <p className="mt-0.5 text-xs text-ink-600">{fill(text.takenOn, { date: formatLongDay(latest.createdAt, { locale: FORMAT_TAGS[locale] }) })}</p>
            <dl className="mt-4 space-y-2">
              {DISC_STYLES.map((style) => (
                <div key={style} className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2 text-xs">
                  <dt className="text-ink-700">{DISC_STYLE_NAMES[style]}</dt>
                  <dd className="contents">
                    <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-ink-100">
                      <span className="block h-full rounded-full" style={{ width: `${latest[style]}%`, background: STYLE_COLOURS[style] }} />
                    </span>
                    <span className="text-right font-semibold text-ink-900 tabular-nums">{latest[style]}</span>
                  </dd>
                </div>
              ))}
            </dl>
            <Link href={SCREENS.disc.href} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600">
              {text.report}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-ink-700">{text.invite}</p>
            <Link href={SCREENS.disc.href} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600">
              {text.take}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}
