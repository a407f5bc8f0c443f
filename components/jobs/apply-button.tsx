"use client";

import { api } from "@/components/api/api";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import type { CandidateApplied } from "@/lib/jobs/job-payload";
import { AppliedDialog } from "./applied-dialog";
import { formatDay } from "@/lib/format";
import { Icon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ResumeNeededDialog } from "./resume-needed-dialog";
import { fill } from "@/lib/i18n/fill";
import type { JobCardText } from "./job-text";
import type { QuickApplyText } from "./quick-apply-text";

// Only a signed-out visitor from a professional network sees this form (and its schema): it loads
// with their button, not on every candidate's job page.
const QuickApplyDialog = dynamic(() => import("./quick-apply-dialog").then((m) => m.QuickApplyDialog));

/**
 * "apply": a signed-in candidate. "quick-apply": a signed-out visitor from a professional network.
 * "sign-in": any other signed-out visitor, sent to sign in first. "closed": no more applications.
 */
export type ApplyMode = "apply" | "quick-apply" | "sign-in" | "closed";

type ApplyButtonProps = {
  jobId: string;
  jobTitle: string;
  applied: CandidateApplied | null;
  mode: ApplyMode;
  signInHref?: string;
  /** The card's words (components/jobs/job-text.ts). */
  text: JobCardText;
  size?: "sm" | "md" | "lg";
  className?: string;
  /** Quick apply: the popup opens as the page loads (Apply Now was pressed before the page's scripts arrived). */
  quickApplyAtLoad?: boolean;
  /** Quick apply: the popup's words in the visitor's language (`quickApplyText`), and the success popup's after it. */
  quickApply?: QuickApplyText;
};

