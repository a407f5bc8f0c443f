import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ClosedAccountBanner, type BannerText } from "@/components/settings/closed-account-banner";
import { AppShell } from "@/components/layout/app-shell";
import { profileBoxWords } from "@/components/auth/auth-text";
import type { ShellCandidate } from "@/components/layout/profile-menu";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import type { TimeAgoWords } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { photoUrl } from "@/lib/profile/file-urls";
import { onboardingPath } from "@/lib/users/onboarding-path";

// Reads the session on every request; nothing under this group is prerendered.
export const dynamic = "force-dynamic";

/**
 * The candidate shell, around every candidate page and, signed in, a job's public page: one
 * layout above both, so a job page and the candidate pages it links to share one download of the
 * shell (docs/performance.md, "Candidate pages"). Signed out it draws nothing of its own: the
 * candidate pages send the visitor to login, a job page shows the public site's header and footer.
 * Mid-onboarding, a signed-in candidate goes back to their step.
 */
export default async function ShellLayout({ children }: { children: ReactNode }) {
  const [candidate, locale] = await Promise.all([getCurrentCandidate(), currentLocale()]);
  if (!candidate) return children;
  const unfinished = onboardingPath(candidate.onboardingStep);
  if (unfinished) redirect(unfinished);

  // Only what the shell draws crosses to the client.
  const shellCandidate: ShellCandidate = {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    isOpenToWork: candidate.isOpenToWork,
    photoUrl: photoUrl(candidate.photoKey),
  };

  // The shell's own words only: each page translates its own on the server.
  const text = {
    ...messagesFor(locale, "shell"),
    language: messagesFor(locale, "language"),
    errors: messagesFor(locale, "errors"),
    // The profile popup opens from the shell's menu on every page.
    profile: messagesFor(locale, "profile"),
    cvField: messagesFor(locale, "cvField"),
    // The popup's industry names (the stored English names stay the values).
    industries: messagesFor(locale, "industries"),
    ...profileBoxWords(locale),
    // Its refusals are not here: it asks for them when it opens (GET /api/users/profile-errors).
    locale,
    // The bell's "5 min ago".
    timeAgo: timeAgoWords(locale),
    dateTag: FORMAT_TAGS[locale],
  };

  return (
    <AppShell candidate={shellCandidate} googleEnabled={googleSignInEnabled()} locale={locale} text={text}>
      {candidate.accountDeletion ? (
        <ClosedAccountBanner
          eraseAfter={candidate.accountDeletion.eraseAfter.toISOString()}
          overdue={hasPassed(candidate.accountDeletion.eraseAfter)}
          text={bannerText(locale)}
          tag={FORMAT_TAGS[locale]}
        />
      ) : null}
      {children}
    </AppShell>
  );
}

/** Only formatTimeAgo's words of the jobCard namespace cross to the client. */
function timeAgoWords(locale: Locale): TimeAgoWords {
  const { justNow, minutesAgo, hoursAgo, yesterdayStart, daysAgo, onDay } = messagesFor(locale, "jobCard");
  return { justNow, minutesAgo, hoursAgo, yesterdayStart, daysAgo, onDay };
}

/** Only the banner's words of the settings namespace cross to the client. */
function bannerText(locale: Locale): BannerText {
  const { bannerClosed, bannerErasedSoon, bannerErasedOn, bannerPaused, bannerCancel } = messagesFor(locale, "settings");
  return { bannerClosed, bannerErasedSoon, bannerErasedOn, bannerPaused, bannerCancel };
}

/** Read once per request (the layout is rendered per request): an erase date that passed means erasing is late. */
function hasPassed(date: Date): boolean {
  return date.getTime() <= Date.now();
}
