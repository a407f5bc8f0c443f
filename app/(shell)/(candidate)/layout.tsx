import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { RecordingOwner } from "@/components/recording/owner";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";

// Reads the session on every request; nothing under this group is prerendered.
export const dynamic = "force-dynamic";

/**
 * Every candidate page is protected here (spec section 2, protected routes): signed out, the
 * page is remembered and the visitor goes to login. The shell around it, and the way back to an
 * unfinished onboarding step, come from the layout above (app/(shell)/layout.tsx).
 * Pages below may still render in parallel, so they return nothing when there is no candidate.
 */
export default async function CandidateLayout({ children }: { children: ReactNode }) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return <SignInRedirect />;
  // Recordings kept on this device are the signed-in candidate's own.
  return <RecordingOwner candidateId={candidate.id}>{children}</RecordingOwner>;
}
