import type { CountryOption } from "@/lib/users/reference-data";
import type { OnboardingProfile } from "@/lib/users/onboarding-profile";
import type { OnboardingStep } from "@/lib/users/onboarding-schema";

export type StepProps = {
  profile: OnboardingProfile | null;
  countries: CountryOption[];
  industries: Record<string, string[]>;
  googleEnabled: boolean;
  /** Moves the flow to the next step (the server has already stored it). */
  goTo: (step: OnboardingStep) => void;
};
