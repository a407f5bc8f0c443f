import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ApplicationTimeline } from "@/components/jobs/application-timeline";
import { ReviewRequest } from "@/components/jobs/review-request";
import { ApplyButton, type ApplyMode } from "@/components/jobs/apply-button";
import { findJobMoneyAsks } from "@/lib/jobs/money-ask";
import { DECIDED_STATUSES } from "@/lib/application-view/status-labels";
import { WithdrawApplication } from "@/components/jobs/withdraw-application";
import { ReportJob } from "@/components/jobs/report-job";
import { getJobReportState } from "@/lib/job-reports/report-state";
import { BackButton } from "@/components/jobs/back-button";
import { CompanyLogo } from "@/components/jobs/company-logo";
import { descriptionPreview, formatExperience, formatSalaryFull, jobTypeIn, workModeIn } from "@/components/jobs/format";
import { jobCardText } from "@/components/jobs/job-text";
import { quickApplyText } from "@/components/jobs/quick-apply-text";
import { formatCount, formatDay } from "@/lib/format";
import { pageFreshness } from "@/lib/jobs/freshness";
import { answerLine } from "@/lib/employer-answers/answer-rules";
import { JobDescription } from "@/components/jobs/job-description";
import { SaveJobButton } from "@/components/jobs/save-job-button";
import { SkillsMatchPanel } from "@/components/jobs/skills-match";
import { AlternativeNote, StatusChip } from "@/components/jobs/status-chip";
import { cx } from "@/components/ui/cx";
import { Icon, type IconName } from "@/components/ui/icons";
import { TagList } from "@/components/ui/tag-list";
import { getApplicationSteps } from "@/lib/applications/timeline";
import { wordSteps } from "@/lib/application-view/timeline-steps";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { loginPath } from "@/lib/auth/login-path";
import { env } from "@/lib/env";
import { getJob } from "@/lib/jobs/get-job";
import { jobPostingLd, ldJson } from "@/lib/jobs/job-posting-ld";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { errorWords, REPORT_JOB_ERRORS, REVIEW_REQUEST_ERRORS } from "@/lib/i18n/form-errors";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

type PageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /jobs/{id}, and /jobs/id?jid={id} as the spec spells it. */
async function jobRef(props: PageProps): Promise<{ ref: string | null; src: string | null; apply: boolean }> {
  const [{ id }, query] = await Promise.all([props.params, props.searchParams]);
  const ref = id === "id" ? (first(query.jid) ?? null) : decodeURIComponent(id);
  return { ref: ref?.trim() || null, src: first(query.src)?.toLowerCase() ?? null, apply: first(query.apply) === "1" };
}

/**
 * Signed in, the interface language; signed out, the spec's English whatever the browser or a
 * cookie asks (a job's public page speaks the public site's language).
 */
async function pageLocale(): Promise<Locale> {
  return (await getCurrentCandidate()) ? currentLocale() : "en";
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { ref } = await jobRef(props);
  const [job, t] = await Promise.all([ref ? getJob({ ref }) : null, pageLocale().then((locale) => getTranslations({ locale, namespace: "jobPage" }))]);
  if (!job) return { title: t("notFound") };
  const title = t("titleAt", { title: job.Job_Title, company: job.Company_Details.Company_Name });
  return {
    title,
    description: descriptionPreview(job.About_Job.JD, 160),
    alternates: { canonical: `/jobs/${job.Job_Id}` },
    robots: job.Job_Status === "Closed" ? { index: false } : undefined,
    openGraph: { title, description: descriptionPreview(job.About_Job.JD, 160), type: "website" },
  };
}

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="relative py-3 pl-12">
      <dt className="text-xs font-medium text-ink-500">
        <span className="absolute top-3 left-0 flex size-9 items-center justify-center rounded-lg bg-ink-50 text-ink-500">
          <Icon name={icon} className="size-4.5" />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** The facts beside the main column span its rows: header and about, and any match or timeline between them. */
const ASIDE_ROWS: Record<number, string> = { 2: "lg:row-span-2", 3: "lg:row-span-3", 4: "lg:row-span-4" };

