"use client";

import { LanguageSwitch } from "@/components/language/language-switch";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { BrandLogo } from "./brand-logo";
import { GoogleSignInButton } from "./google-sign-in-button";
import { JobHuntingToggle } from "./job-hunting-toggle";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { CANDIDATE_MENU, MARKETING_NAV } from "./nav-items";
import { NotificationBell } from "./notification-bell";
import { ProfileMenu, SignedInAs, type ShellCandidate } from "./profile-menu";
import { useNavLabels, useShellText } from "./shell-text";
import type { Locale } from "@/lib/i18n/locales";

type TopBarProps = {
  candidate: ShellCandidate | null;
  googleEnabled: boolean;
  /** The logo sits in the sidebar from md up; show it here only when there is no sidebar. */
  sidebarShown: boolean;
  locale: Locale;
};

export function TopBar({ candidate, googleEnabled, sidebarShown, locale }: TopBarProps) {
  const text = useShellText();
  const navLabels = useNavLabels();
  return (
    <header className="sticky top-0 z-20 border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <MobileMenu links={candidate ? CANDIDATE_MENU : MARKETING_NAV} labels={navLabels} logoHref={candidate ? "/dashboard" : "/"}>
          <LanguageSwitch locale={locale} text={text.language} className="mb-4" />
          {candidate ? <MobileAccount candidate={candidate} /> : <SignedOutActions googleEnabled={googleEnabled} stacked />}
        </MobileMenu>
        <BrandLogo href={candidate ? "/dashboard" : "/"} name="responsive" className={cx(sidebarShown && "md:hidden")} />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
          <LanguageSwitch locale={locale} text={text.language} variant="compact" className="max-sm:hidden" />
          {candidate ? (
            <>
              <JobHuntingToggle initial={candidate.isOpenToWork} />
              <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-ink-200 sm:block" />
              <NotificationBell />
              <ProfileMenu candidate={candidate} />
            </>
          ) : (
            <SignedOutActions googleEnabled={googleEnabled} />
          )}
        </div>
      </div>
    </header>
  );
}

function SignedOutActions({ googleEnabled, stacked = false }: { googleEnabled: boolean; stacked?: boolean }) {
  const text = useShellText();
  if (stacked) {
    return (
      <div className="space-y-2">
        <ButtonLink href="/auth/login" className="w-full">
          {text.login}
        </ButtonLink>
        {googleEnabled ? <GoogleSignInButton label className="w-full" /> : null}
      </div>
    );
  }
  return (
    <>
      {googleEnabled ? <GoogleSignInButton name={text.signInWithGoogle} /> : null}
      <ButtonLink href="/auth/login" size="sm">
        {text.login}
      </ButtonLink>
    </>
  );
}

function MobileAccount({ candidate }: { candidate: ShellCandidate }) {
  const text = useShellText();
  return (
    <div className="space-y-3">
      <SignedInAs candidate={candidate} name={candidate.firstName} noName={text.yourAccount} />
      <LogoutButton className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-700 hover:bg-ink-50" />
    </div>
  );
}
