"use client";

import { CvField } from "@/components/profile/cv-field";
import { Dialog } from "@/components/ui/dialog";

/**
 * Applying needs a CV: the spec's "Please update your resume", with the upload right here. Once
 * the CV is stored the application is sent again by the caller.
 */
export function ResumeNeededDialog({ open, onClose, onUploaded, jobTitle }: { open: boolean; onClose: () => void; onUploaded: () => void; jobTitle: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Please update your resume"
      description={`Employers need your CV to consider you. Upload it and we will send your application for ${jobTitle}.`}
    >
      <CvField name={null} onUploaded={onUploaded} label="Your CV" />
    </Dialog>
  );
}
