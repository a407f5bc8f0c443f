import type { CountryOption } from "@/lib/users/reference-data";
import type { OnboardingStep } from "@/lib/users/onboarding-schema";

/** What the server knows of a signed-in candidate's registration, as plain data for the client. */
export type OnboardingProfile = {
  email: string;
  firstName: string;
  lastName: string;
  gender: "Male" | "Female" | null;
  city: string;
  state: string;
  countryIso: string;
  mobileNational: string;
  mobileVerified: boolean;
  designation: string;
  currentCtc: string;
  expectedCtc: string;
  hasPhoto: boolean;
  resumeName: string | null;
  interests: string[];
  linkedin: string;
  jobIndustry: string;
};

export type StepProps = {
  profile: OnboardingProfile | null;
  countries: CountryOption[];
  industries: Record<string, string[]>;
  googleEnabled: boolean;
  /** Moves the flow to the next step (the server has already stored it). */
  goTo: (step: OnboardingStep) => void;
  /** True while the candidate has gone back to edit an earlier step: saving keeps the stored step. */
  revisit?: boolean;
};
