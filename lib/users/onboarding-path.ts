import { ONBOARDING_STEPS } from "./onboarding-steps";
import { isOnboardingComplete, type OnboardingStep } from "./onboarding-schema";

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === "string" && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** Where a signed-in candidate must go first: their onboarding step, or nowhere (null). */
export function onboardingPath(step: string): string | null {
  if (!isOnboardingStep(step) || isOnboardingComplete(step)) return null;
  return `/auth/register?steps=${step}`;
}
