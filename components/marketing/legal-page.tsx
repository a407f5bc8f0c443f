import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import { formatLongDay } from "@/lib/format";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { LegalDocument } from "./legal-document";
import { LEGAL_TEXTS, type LegalDoc } from "./legal/legal-texts";
import { pageWords } from "./page-metadata";
import { MARKETING_PAGES } from "./pages";

/** The English version prevails: a translation says so at its top, with a link to it. */
async function TranslationNote({ doc, locale }: { doc: LegalDoc; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketingLegal" });
  return (
    <p className="mt-6 flex max-w-3xl gap-3 rounded-2xl bg-white p-4 text-sm leading-relaxed text-ink-700 ring-1 ring-ink-200">
      <Icon name="alert" className="mt-1 size-4 shrink-0 text-brand-600" />
      <span>
        {t("translationNote")}{" "}
        <Link href={MARKETING_PAGES[doc].path} hrefLang="en" className="font-medium text-brand-700 underline underline-offset-2">
          {t("englishVersion")}
        </Link>
      </span>
    </p>
  );
}

/** The privacy policy or the terms in `locale` (the language is the path's, never the request's). */
export async function LegalPage({ doc, locale }: { doc: LegalDoc; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketingLegal" });
  const marketing = await getTranslations({ locale, namespace: "marketing" });
  const { updated, texts } = LEGAL_TEXTS[doc];
  const { intro, sections } = texts[locale];
  // The day is kept as its English wording; read as a UTC calendar day.
  const day = new Date(`${updated} UTC`);
  return (
    <LegalDocument
      title={pageWords(doc, locale).title}
      updated={{ shown: formatLongDay(day, { timeZone: "UTC", locale: FORMAT_TAGS[locale] }), iso: day.toISOString().slice(0, 10) }}
      intro={intro}
      note={locale === "en" ? undefined : <TranslationNote doc={doc} locale={locale} />}
      sections={sections}
      words={{
        eyebrow: marketing("legal"),
        lastUpdated: t("lastUpdated"),
        contents: t("contents"),
        contentsSummary: t("contentsSummary", { count: sections.length }),
      }}
    />
  );
}
