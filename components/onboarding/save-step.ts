import { request } from "@/components/api/request";
import type { OnboardingStep } from "@/lib/users/onboarding-schema";

/** Stores `step` with its fields, then moves the flow on to `next`; otherwise the words of the failure. */
export async function saveStep(step: OnboardingStep, fields: object, goTo: (step: OnboardingStep) => void, next: OnboardingStep): Promise<string | null> {
  const result = await request("/api/users/onboarding", { json: { step, ...fields }, signedIn: true });
  if (!result.ok) return result.error;
  goTo(next);
  return null;
}
