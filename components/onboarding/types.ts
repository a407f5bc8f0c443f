import type { CountryOption } from "@/lib/users/reference-data";
import type { OnboardingText } from "@/components/auth/auth-text";
import type { OnboardingProfile } from "@/lib/users/onboarding-profile";
import type { OnboardingStep } from "@/lib/users/onboarding-schema";

export type StepProps = {
  profile: OnboardingProfile | null;
  /** `label`: each name in the interface language, drawn on the server (lib/i18n/reference-names.ts). */
  countries: (CountryOption & { label: string })[];
  industries: Record<string, string[]>;
  googleEnabled: boolean;
  /** The steps' words in the interface language, with the refusals'. */
  text: OnboardingText;
  /** Moves the flow to the next step (the server has already stored it). */
  goTo: (step: OnboardingStep) => void;
  /** True while the candidate has gone back to edit an earlier step: saving keeps the stored step. */
  revisit?: boolean;
};
