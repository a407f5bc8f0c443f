// The onboarding forms' schemas (steps three, four and six), shared by the browser and the server.
import { z } from "zod";
import { CTC_MAX, GENDERS, INTERESTS_MAX, LINKEDIN_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { ONBOARDING_STEPS } from "./onboarding-steps";
import { CTC_MESSAGE, CTC_TOO_LARGE, parseCtc } from "@/lib/profile/ctc";

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ZOnboardingStep = z.enum(ONBOARDING_STEPS);

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, message);

/** Step three, in the spec's order; `mobileVerified` is the server's own knowledge on the server. */
export const ZBasicInfoSchema = z.object({
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  gender: z.enum(GENDERS, { error: "Please select your gender" }),
  city: z.string().trim().max(NAME_MAX_LENGTH, "Please enter a shorter city name").optional(),
  state: required("State is required"),
  countryIso: z.string({ error: "Please select your country" }).trim().length(2, "Please select your country").toUpperCase(),
  mobileVerified: z.literal(true, { error: "Mobile number is not verified yet" }),
});
export type TBasicInfo = z.infer<typeof ZBasicInfoSchema>;

/** Optional whole rupees a year: empty means "not given". */
const ctc = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? (v.trim() === "" ? undefined : parseCtc(v)) : v),
  z.number({ error: CTC_MESSAGE }).int(CTC_MESSAGE).min(0, CTC_MESSAGE).max(CTC_MAX, CTC_TOO_LARGE).optional(),
);

export const ZDesignationSchema = z.object({
  designation: z
    .string({ error: "Please enter your current designation" })
    .trim()
    .min(1, "Please enter your current designation")
    .max(NAME_MAX_LENGTH * 2, "Please enter a shorter designation"),
  currentCtc: ctc,
  expectedCtc: ctc,
});
export type TDesignation = z.infer<typeof ZDesignationSchema>;

export const LINKEDIN_MESSAGE = "Please enter a valid LinkedIn profile URL";

const linkedin = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .trim()
    .max(LINKEDIN_MAX_LENGTH, LINKEDIN_MESSAGE)
    .refine((value) => {
      try {
        const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
        return (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com")) && url.pathname.length > 1;
      } catch {
        return false;
      }
    }, LINKEDIN_MESSAGE)
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .optional(),
);

/** Step six, in the spec's order: interests, CV, LinkedIn. */
export const ZProfileDetailsSchema = z.object({
  interest: z
    .array(z.string().trim().min(1).max(NAME_MAX_LENGTH), { error: "Please pick your interests" })
    .max(INTERESTS_MAX, `You can pick up to ${INTERESTS_MAX} interests`)
    .refine((list) => new Set(list.map((i) => i.toLowerCase())).size === list.length, "Each interest can be picked once")
    .default([]),
  jobIndustry: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  cvUploaded: z.literal(true, { error: "CV is Required" }),
  linkedin,
});
export type TProfileDetails = z.infer<typeof ZProfileDetailsSchema>;

export function nextStep(step: OnboardingStep): OnboardingStep {
  const index = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS[Math.min(index + 1, ONBOARDING_STEPS.length - 1)]!;
}

export function stepIndex(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step);
}

/** A candidate is through onboarding once the registration is submitted (step seven on). */
export function isOnboardingComplete(step: OnboardingStep): boolean {
  return stepIndex(step) >= stepIndex("onboarding_seven");
}
