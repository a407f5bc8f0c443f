// The onboarding steps in order, and the progress each later step shows.

export const ONBOARDING_STEPS = [
  "onboarding_one",
  "onboarding_two",
  "onboarding_three",
  "onboarding_four",
  "onboarding_five",
  "onboarding_six",
  "onboarding_seven",
  "onboarding_eight",
] as const;
export const ONBOARDING_PROGRESS = {
  onboarding_three: { percent: 25, label: "01/04" },
  onboarding_four: { percent: 50, label: "02/04" },
  onboarding_five: { percent: 75, label: "03/04" },
  onboarding_six: { percent: 100, label: "04/04" },
} as const;
