"use client";

import { api } from "@/components/api/api";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import type { CandidateApplied } from "@/lib/jobs/job-payload";
import { AppliedDialog } from "./applied-dialog";
import { formatDay } from "@/lib/format";
import { Icon } from "@/components/ui/icons";
import { ResumeNeededDialog } from "./resume-needed-dialog";
import { NEVER_PAY_NOTICE } from "@/lib/jobs/trust-words";

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
  size?: "sm" | "md" | "lg";
  className?: string;
};

export function ApplyButton({ jobId, jobTitle, applied, mode, signInHref = "/auth/login", size = "md", className }: ApplyButtonProps) {
  const router = useRouter();
  // A withdrawn application may be sent again: the button is Apply Now once more.
  const [appliedAt, setAppliedAt] = useState<number | null>(applied && applied.statusCode !== "WITHDRAWN" ? applied.appliedDate : null);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [popup, setPopup] = useState<{ email: string | null } | null>(null);
  const [quickApplyOpen, setQuickApplyOpen] = useState(false);
  const [needsResume, setNeedsResume] = useState(false);
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
    const unsent = "Could not apply right now. Please try again.";
    const result = await api("POST /api/jobs/apply", { json: { jobId }, fallback: unsent, offline: unsent });
    setApplying(false);
    if (result.status === 401) {
      router.push(signInHref);
      return;
    }
    if (!result.ok) {
      if (result.code === "RESUME_REQUIRED") {
        setError("Please update your resume");
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
        Applied on {formatDay(appliedAt)}
      </span>
    );
  } else if (mode === "closed") {
    control = (
      <span className={cx(buttonClasses({ variant: "outline", size }), "pointer-events-none text-ink-500", sizing)}>
        Applications closed
      </span>
    );
  } else if (mode === "sign-in") {
    control = (
      <Link href={signInHref} className={cx(buttonClasses({ size }), sizing)}>
        Apply Now
      </Link>
    );
  } else {
    control = (
      <Button
        size={size}
        loading={applying}
        onClick={mode === "quick-apply" ? () => setQuickApplyOpen(true) : apply}
        aria-label={applying ? undefined : `Apply Now for ${jobTitle}`}
        className={sizing}
      >
        {applying ? "Applying..." : "Apply Now"}
      </Button>
    );
  }

  return (
    <div className="flex flex-col items-stretch gap-1.5 sm:items-start">
      {control}
      {appliedAt === null && mode !== "closed" ? (
        <p className="flex max-w-72 items-start gap-1.5 text-xs leading-snug text-ink-600" data-testid="never-pay">
          <Icon name="shield" className="mt-px size-3.5 shrink-0 text-brand-600" />
          <span>{NEVER_PAY_NOTICE}</span>
        </p>
      ) : null}
      <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      {error === "Please update your resume" && !needsResume ? (
        <button type="button" onClick={() => setNeedsResume(true)} className="text-left text-sm font-semibold text-brand-700 underline underline-offset-2">
          Upload your CV
        </button>
      ) : null}
      {mode === "quick-apply" ? (
        <QuickApplyDialog
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
          onUploaded={() => {
            setNeedsResume(false);
            setError(null);
            void apply();
          }}
        />
      ) : null}
      <AppliedDialog open={popup !== null} onClose={() => setPopup(null)} jobTitle={jobTitle} verificationEmail={popup?.email} />
    </div>
  );
}
