"use client";

import Link from "next/link";
import { Dialog } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";
import { APPLIED_MESSAGE } from "@/lib/applications/messages";
import { IconDisc } from "@/components/ui/icon-disc";

/** The success popup after applying; quick apply adds where the verification link went. */
export function AppliedDialog({ open, onClose, jobTitle, verificationEmail }: { open: boolean; onClose: () => void; jobTitle: string; verificationEmail?: string | null }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <span className="flex flex-col items-start gap-3">
          <IconDisc icon="checkCircle" tone="success" className="ring-1 ring-emerald-100" />
          {APPLIED_MESSAGE}
        </span>
      }
      description={
        verificationEmail ? (
          <>
            We&apos;ve sent a verification link to <strong className="font-semibold text-ink-900">{verificationEmail}</strong>.
            Open it to set your password and follow your application for {jobTitle}.
          </>
        ) : (
          <>Your application for {jobTitle} is in. A confirmation is on its way to your e-mail, and you can follow its status under Jobs.</>
        )
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClasses({ variant: "outline" })}>
          Close
        </button>
        {verificationEmail ? null : (
          <Link href="/jobs" className={buttonClasses()}>
            View my applications
          </Link>
        )}
      </div>
    </Dialog>
  );
}
