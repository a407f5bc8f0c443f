"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useShellText } from "@/components/layout/shell-text";
import { fullName } from "@/lib/format";
import { LazyProfileDialog } from "./lazy-profile-dialog";
import { PROFILE_PARAM } from "./links";
import { CandidatePhoto, type PhotoCandidate } from "./profile-photo";

/** The dashboard's way into the profile popup and the CV page; `?profile=skills` opens it at the skills. */
export function ProfileCard({ candidate }: { candidate: PhotoCandidate }) {
  const router = useRouter();
  const text = useShellText().profile;
  const pathname = usePathname();
  const toSkills = useSearchParams().get(PROFILE_PARAM) === "skills";
  const [open, setOpen] = useState(toSkills);
  const close = () => {
    setOpen(false);
    // The link has done its work: a reload or Back should not open the popup again.
    if (toSkills) router.replace(pathname, { scroll: false });
  };
  const name = fullName(candidate) || candidate.email;

  return (
    <section
      aria-labelledby="profile-card-heading"
      className="flex flex-col gap-4 rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <CandidatePhoto candidate={candidate} className="size-14 text-lg" />
        <div className="min-w-0">
          <h2 id="profile-card-heading" className="truncate text-base font-semibold text-ink-900" translate="no">
            {name}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{text.cardText}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2.5">
        <Link
          href="/cv"
          className="inline-flex h-11 flex-1 items-center justify-center rounded-xl border border-ink-200 px-4 text-sm font-semibold text-ink-900 shadow-sm hover:bg-ink-50 sm:flex-none"
        >
          {text.myCv}
        </Link>
        <Button onClick={() => setOpen(true)} className="flex-1 sm:flex-none">
          <Icon name="user" className="size-4" />
          {text.viewProfile}
        </Button>
      </div>
      <LazyProfileDialog open={open} onClose={close} editField={toSkills ? "skills" : undefined} />
    </section>
  );
}
