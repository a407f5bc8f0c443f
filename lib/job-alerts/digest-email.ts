// The daily job-alert e-mail, in the candidate's language: one section per saved search with its
// new jobs (named with the chips' words), and an unsubscribe link that works without signing in.
import { JOB_ALERT_JOBS_PER_SEARCH } from "./alert-limits";
import { env } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { jobTypeIn, lakh, workModeIn } from "@/lib/jobs/filter-labels";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { jobSearchQuery, type TJobSearchParams } from "@/lib/jobs/schema";
import { renderEmail, type EmailSection, type MailMessage } from "@/lib/mail";
import { mailLocale, mailText, type MailText } from "@/lib/i18n/mail-text";
import { describeSearchIn } from "./describe-search";

export type DigestSection = { params: TJobSearchParams; jobs: JobCardPayload[] };

/** The page the e-mail's link opens, and the address mail clients' own "Unsubscribe" posts to. */
export function unsubscribePaths(digestId: string, token: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ id: digestId, token });
  return { page: `/job-alerts/unsubscribe?${query}`, oneClick: `/api/job-alerts/unsubscribe/one-click?${query}` };
}

function jobLine(job: JobCardPayload, mail: MailText): { label: string; detail: string } {
  const about = job.About_Job;
  const card = messagesFor(mail.locale, "jobCard");
  const filters = messagesFor(mail.locale, "filters");
  const salary =
    about.Min_Salary === null || about.Max_Salary === null
      ? card.salaryNotStated
      : about.Currency === "INR"
        ? fill(card.salaryRange, { min: lakh(about.Min_Salary, mail.words.lakh), max: lakh(about.Max_Salary, mail.words.lakh) })
        : null;
  const detail = [job.Location[0], jobTypeIn(about.Job_Type, filters), workModeIn(about.Work_Type, filters), salary];
  return { label: `${job.Job_Title} · ${job.Company_Details.Company_Name}`, detail: detail.filter(Boolean).join(" · ") };
}

function section(appUrl: string, s: DigestSection, mail: MailText): EmailSection {
  const shown = s.jobs.slice(0, JOB_ALERT_JOBS_PER_SEARCH);
  const rest = s.jobs.length - shown.length;
  return {
    heading: describeSearchIn(s.params, mail.locale),
    items: shown.map((job) => ({ ...jobLine(job, mail), href: `${appUrl}/jobs/${job.Job_Id}` })),
    more:
      rest > 0
        ? {
            label: mail.say(rest === 1 ? "alertMoreOne" : "alertMoreMany", { count: rest }),
            href: `${appUrl}/discover?${jobSearchQuery({ ...s.params, sort: "newest", page: 1 })}`,
          }
        : undefined,
  };
}

/** The digest in the candidate's language (`language`: the account's choice). */
export function jobAlertEmail(options: {
  to: string;
  firstName: string | null;
  language: string | null;
  sections: DigestSection[];
  unsubscribe: { page: string; oneClick: string };
}): MailMessage {
  const { appUrl } = env();
  const mail = mailText(mailLocale(options.language));
  const count = options.sections.reduce((n, s) => n + s.jobs.length, 0);
  const jobs = mail.say(count === 1 ? "alertJobsOne" : "alertJobsMany", { count });
  const one = options.sections.length === 1;
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: mail.say(one ? "alertTitleOne" : "alertTitleMany", { jobs }),
    intro: mail.say("alertIntro", { greeting: mail.greeting(options.firstName) }),
    sections: options.sections.map((s) => section(appUrl, s, mail)),
    action: { label: mail.say("alertAction"), href: `${appUrl}/discover` },
    footer: {
      text: mail.say("alertFooter"),
      links: [
        { label: mail.say("alertTurnOff"), href: `${appUrl}${options.unsubscribe.page}` },
        { label: mail.say("alertSettings"), href: `${appUrl}/settings` },
      ],
    },
  });
  const subject = mail.say(one ? "alertSubjectOne" : "alertSubjectMany", { jobs });
  return { to: options.to, subject, html, text, listUnsubscribe: `${appUrl}${options.unsubscribe.oneClick}` };
}
