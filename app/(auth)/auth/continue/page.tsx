import { redirect } from "next/navigation";
import { safeRedirectPath } from "@/lib/validation/return-path";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { onboardingPath } from "@/lib/users/onboarding-path";

export const dynamic = "force-dynamic";

type ContinuePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a fresh sign-in lands (Google's callback): unfinished onboarding first, else the return path. */
export default async function ContinuePage({ searchParams }: ContinuePageProps) {
  const { to } = await searchParams;
  const candidate = await getCurrentCandidate();
  if (!candidate) redirect("/auth/login");
  redirect(onboardingPath(candidate.onboardingStep) ?? safeRedirectPath(typeof to === "string" ? to : null));
}
