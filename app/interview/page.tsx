import type { Metadata } from "next";
import { MAIN_CONTENT_ID } from "@/components/layout/main-content";
import { BrandLogo } from "@/components/layout/brand-logo";
import { HtmlLang } from "@/components/language/html-lang";
import "@/components/language/script-text";
import { cx } from "@/components/ui/cx";
import { InterviewFlow } from "@/components/interviews/interview-flow";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { messagesFor } from "@/lib/i18n/catalogs";
import { errorWords, RECORDED_INTERVIEW_ERRORS } from "@/lib/i18n/form-errors";
import { currentLocale } from "@/lib/i18n/current-locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: messagesFor(await currentLocale(), "interview").pageTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function InterviewPage({ searchParams }: PageProps<"/interview">) {
  const { q } = await searchParams;
  const id = typeof q === "string" ? q : "";
  // Signed in, answers kept on this device are the candidate's; opened from the e-mail, the link's.
  // The words are in the candidate area's language (the account's, else the cookie's or the browser's).
  const [candidate, locale] = await Promise.all([getCurrentCandidate(), currentLocale()]);
  return (
    <main
      id={MAIN_CONTENT_ID}
      lang={locale}
      data-ui-lang={locale}
      className={cx("min-h-dvh bg-ink-50 px-3 py-4 sm:px-6 sm:py-8", locale === "hi" && "font-devanagari")}
    >
      <HtmlLang locale={locale} />
      <div className="mx-auto mb-4 flex max-w-5xl items-center justify-between">
        <BrandLogo href="/dashboard" />
      </div>
      <InterviewFlow
        interviewId={id}
        candidateId={candidate?.id ?? null}
        text={messagesFor(locale, "interview")}
        errors={errorWords(locale, RECORDED_INTERVIEW_ERRORS)}
        words={messagesFor(locale, "recording")}
        locale={locale}
      />
    </main>
  );
}
