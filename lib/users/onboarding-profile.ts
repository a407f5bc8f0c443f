// A signed-in candidate's registration as the onboarding screens need it (plain strings).
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { onboardingState } from "./onboarding";

/** What the server knows of a signed-in candidate's registration, as plain data for the client. */
export type OnboardingProfile = {
  email: string;
  firstName: string;
  lastName: string;
  gender: "Male" | "Female" | null;
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

export async function loadOnboardingProfile(candidateId: string): Promise<OnboardingProfile | null> {
  const row = await onboardingState(candidateId);
  if (!row) return null;
  const phone = row.mobile ? parsePhoneNumberFromString(row.mobile) : undefined;
  return {
    email: row.email,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    gender: row.gender === "MALE" ? "Male" : row.gender === "FEMALE" ? "Female" : null,
    state: row.state ?? "",
    countryIso: row.countryIso ?? phone?.country ?? "",
    mobileNational: phone ? String(phone.nationalNumber) : "",
    mobileVerified: Boolean(row.mobileVerifiedAt && row.mobile),
    designation: row.designation ?? "",
    currentCtc: row.currentCtc?.toString() ?? "",
    expectedCtc: row.expectedCtc?.toString() ?? "",
    hasPhoto: Boolean(row.photoKey),
    resumeName: row.resumeKey ? (row.resumeName ?? "CV.pdf") : null,
    interests: row.interests,
    linkedin: row.linkedinUrl ?? "",
    jobIndustry: row.jobIndustry ?? "",
  };
}
