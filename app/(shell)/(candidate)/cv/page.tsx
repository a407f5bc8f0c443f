import { getTranslations } from "next-intl/server";
import { cvSuggestionsText } from "@/components/profile/cv-suggestions-text";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { messagesFor } from "@/lib/i18n/catalogs";
import { CV_UPLOAD_ERRORS, errorWords } from "@/lib/i18n/form-errors";
import { currentLocale } from "@/lib/i18n/current-locale";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { getResume } from "@/lib/profile/get-resume";
import { CvPageClient } from "./cv-page-client";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("cvPage");

export default async function CvPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const [resume, locale, t] = await Promise.all([getResume({ candidateId: candidate.id }), currentLocale(), getTranslations("cvPage")]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={t("title")} intro={t("intro")} />
      <CvPageClient
        text={{
          ...messagesFor(locale, "cvPage"),
          cvField: messagesFor(locale, "cvField"),
          cvErrors: errorWords(locale, CV_UPLOAD_ERRORS),
          suggestions: cvSuggestionsText(locale),
          tag: FORMAT_TAGS[locale],
        }}
        resume={
          resume
            ? {
                name: resume.name,
                uploadedAt: resume.uploadedAt ? Math.floor(resume.uploadedAt.getTime() / 1000) : null,
                text: resume.text,
                viewUrl: resume.viewUrl,
                downloadUrl: resume.downloadUrl,
              }
            : null
        }
      />
    </div>
  );
}
