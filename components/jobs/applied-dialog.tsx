"use client";

import Link from "next/link";
import { Dialog } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";
import { IconDisc } from "@/components/ui/icon-disc";
import { fillMarked } from "@/components/interviews/interview-text";
import type { JobCardText } from "./job-text";

type AppliedText = Pick<JobCardText, "appliedTitle" | "appliedText" | "verificationSentTo" | "verificationNext" | "close" | "viewApplications">;

/** The success popup after applying; quick apply adds where the verification link went. */
export function AppliedDialog({
  open,
  onClose,
  jobTitle,
  verificationEmail,
  text,
  lang,
}: {
  open: boolean;
  onClose: () => void;
  jobTitle: string;
  verificationEmail?: string | null;
  text: AppliedText;
  /** Set where the words are not the page's language (a quick apply in Hindi on an English page). */
  lang?: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      lang={lang}
      title={
        <span className="flex flex-col items-start gap-3">
          <IconDisc icon="checkCircle" tone="success" className="ring-1 ring-emerald-100" />
          {text.appliedTitle}
        </span>
      }
      description={
        verificationEmail ? (
          <>
            {text.verificationSentTo}{" "}
            <strong className="font-semibold text-ink-900" translate="no">
              {verificationEmail}
            </strong>
            . {fillMarked(text.verificationNext, { title: jobTitle }, ["title"])}
          </>
        ) : (
          <>{fillMarked(text.appliedText, { title: jobTitle }, ["title"])}</>
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
