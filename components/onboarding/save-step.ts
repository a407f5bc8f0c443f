import { api } from "@/components/api/api";
import type { OnboardingStep } from "@/lib/users/onboarding-schema";
import type { TOnboardingStepRequest } from "@/lib/users/save-onboarding-step";

/** Stores `step` with its fields, then moves the flow on to `next`; otherwise the words of the failure. */
export async function saveStep(
  step: TOnboardingStepRequest["step"],
  fields: object,
  goTo: (step: OnboardingStep) => void,
  next: OnboardingStep,
): Promise<string | null> {
  const result = await api("POST /api/users/onboarding", { json: { step, ...fields }, signedIn: true });
  if (!result.ok) return result.error;
  goTo(next);
  return null;
}
