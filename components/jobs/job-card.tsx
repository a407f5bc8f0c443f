import Link from "next/link";
import type { ReactNode } from "react";
import { markWords } from "@/components/interviews/interview-text";
import { cx } from "@/components/ui/cx";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { ApplyButton, type ApplyMode } from "./apply-button";
import { CompanyLogo } from "./company-logo";
import { formatTimeAgo } from "@/lib/format";
import { cardFreshness } from "@/lib/jobs/freshness";
import { answerLine } from "@/lib/employer-answers/answer-rules";
import { descriptionPreview, formatApplicants, formatExperience, formatSalaryRange, jobTypeIn } from "./format";
import type { JobCardText } from "./job-text";
import { Icon, type IconName } from "@/components/ui/icons";
import { SaveJobButton } from "./save-job-button";
import { SkillsMatchLine } from "./skills-match";
import { AlternativeNote, StatusChip } from "./status-chip";

function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 whitespace-nowrap">
      <Icon name={icon} className="size-4 shrink-0 text-ink-400" />
      <span>{children}</span>
    </li>
  );
}

/** A job card exactly as the spec lists it, with a bookmark; its words from `text` (components/jobs/job-text.ts). */
export function JobCard({
  job,
  text,
  mode = "apply",
  signInHref,
  headingLevel = 3,
}: {
  job: JobCardPayload;
  text: JobCardText;
  mode?: ApplyMode;
  signInHref?: string;
  headingLevel?: 2 | 3;
}) {
  const applied = job.candidateApplied[0] ?? null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/jobs/${job.Job_Id}`;
  const closed = job.Job_Status === "Closed";
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card transition hover:border-brand-200 hover:shadow-pop">
      <div className="flex items-start gap-3.5">
        <CompanyLogo name={job.Company_Details.Company_Name} src={job.Company_Details.Website_Logo} size={48} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base leading-snug font-semibold text-ink-900">
            <Link href={href} translate="no" className="rounded hover:text-brand-700 focus-visible:outline-offset-4">
              {job.Job_Title}
            </Link>
          </Heading>
          <p translate="no" className="mt-0.5 truncate text-sm text-ink-600">
            {job.Company_Details.Company_Name}
          </p>
          {applied ? <StatusChip applied={applied} text={text} className="mt-2" /> : null}
          {applied ? <AlternativeNote applied={applied} company={job.Company_Details.Company_Name} text={text} className="mt-2" /> : null}
        </div>
        {mode === "apply" ? (
          <SaveJobButton jobId={job.Job_Id} jobTitle={job.Job_Title} initialSaved={job.isSaved} text={text} className="-mt-1.5 -mr-2" />
        ) : null}
      </div>

      {applied?.latestEvent ? (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-ink-50 px-3 py-2 text-xs leading-relaxed text-ink-600" data-testid="application-latest">
          <Icon name="clock" className="mt-0.5 size-3.5 shrink-0 text-ink-400" />
          <span>
            {/* Worded on the server in the page's language; the company's name in it is theirs, as written. */}
            <span className="font-medium text-ink-800">{markWords(applied.latestEvent.text, [job.Company_Details.Company_Name])}</span>
            {" · "}
            {/* Relative to the moment it is drawn: the server's and the browser's minute may differ. */}
            <time dateTime={new Date(applied.latestEvent.at * 1000).toISOString()} suppressHydrationWarning>
              {formatTimeAgo(applied.latestEvent.at, { words: text, locale: text.tag })}
            </time>
          </span>
        </p>
      ) : null}

      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-700">
        <Fact icon="layers">{jobTypeIn(job.About_Job.Job_Type, text)}</Fact>
        <Fact icon="clock">{formatExperience(job.About_Job.Experience, text)}</Fact>
        <Fact icon="wallet">{formatSalaryRange(job.About_Job.Min_Salary, job.About_Job.Max_Salary, job.About_Job.Currency, text)}</Fact>
        <Fact icon="mapPin">{job.Location[0] ? <span translate="no">{job.Location[0]}</span> : text.anywhere}</Fact>
        <Fact icon="users">{formatApplicants(job.TotalCandidateApplied, text)}</Fact>
        <Fact icon="hash">
          <span className="sr-only">{text.jobId} </span>
          <span translate="no">{job.Short_Job_Id}</span>
        </Fact>
      </ul>

      <p className="mt-3 flex items-start gap-2 text-xs leading-relaxed text-ink-600" data-testid="job-card-answers">
        <Icon name="mail" className="mt-0.5 size-3.5 shrink-0 text-ink-400" />
        <span>{answerLine(job.Employer_Answers, text)}</span>
      </p>

      <SkillsMatchLine job={job} text={text} />

      <div className="mt-4 flex-1">
        <p translate="no" className="line-clamp-3 text-sm leading-relaxed text-ink-600">
          {descriptionPreview(job.About_Job.JD)}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink-100 pt-4">
        {/* In India calendar days, as of the moment it is drawn (the server's and the browser's day may differ at midnight). */}
        <p className="text-xs text-ink-500" data-testid="job-card-freshness" suppressHydrationWarning>
          {cardFreshness(job, undefined, text, text.tag)}
        </p>
        {/* Stays mounted once applied (it then reads "Applied on …"), so its success popup survives the refresh. */}
        <ApplyButton
          jobId={job.Job_Id}
          jobTitle={job.Job_Title}
          applied={applied}
          mode={closed ? "closed" : mode}
          signInHref={signInHref}
          text={text}
          size="sm"
        />
      </div>
    </article>
  );
}

const COLUMNS = {
  /** Beside a sidebar of filters or next to another column. */
  two: "grid-cols-1 md:grid-cols-2",
  three: "grid-cols-1 md:grid-cols-2 xl:grid-cols-3",
} as const;

export function JobGrid({
  jobs,
  text,
  mode,
  signInHref,
  columns = "three",
}: {
  jobs: JobCardPayload[];
  text: JobCardText;
  mode?: ApplyMode;
  signInHref?: string;
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <ul className={cx("grid gap-4", COLUMNS[columns])}>
      {jobs.map((job) => (
        <li key={job.Job_Id}>
          <JobCard job={job} text={text} mode={mode} signInHref={signInHref} />
        </li>
      ))}
    </ul>
  );
}
