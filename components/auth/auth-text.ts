// The words of sign-in, sign-up, onboarding and the account pages around them (forgot and reset
// password, the account-verify link, the closed account, job-alert unsubscribe), handed by their server pages to the client islands:
// the `auth` and `onboarding` namespaces, the pay boxes' own words, and the refusals' words
// (zod's and the server's English messages in the interface language, lib/i18n/form-errors.ts).
import { CATALOGS, type Messages } from "@/lib/i18n/catalogs";
import { errorWords, type ErrorWords } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";
import type { InterestWords } from "@/components/onboarding/interest-picker";
import type { MobileWords } from "@/components/onboarding/mobile-verification";
import { cvSuggestionsText, type CvSuggestionsText } from "@/components/profile/cv-suggestions-text";

export type AuthText = Messages["auth"] & { errors: ErrorWords };

export type OnboardingText = {
  auth: AuthText;
  steps: Messages["onboarding"];
  ctc: Pick<Messages["profile"], "ctcExample" | "ctcHint" | "ctcReading">;
  /** The suggestions read from a CV uploaded on the last profile step. */
  cvSuggestions: CvSuggestionsText;
  /** The industries' names in the interface language (the select's values stay the English names). */
  industries: Messages["industries"];
};

/** The account pages' own words with sign-in's (the e-mail, password and code boxes, the refusals). */
export type AccountText = Messages["accountPages"] & { auth: AuthText };

export function authText(locale: Locale): AuthText {
  return { ...CATALOGS[locale].auth, errors: errorWords(locale) };
}

export function onboardingText(locale: Locale): OnboardingText {
  const { ctcExample, ctcHint, ctcReading } = CATALOGS[locale].profile;
  return {
    auth: authText(locale),
    steps: CATALOGS[locale].onboarding,
    ctc: { ctcExample, ctcHint, ctcReading },
    cvSuggestions: cvSuggestionsText(locale),
    industries: CATALOGS[locale].industries,
  };
}

/**
 * The phone box's and the interests picker's words where the profile popup draws them (handed with
 * the shell's on every page, so only these keys; the box's refusals stay as the server says them).
 */
export function profileBoxWords(locale: Locale): { phoneWords: MobileWords; interestWords: InterestWords } {
  const o = CATALOGS[locale].onboarding;
  return {
    phoneWords: {
      mobileNumber: o.mobileNumber,
      verified: o.verified,
      sendOtp: o.sendOtp,
      codeTexted: o.codeTexted,
      mobileOtp: o.mobileOtp,
      resendOtp: o.resendOtp,
      resendOtpIn: o.resendOtpIn,
      sending: CATALOGS[locale].auth.sending,
      errors: [],
    },
    interestWords: {
      interests: o.interests,
      interestAlready: o.interestAlready,
      interestsMax: o.interestsMax,
      interestNotListedPick: o.interestNotListedPick,
      interestNotListedTry: o.interestNotListedTry,
      interestsFull: o.interestsFull,
      interestPlaceholder: o.interestPlaceholder,
      suggestedTitles: o.suggestedTitles,
      add: o.add,
      yourInterests: o.yourInterests,
      removeInterest: o.removeInterest,
    },
  };
}

export function accountText(locale: Locale): AccountText {
  return { ...CATALOGS[locale].accountPages, auth: authText(locale) };
}
