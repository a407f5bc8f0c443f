import { getLocale, getTranslations } from "next-intl/server";
import { jobCardText } from "@/components/jobs/job-text";
import { isLocale } from "@/lib/i18n/locales";
import { JobGrid } from "@/components/jobs/job-card";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { Empty, MoreLink, Section } from "./section";

/** Full width under the other sections, so each card has room for its facts on a desktop. */
export async function RecommendedJobs({ jobs, personalised }: { jobs: JobCardPayload[]; personalised: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale()]);
  const cardText = jobCardText(isLocale(locale) ? locale : "en");
  return (
    <Section id="recommended-for-you" title={t("recommended")} action={<MoreLink href="/discover">{t("moreJobs")}</MoreLink>}>
      <p className="-mt-2 mb-4 text-sm text-ink-600">{personalised ? t("recommendedPersonalised") : t("recommendedNewest")}</p>
      {jobs.length ? (
        <JobGrid jobs={jobs} text={cardText} columns="three" />
      ) : (
        <Empty icon="compass" action={<MoreLink href="/discover">{t("browseAllJobs")}</MoreLink>}>
          {t("noRecommended")}
        </Empty>
      )}
    </Section>
  );
}