export function ApplyButton({
  jobId,
  jobTitle,
  applied,
  mode,
  signInHref = "/auth/login",
  text,
  size = "md",
  className,
  quickApplyAtLoad = false,
  quickApply,
}: ApplyButtonProps) {
  const router = useRouter();
  // A withdrawn application may be sent again: the button is Apply Now once more.
  const [appliedAt, setAppliedAt] = useState<number | null>(applied && applied.statusCode !== "WITHDRAWN" ? applied.appliedDate : null);
  const [applying, setApplying] = useState(false);
  // Applying needs the page's scripts: until they arrive the button is shown but not pressable.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [popup, setPopup] = useState<{ email: string | null } | null>(null);
  const [quickApplyOpen, setQuickApplyOpen] = useState(quickApplyAtLoad);
  // The popup is open; a reload after closing it should not open it again.
  useEffect(() => {
    if (!quickApplyAtLoad) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("apply");
    window.history.replaceState(window.history.state, "", url);
  }, [quickApplyAtLoad]);
  const [needsResume, setNeedsResume] = useState(false);
  // The server said a CV is needed: the error offers to upload one.
  const [resumeError, setResumeError] = useState(false);
  // Withdrawn since this page was drawn (the page refreshed after it): Apply Now again. The button
  // is never remounted for it, so the success popup of an application just sent stays open.
  const [status, setStatus] = useState(applied?.statusCode ?? null);
  if ((applied?.statusCode ?? null) !== status) {
    setStatus(applied?.statusCode ?? null);
    if (applied?.statusCode === "WITHDRAWN") setAppliedAt(null);
  }

  async function apply() {
    setApplying(true);
    setError(null);
    setResumeError(false);
    const unsent = text.couldNotApply;
    const result = await api("POST /api/jobs/apply", { json: { jobId }, fallback: unsent, offline: unsent });
    setApplying(false);
    if (result.status === 401) {
      router.push(signInHref);
      return;
    }
    if (!result.ok) {
      if (result.code === "RESUME_REQUIRED") {
        setError(text.updateResume);
        setResumeError(true);
        setNeedsResume(true);
      } else setError(result.error);
      return;
    }
    setAppliedAt(result.data?.candidateApplied?.[0]?.appliedDate ?? Math.floor(Date.now() / 1000));
    if (result.status === 201) setPopup({ email: null });
    router.refresh();
  }

  const sizing = className;

  let control;
  if (appliedAt !== null) {
    control = (
      <span role="status" className={cx(buttonClasses({ variant: "secondary", size }), "pointer-events-none h-auto min-h-9 whitespace-normal py-1.5", sizing)}>
        <Icon name="checkCircle" className="size-4.5" />
        {fill(text.appliedOn, { date: formatDay(appliedAt, { locale: text.tag }) })}
      </span>
    );
  } else if (mode === "closed") {
    control = <span className={cx(buttonClasses({ variant: "outline", size }), "pointer-events-none text-ink-500", sizing)}>{text.applicationsClosed}</span>;
  } else if (mode === "sign-in") {
    control = (
      <Link href={signInHref} className={cx(buttonClasses({ size }), sizing)}>
        {text.applyNow}
      </Link>
    );
  } else if (mode === "quick-apply") {
    // On a slow phone line Apply Now can be pressed before the page's scripts arrive: the form then
    // reloads the page asking for the popup, which opens as the page loads.
    control = (
      <form
        className="contents"
        action="/jobs/id"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setQuickApplyOpen(true);
        }}
      >
        <input type="hidden" name="jid" value={jobId} />
        <input type="hidden" name="src" value="linkedin" />
        <input type="hidden" name="apply" value="1" />
        <Button type="submit" size={size} aria-label={fill(text.applyNowFor, { title: jobTitle })} className={sizing}>
          {text.applyNow}
        </Button>
      </form>
    );
  } else {
    control = (
      <Button
        size={size}
        loading={applying}
        disabled={!hydrated}
        onClick={apply}
        aria-label={applying ? undefined : fill(text.applyNowFor, { title: jobTitle })}
        className={sizing}
      >
        {applying ? text.applying : text.applyNow}
      </Button>
    );
  }

  return (
    <div className="flex flex-col items-stretch gap-1.5 sm:items-start">
      {control}
      {appliedAt === null && mode !== "closed" ? (
        <p className="flex max-w-72 items-start gap-1.5 text-xs leading-snug text-ink-600" data-testid="never-pay">
          <Icon name="shield" className="mt-px size-3.5 shrink-0 text-brand-600" />
          <span>{text.neverPay}</span>
        </p>
      ) : null}
      <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      {error && resumeError && !needsResume ? (
        <button type="button" onClick={() => setNeedsResume(true)} className="text-left text-sm font-semibold text-brand-700 underline underline-offset-2">
          {text.uploadCv}
        </button>
      ) : null}
      {mode === "quick-apply" && quickApply ? (
        <QuickApplyDialog
          text={quickApply}
          open={quickApplyOpen}
          onClose={() => setQuickApplyOpen(false)}
          jobId={jobId}
          jobTitle={jobTitle}
          signInHref={signInHref}
          onApplied={(email) => {
            setQuickApplyOpen(false);
            setAppliedAt(Math.floor(Date.now() / 1000));
            setPopup({ email });
            router.refresh(); // the applicant count now includes this application
          }}
        />
      ) : null}
      {mode === "apply" ? (
        <ResumeNeededDialog
          open={needsResume}
          onClose={() => setNeedsResume(false)}
          jobTitle={jobTitle}
          text={text}
          onUploaded={() => {
            setNeedsResume(false);
            setError(null);
            setResumeError(false);
            void apply();
          }}
        />
      ) : null}
      {/* After a quick apply, in the form's language (the visitor's, the page staying English). */}
      <AppliedDialog
        open={popup !== null}
        onClose={() => setPopup(null)}
        jobTitle={jobTitle}
        verificationEmail={popup?.email}
        text={popup?.email && quickApply ? quickApply.applied : text}
        lang={popup?.email && quickApply ? quickApply.locale : undefined}
      />
    </div>
  );
}
