import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DiscReport } from "@/components/disc/disc-report";
import { DiscTestClient } from "@/components/disc/disc-test-client";
import { discWordsFrom } from "@/components/disc/disc-words";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { publicDiscBlocks } from "@/lib/disc/blocks";
import { getDiscProgress } from "@/lib/disc/progress";
import { listDiscResults } from "@/lib/disc/results";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("disc", "metaTitle");

/**
 * /test/disc shows the test when there is no result yet, when a test is in progress, or on
 * ?take=1 (retake); otherwise the latest report. ?result=<id> opens an earlier report.
 */
export default async function DiscPage({ searchParams }: PageProps<"/test/disc">) {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const query = await searchParams;
  const [results, progress, locale, t] = await Promise.all([
    listDiscResults({ candidateId: candidate.id }),
    getDiscProgress({ candidateId: candidate.id }),
    currentLocale(),
    getTranslations("disc"),
  ]);

  const reportText = { ...messagesFor(locale, "discReport"), tag: FORMAT_TAGS[locale] };
  const words = discWordsFrom(messagesFor(locale, "discStyles"), reportText);

  if (typeof query.result === "string") {
    const result = results.find((r) => r.id === query.result);
    if (result) return <DiscReport result={result} history={results} text={reportText} words={words} />;
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-ink-200/80 bg-white p-6 text-center shadow-card">
        <h1 className="text-xl font-semibold text-ink-900">{t("notFoundTitle")}</h1>
        <p className="mt-2 text-sm text-ink-600">{t("notFoundText")}</p>
        <Link href="/test/disc" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
          {t("notFoundLink")}
        </Link>
      </div>
    );
  }

  const latest = results[0];
  const wantsTest = query.take === "1" || (progress.length > 0 && query.view !== "latest");
  if (latest && !wantsTest) return <DiscReport result={latest} history={results} text={reportText} words={words} />;

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-medium text-brand-700">{t("eyebrow")}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 mb-6 max-w-2xl text-sm text-ink-600">{t("intro")}</p>
      <DiscTestClient
        blocks={publicDiscBlocks(messagesFor(locale, "discStatements"))}
        saved={progress}
        hasResults={results.length > 0}
        text={messagesFor(locale, "disc")}
      />
    </div>
  );
}
