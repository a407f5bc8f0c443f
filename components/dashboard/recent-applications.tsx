import { getLocale, getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/format";
import { FORMAT_TAGS, isLocale } from "@/lib/i18n/locales";
import { jobCardText } from "@/components/jobs/job-text";
import { StatusChip } from "@/components/jobs/status-chip";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { JobList, JobRow } from "./job-row";
import { Empty, MoreLink, Section } from "./section";

export async function RecentApplications({ jobs, total }: { jobs: JobCardPayload[]; total: number }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale()]);
  const tag = FORMAT_TAGS[isLocale(locale) ? locale : "en"];
  const cardText = jobCardText(isLocale(locale) ? locale : "en");
  return (
    <Section id="recent-applications" title={t("recentApplications")} action={total ? <MoreLink href="/jobs">{t("allApplications")}</MoreLink> : null}>
      {jobs.length ? (
        <JobList>
          {jobs.map((job) => {
            const applied = job.candidateApplied[0];
            return (
              <JobRow
                key={job.Job_Id}
                job={job}
                detail={
                  applied ? (
                    <>
                      <StatusChip applied={applied} text={cardText} />
                      <p className="mt-1 text-xs text-ink-500 max-sm:hidden">{t("appliedOn", { date: formatDay(applied.appliedDate, { locale: tag }) })}</p>
                    </>
                  ) : null
                }
              />
            );
          })}
        </JobList>
      ) : (
        <Empty icon="briefcase" action={<MoreLink href="/discover">{t("discoverJobs")}</MoreLink>}>
          {t("noApplications")}
        </Empty>
      )}
    </Section>
  );
}