export default async function JobDetailPage(props: PageProps) {
  const { ref, src, apply } = await jobRef(props);
  if (!ref) notFound();
  const candidate = await getCurrentCandidate();
  const job = await getJob({ ref, candidateId: candidate?.id });
  if (!job) notFound();

  const applied = job.candidateApplied[0] ?? null;
  const reports = await getJobReportState({ jobId: job.Job_Id, candidateId: candidate?.id ?? null });
  const timeline = applied && candidate ? await getApplicationSteps({ candidateId: candidate.id, jobId: job.Job_Id }) : null;
  // After a decision against them, once: a person's review of it.
  const reviewable = applied?.statusCode === "NOT_SELECTED" && !timeline?.some((e) => e.subject.kind === "REQUEST_MADE" && e.subject.status === "HUMAN_REVIEW");
  // A job held for asking candidates to pay says so, also before the hourly hold has read it.
  const moneyWords = findJobMoneyAsks({ title: job.Job_Title, description: job.About_Job.JD });
  const closed = job.Job_Status === "Closed" || moneyWords.length > 0;
  const here = `/jobs/id?jid=${job.Job_Id}`;
  const locale = await pageLocale();
  const text = messagesFor(locale, "jobPage");
  const cardText = jobCardText(locale);
  const freshness = pageFreshness(job, undefined, { ...cardText, ...text }, cardText.tag);
  const mode: ApplyMode = closed ? "closed" : candidate ? "apply" : src === "linkedin" ? "quick-apply" : "sign-in";
  const about = job.About_Job;
  const company = job.Company_Details;
  // The quick-apply form speaks the visitor's language (cookie, else browser), as its e-mail does; the page stays English.
  const quickApply = mode === "quick-apply" ? quickApplyText(await currentLocale()) : undefined;
  const { reviewTitle, reviewText, reviewLabel, reviewSend, reviewAsk, cancel } = text;

  return (
    <div className="mx-auto max-w-6xl">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(jobPostingLd(job, env().appUrl)) }} />
      <BackButton fallback={candidate ? "/discover" : "/"} label={text.back} />

      {moneyWords.length > 0 ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-100"
          data-testid="money-hold"
        >
          <Icon name="alert" className="mt-px size-5 shrink-0 text-red-600" />
          <span>
            {fill(text.moneyHold, { words: moneyWords.map((w) => `“${w}”`).join(", ") })} {cardText.neverPay}
          </span>
        </p>
      ) : reports.hiddenByReports ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-100"
          data-testid="report-hold"
        >
          <Icon name="alert" className="mt-px size-5 shrink-0 text-amber-600" />
          <span>{text.reportHold}</span>
        </p>
      ) : closed ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-2xl bg-ink-100 px-4 py-3 text-sm font-medium text-ink-800">
          <Icon name="alert" className="size-5 shrink-0 text-ink-500" />
          {text.closed}
        </p>
      ) : null}

      {/* On a phone the facts come right after the title; beside the description from lg up. */}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <header className="min-w-0 rounded-3xl lg:col-start-1 border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
          <div className="flex items-start gap-4">
            <CompanyLogo name={company.Company_Name} src={company.Website_Logo} size={64} className="max-sm:hidden" />
            <div className="min-w-0 flex-1">
              {/* The employer's words (title, company, description, skills) stay as written in every language: translate="no". */}
              <h1 translate="no" className="text-2xl leading-tight font-bold tracking-tight text-ink-950 sm:text-3xl">
                {job.Job_Title}
              </h1>
              <p translate="no" className="mt-1 text-base font-medium text-ink-700">
                {company.Company_Name}
              </p>
              <p className="mt-2 text-sm text-ink-500" data-testid="job-freshness">
                <span>{freshness.postedAt}</span>
                <span>{freshness.rest}</span>
              </p>
              <p className="mt-1 flex items-start gap-2 text-sm text-ink-600" data-testid="job-answers">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-ink-400" />
                <span>{answerLine(job.Employer_Answers, cardText)}</span>
              </p>
              {applied ? <StatusChip applied={applied} text={cardText} className="mt-3" /> : null}
              {applied ? <AlternativeNote applied={applied} company={company.Company_Name} text={cardText} className="mt-2 text-sm" /> : null}
            </div>
            {candidate && !closed ? <SaveJobButton jobId={job.Job_Id} jobTitle={job.Job_Title} initialSaved={job.isSaved} text={cardText} /> : null}
          </div>
          <div className="mt-6 space-y-4">
            <ApplyButton
              jobId={job.Job_Id}
              jobTitle={job.Job_Title}
              applied={applied}
              mode={mode}
              signInHref={loginPath(here)}
              text={cardText}
              size="lg"
              quickApplyAtLoad={mode === "quick-apply" && apply}
              quickApply={quickApply}
            />
            {applied && candidate && !(DECIDED_STATUSES as readonly string[]).includes(applied.statusCode) && applied.statusCode !== "WITHDRAWN" ? (
              <WithdrawApplication jobId={job.Job_Id} company={company.Company_Name} text={text} />
            ) : null}
            <div className="border-t border-ink-100 pt-4">
              {reports.reportedAt ? (
                <p className="text-sm text-ink-600" data-testid="report-sent">
                  {fill(text.reportedOn, { date: formatDay(reports.reportedAt, { locale: cardText.tag }) })}{" "}
                  {reports.answered ? text.reportAnswered : text.reportPending}
                </p>
              ) : job.Job_Status === "Closed" && !reports.hiddenByReports ? null : candidate ? (
                <ReportJob jobId={job.Job_Id} text={text} errors={errorWords(locale, REPORT_JOB_ERRORS)} />
              ) : (
                <a href={loginPath(here)} className="text-sm font-semibold text-ink-600 underline underline-offset-2 hover:text-ink-900">
                  {text.signInToReport}
                </a>
              )}
            </div>
          </div>
        </header>
        {job.match ? (
          <div className="min-w-0 lg:col-start-1">
            <SkillsMatchPanel match={job.match} text={{ ...cardText, ...text }} />
          </div>
        ) : null}
        {timeline ? (
          <div className="min-w-0 space-y-6 lg:col-start-1">
            <ApplicationTimeline events={wordSteps(timeline, locale)} text={messagesFor(locale, "applicationTimeline")} locale={locale} />
            {reviewable ? (
              <ReviewRequest
                jobId={job.Job_Id}
                company={company.Company_Name}
                text={{ reviewTitle, reviewText, reviewLabel, reviewSend, reviewAsk, cancel }}
                errors={errorWords(locale, REVIEW_REQUEST_ERRORS)}
              />
            ) : null}
          </div>
        ) : null}
        <aside className={cx("space-y-6 lg:col-start-2 lg:row-start-1", ASIDE_ROWS[2 + Number(Boolean(timeline)) + Number(Boolean(job.match))])}>
          <section aria-labelledby="job-facts" className="rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card">
            <h2 id="job-facts" className="text-base font-semibold text-ink-900">
              {text.jobDetails}
            </h2>
            <dl className="mt-2 divide-y divide-ink-100">
              <Fact icon="hash" label={text.jobId}>
                <span translate="no">{job.Short_Job_Id}</span>
              </Fact>
              <Fact icon="mapPin" label={text.location}>
                {job.Location[0] ? <span translate="no">{job.Location[0]}</span> : cardText.anywhere}
              </Fact>
              <Fact icon="wallet" label={text.salary}>
                {formatSalaryFull(about.Min_Salary, about.Max_Salary, about.Currency, cardText)}
              </Fact>
              <Fact icon="calendar" label={text.workingDays}>
                {text.mondayToFriday}
              </Fact>
              <Fact icon="layers" label={text.workMode}>
                {workModeIn(about.Work_Type, cardText)}
              </Fact>
              <Fact icon="file" label={text.position}>
                {jobTypeIn(about.Job_Type, cardText)}
              </Fact>
              <Fact icon="clock" label={text.experience}>
                {formatExperience(about.Experience, cardText)}
              </Fact>
              <Fact icon="users" label={text.candidatesApplied}>
                {formatCount(job.TotalCandidateApplied)}
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="about-company" className="rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card">
            <div className="flex items-center gap-3">
              <CompanyLogo name={company.Company_Name} src={company.Website_Logo} size={44} />
              <div className="min-w-0">
                <p className="text-xs font-medium text-ink-500">{text.aboutCompany}</p>
                <h2 id="about-company" translate="no" className="truncate text-base font-semibold text-ink-900">
                  {company.Company_Name}
                </h2>
              </div>
            </div>
            <p translate="no" className="mt-4 text-sm leading-relaxed text-ink-700">
              {company.Company_Description}
            </p>
            <ul translate="no" className="mt-4 space-y-2 text-sm">
              {company.Contact_Email ? (
                <li className="flex items-center gap-2">
                  <Icon name="mail" className="size-4 text-ink-400" />
                  <a href={`mailto:${company.Contact_Email}`} className="font-medium text-brand-700 hover:underline">
                    {company.Contact_Email}
                  </a>
                </li>
              ) : null}
              {company.Website ? (
                <li className="flex items-center gap-2">
                  <Icon name="external" className="size-4 text-ink-400" />
                  <a href={company.Website} rel="noopener noreferrer" target="_blank" className="font-medium text-brand-700 hover:underline">
                    {company.Website.replace(/^https?:\/\//, "")}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        </aside>
        <section aria-labelledby="about-job" className="min-w-0 rounded-3xl lg:col-start-1 border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
          <h2 id="about-job" className="text-lg font-semibold text-ink-900">
            {text.aboutJob}
          </h2>
          <div className="mt-4">
            <JobDescription text={about.JD} />
          </div>
          <h3 className="mt-8 text-sm font-semibold text-ink-900">{text.skills}</h3>
          <div translate="no">
            <TagList items={about.Skills} className="mt-3 gap-2" tagClassName="px-3 py-1 text-sm" />
          </div>
        </section>
      </div>
    </div>
  );
}
