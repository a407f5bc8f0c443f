"use client";

import Link from "next/link";
import { Dialog } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";
import { IconDisc } from "@/components/ui/icon-disc";
import { fill } from "@/lib/i18n/fill";
import type { JobCardText } from "./job-text";

type AppliedText = Pick<JobCardText, "appliedTitle" | "appliedText" | "verificationSentTo" | "verificationNext" | "close" | "viewApplications">;

/** The success popup after applying; quick apply adds where the verification link went. */
export function AppliedDialog({
  open,
  onClose,
  jobTitle,
  verificationEmail,
  text,
}: {
  open: boolean;
  onClose: () => void;
  jobTitle: string;
  verificationEmail?: string | null;
  text: AppliedText;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <span className="flex flex-col items-start gap-3">
          <IconDisc icon="checkCircle" tone="success" className="ring-1 ring-emerald-100" />
          {text.appliedTitle}
        </span>
      }
      description={
        verificationEmail ? (
          <>
            {text.verificationSentTo} <strong className="font-semibold text-ink-900">{verificationEmail}</strong>.{" "}
            {fill(text.verificationNext, { title: jobTitle })}
          </>
        ) : (
          <>{fill(text.appliedText, { title: jobTitle })}</>
        )
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClasses({ variant: "outline" })}>
          {text.close}
        </button>
        {verificationEmail ? null : (
          <Link href="/jobs" className={buttonClasses()}>
            {text.viewApplications}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
