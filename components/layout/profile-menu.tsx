"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { LazyProfileDialog } from "@/components/profile/lazy-profile-dialog";
import { CandidatePhoto } from "@/components/profile/profile-photo";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { useDismiss } from "@/components/ui/use-dismiss";
import { LogoutButton } from "./logout-button";
import { SCREENS } from "./nav-items";
import { fill } from "@/lib/i18n/fill";
import { fullName } from "@/lib/format";
import { useShellText } from "./shell-text";

export type ShellCandidate = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  isOpenToWork: boolean;
  /** The candidate's own picture behind an authorised route; initials when null. */
  photoUrl?: string | null;
};

/**
 * Who is signed in: photo, name and e-mail address, at the top of the account menu and of the phone's menu.
 * `name` is theirs (kept from translation); `noName`, our words for a candidate who gave none.
 */
export function SignedInAs({ candidate, name, noName, className }: { candidate: ShellCandidate; name: string | null; noName: string; className?: string }) {
  return (
    <div className={cx("flex items-center gap-3", className)}>
      <CandidatePhoto candidate={candidate} className="size-10 text-sm" />
      <div className="min-w-0">
        <p translate={name ? "no" : undefined} className="truncate text-sm font-semibold text-ink-900">
          {name ?? noName}
        </p>
        <p translate="no" className="truncate text-xs text-ink-500">
          {candidate.email}
        </p>
      </div>
    </div>
  );
}

const itemClass = "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900";

/** The signed-in chip (initials + first name) with a small menu holding Logout. */
export function ProfileMenu({ candidate }: { candidate: ShellCandidate }) {
  const text = useShellText();
  const [open, setOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss({ open, onClose: () => setOpen(false), container, trigger });
  const name = fullName(candidate) || candidate.email;
  // The name starts with what the button shows ("Asha"), so speech input can say what it sees.
  const shown = candidate.firstName ?? text.account;
  const label = candidate.firstName ? fill(text.accountMenuOf, { name }) : text.accountMenu;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-0.5 transition-colors hover:bg-ink-100 sm:py-1 sm:pr-3 sm:pl-1"
      >
        <CandidatePhoto candidate={candidate} className="size-9 text-sm" />
        <span translate={candidate.firstName ? "no" : undefined} className="hidden max-w-32 truncate text-sm font-semibold text-ink-900 sm:block">
          {shown}
        </span>
        <Icon name="chevronDown" className="hidden size-4 text-ink-400 sm:block" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-64 rounded-2xl border border-ink-200/80 bg-white p-2 shadow-pop animate-fade-in"
      >
        <SignedInAs candidate={candidate} name={name} noName={text.account} className="border-b border-ink-100 px-2 pt-1 pb-3" />
        <div className="pt-2">
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              setOpen(false);
              setProfileOpen(true);
            }}
          >
            <Icon name="user" className="size-5 text-ink-400" />
            {text.myProfile}
          </button>
          <Link href="/dashboard" className={itemClass} onClick={() => setOpen(false)}>
            <Icon name="home" className="size-5 text-ink-400" />
            {text.dashboard}
          </Link>
          <Link href={SCREENS.settings.href} className={itemClass} onClick={() => setOpen(false)}>
            <Icon name={SCREENS.settings.icon} className="size-5 text-ink-400" />
            {text.settings}
          </Link>
          <LogoutButton className={cx(itemClass, "[&>svg]:text-ink-400")} />
        </div>
      </div>
      <LazyProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
