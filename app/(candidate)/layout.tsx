import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import type { ShellCandidate } from "@/components/layout/profile-menu";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";

// Reads the session on every request; nothing under this group is prerendered.
export const dynamic = "force-dynamic";

export default async function CandidateLayout({ children }: { children: ReactNode }) {
  const candidate = await getCurrentCandidate();
  // Only what the shell draws crosses to the client.
  const shellCandidate: ShellCandidate | null = candidate
    ? {
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        email: candidate.email,
        isOpenToWork: candidate.isOpenToWork,
      }
    : null;

  return (
    <AppShell candidate={shellCandidate} googleEnabled={googleSignInEnabled()}>
      {children}
    </AppShell>
  );
}
