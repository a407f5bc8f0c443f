import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { jobCardText } from "@/components/jobs/job-text";
import { isLocale } from "@/lib/i18n/locales";
import { StatusChip } from "@/components/jobs/status-chip";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { JobList, JobRow } from "./job-row";
import { Empty, Section } from "./section";

export async function SavedJobs({ jobs }: { jobs: JobCardPayload[] }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale()]);
  const cardText = jobCardText(isLocale(locale) ? locale : "en");
  return (
    <Section id="saved-jobs" title={t("savedJobs")}>
      {jobs.length ? (
        <JobList>
          {jobs.map((job) => (
            <JobRow
              key={job.Job_Id}
              job={job}
              detail={
                job.candidateApplied[0] ? (
                  <StatusChip applied={job.candidateApplied[0]} text={cardText} />
                ) : job.Job_Status === "Closed" ? (
                  <span className="text-xs font-medium text-ink-500">{t("closed")}</span>
                ) : (
                  <Link href={`/jobs/${job.Job_Id}`} className="text-xs font-semibold text-brand-700 hover:text-brand-600">
                    {t("view")}
                  </Link>
                )
              }
            />
          ))}
        </JobList>
      ) : (
        <Empty icon="compass">{t("noSavedJobs")}</Empty>
      )}
    </Section>
  );
}
