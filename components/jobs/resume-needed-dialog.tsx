"use client";

import { CvField } from "@/components/profile/cv-field";
import { Dialog } from "@/components/ui/dialog";
import type { JobCardText } from "./job-text";

/**
 * Applying needs a CV: the spec's "Please update your resume", with the upload right here. Once
 * the CV is stored the application is sent again by the caller.
 */
/** The message with the job's title in it, marked as the employer's words (not for translators). */
function withTitle(message: string, title: string) {
  const [before, after = ""] = message.split("{title}");
  return (
    <>
      {before}
      <span translate="no">{title}</span>
      {after}
    </>
  );
}

export function ResumeNeededDialog({
  open,
  onClose,
  onUploaded,
  jobTitle,
  text,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  jobTitle: string;
  text: JobCardText;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={text.resumeNeededTitle} description={withTitle(text.resumeNeededText, jobTitle)} closeLabel={text.close}>
      <CvField name={null} onUploaded={onUploaded} label={text.cvField.yourCv} text={text.cvField} errors={text.cvErrors} />
    </Dialog>
  );
}
