// The daily job-alert e-mail: one section per saved search with its new jobs, and an unsubscribe
// link that works without signing in.
import { brand } from "@/lib/brand";
import { JOB_ALERT_JOBS_PER_SEARCH } from "./alert-limits";
import { env } from "@/lib/env";
import { lakh } from "@/lib/jobs/filter-labels";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { jobSearchQuery, type TJobSearchParams } from "@/lib/jobs/schema";
import { renderEmail, type EmailSection, type MailMessage } from "@/lib/mail";

export type DigestSection = { label: string; params: TJobSearchParams; jobs: JobCardPayload[] };

/** The page the e-mail's link opens, and the address mail clients' own "Unsubscribe" posts to. */
export function unsubscribePaths(digestId: string, token: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ id: digestId, token });
  return { page: `/job-alerts/unsubscribe?${query}`, oneClick: `/api/job-alerts/unsubscribe/one-click?${query}` };
}

function jobLine(job: JobCardPayload): { label: string; detail: string } {
  const about = job.About_Job;
  const salary =
    about.Min_Salary === null || about.Max_Salary === null
      ? "Salary not stated"
      : about.Currency === "INR"
        ? `${lakh(about.Min_Salary)} - ${lakh(about.Max_Salary)} / Year`
        : null;
  const detail = [job.Location[0], about.Job_Type, about.Work_Type, salary];
  return { label: `${job.Job_Title} · ${job.Company_Details.Company_Name}`, detail: detail.filter(Boolean).join(" · ") };
}

function section(appUrl: string, s: DigestSection): EmailSection {
  const shown = s.jobs.slice(0, JOB_ALERT_JOBS_PER_SEARCH);
  const rest = s.jobs.length - shown.length;
  return {
    heading: s.label,
    items: shown.map((job) => ({ ...jobLine(job), href: `${appUrl}/jobs/${job.Job_Id}` })),
    more:
      rest > 0
        ? {
            label: `${rest} more new ${rest === 1 ? "job" : "jobs"}: see them on ${brand.name}`,
            href: `${appUrl}/discover?${jobSearchQuery({ ...s.params, sort: "newest", page: 1 })}`,
          }
        : undefined,
  };
}

export function jobAlertEmail(options: {
  to: string;
  firstName: string | null;
  sections: DigestSection[];
  unsubscribe: { page: string; oneClick: string };
}): MailMessage {
  const { appUrl } = env();
  const count = options.sections.reduce((n, s) => n + s.jobs.length, 0);
  const jobs = `${count} new ${count === 1 ? "job" : "jobs"}`;
  const { html, text } = renderEmail({
    title: `${jobs} for your saved ${options.sections.length === 1 ? "search" : "searches"}`,
    intro: `Hi${options.firstName ? ` ${options.firstName}` : ""}, these jobs are new on ${brand.name} since we last looked and match the searches you saved.`,
    sections: options.sections.map((s) => section(appUrl, s)),
    action: { label: "Discover more jobs", href: `${appUrl}/discover` },
    footer: {
      text: `You get this e-mail, at most once a day, because job alerts are on for your ${brand.name} account.`,
      links: [
        { label: "Turn off job alerts", href: `${appUrl}${options.unsubscribe.page}` },
        { label: "Choose your e-mails in Settings", href: `${appUrl}/settings` },
      ],
    },
  });
  const subject = `${jobs} matching your saved ${options.sections.length === 1 ? "search" : "searches"}`;
  return { to: options.to, subject, html, text, listUnsubscribe: `${appUrl}${options.unsubscribe.oneClick}` };
}
