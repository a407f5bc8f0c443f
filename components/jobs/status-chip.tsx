import Link from "next/link";
import type { CandidateApplied } from "@/lib/jobs/job-payload";
import type { ReactNode } from "react";
import { standsInForInterview, type AlternativeState } from "@/lib/application-view/alternative-state";
import { fillMarked } from "@/components/interviews/interview-text";
import { APPLICATION_TAB_NAMES, tabOf } from "@/lib/applications/status";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { screenLink } from "@/components/layout/nav-items";
import type { JobCardText } from "./job-text";

/** Each tab's colours, in the tabs' order (in review, shortlisted, hired). */
const TONES = ["bg-amber-50 text-amber-800 ring-amber-200", "bg-sky-50 text-sky-800 ring-sky-200", "bg-emerald-50 text-emerald-800 ring-emerald-200"] as const;

/**
 * The application's status as the spec labels it. A scheduled interview reads "Interview is
 * Scheduled", or becomes a "Start interview" link once there is an interview to start. Where the
 * candidate asked for another way to be assessed, the chip says that instead while the employer
 * considers it or once it agreed (declined, the interview is there to start again).
 */
export function StatusChip({
  applied,
  text,
  className,
}: {
  applied: CandidateApplied;
  text: Pick<JobCardText, "startInterview" | "status" | "alternativePending" | "alternativeAccepted" | "interviewIsScheduled" | "statuses">;
  className?: string;
}) {
  const base = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1";
  // The link shows only once the recorded-interview screen exists (its flag in the screen registry).
  if (applied.statusCode === "INTERVIEW_SCHEDULED" && applied.Interview_link && screenLink("interview")) {
    return (
      <Link href={applied.Interview_link} className={cx(base, "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700", className)}>
        <Icon name="play" className="size-3.5" filled />
        {text.startInterview}
      </Link>
    );
  }
  const alternative = applied.statusCode === "INTERVIEW_SCHEDULED" ? applied.alternative : null;
  if (standsInForInterview(alternative)) {
    return (
      <span className={cx(base, "bg-sky-50 text-sky-800 ring-sky-200", className)} data-testid="alternative-chip">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
        <span className="sr-only">{text.status} </span>
        {alternative.status === "PENDING" ? text.alternativePending : text.alternativeAccepted}
      </span>
    );
  }
  const tab = tabOf(applied.statusCode);
  const tone = applied.statusCode === "NOT_SELECTED" || !tab ? "bg-ink-100 text-ink-700 ring-ink-200" : TONES[APPLICATION_TAB_NAMES.indexOf(tab)];
  return (
    <span className={cx(base, tone, className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      <span className="sr-only">{text.status} </span>
      {/* "Interview Scheduled" reads "Interview is Scheduled" on a chip. */}
      {applied.statusCode === "INTERVIEW_SCHEDULED" ? text.interviewIsScheduled : text.statuses[applied.statusCode]}
    </span>
  );
}

type NoteText = Pick<JobCardText, "alternativeAskedNote" | "alternativeAgreedNote">;

/**
 * Where a request for another way to be assessed leaves the recorded interview (a job's card and
 * page, the dashboard's interviews), in the interface language; the company's name and its answer
 * are the employer's words (translate="no").
 */
export function alternativeNoteText(text: NoteText, company: string, alternative: AlternativeState & { status: "PENDING" | "ACCEPTED" }): ReactNode {
  return alternative.status === "ACCEPTED"
    ? fillMarked(text.alternativeAgreedNote, { company, response: alternative.response ?? "" }, ["company", "response"])
    : fillMarked(text.alternativeAskedNote, { company }, ["company"]);
}

/** Under the chip where there is room (a job's card and page): what the employer said, and so what happens next. */
export function AlternativeNote({ applied, company, text, className }: { applied: CandidateApplied; company: string; text: NoteText; className?: string }) {
  const alternative = applied.statusCode === "INTERVIEW_SCHEDULED" ? applied.alternative : null;
  if (!standsInForInterview(alternative)) return null;
  return (
    <p className={cx("text-xs leading-relaxed text-ink-700", className)} data-testid="alternative-note">
      {alternativeNoteText(text, company, alternative)}
    </p>
  );
}
