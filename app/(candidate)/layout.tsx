import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { ClosedAccountBanner } from "@/components/settings/closed-account-banner";
import { AppShell } from "@/components/layout/app-shell";
import type { ShellCandidate } from "@/components/layout/profile-menu";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import { photoUrl } from "@/lib/profile/file-urls";
import { onboardingPath } from "@/lib/users/onboarding-path";

// Reads the session on every request; nothing under this group is prerendered.
export const dynamic = "force-dynamic";

/**
 * Every candidate page is protected here (spec section 2, protected routes): signed out, the
 * page is remembered and the visitor goes to login; mid-onboarding, back to their step.
 * Pages below may still render in parallel, so they return nothing when there is no candidate.
 */
export default async function CandidateLayout({ children }: { children: ReactNode }) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return <SignInRedirect />;
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

  return (
    <AppShell candidate={shellCandidate} googleEnabled={googleSignInEnabled()}>
      {candidate.accountDeletion ? <ClosedAccountBanner
          eraseAfter={candidate.accountDeletion.eraseAfter.toISOString()}
          overdue={hasPassed(candidate.accountDeletion.eraseAfter)}
        /> : null}
      {children}
    </AppShell>
  );
}

/** Read once per request (the layout is rendered per request): an erase date that passed means erasing is late. */
function hasPassed(date: Date): boolean {
  return date.getTime() <= Date.now();
}
