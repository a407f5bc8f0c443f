// The mock interview's declaration is a consent: the candidate agrees to their video and voice (or
// voice alone) being recorded for feedback. Each language's wording (declaration, declarationNamed,
// whatVideo, whatVoice in the mockInterview catalogs) has its own version, stored with the consent
// with the language it was shown in. Read by the browser too: nothing here may pull in server code.
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/** The declaration's version in each language: change one whenever its wording changes in that catalog. */
export const MOCK_CONSENT_VERSIONS: Record<Locale, string> = { en: "2026-11-30", hi: "2026-11-30-hi" };

/** The version of what the candidate read: the audio-only declaration names their voice alone. */
export function mockConsentVersion(locale: Locale, audioOnly: boolean): string {
  return `${MOCK_CONSENT_VERSIONS[locale]}${audioOnly ? "-voice" : ""}`;
}

/** The wording a version names: its language and whether it was the voice-only one; null for no current wording. */
export function mockConsentOfVersion(version: string): { language: Locale; audioOnly: boolean } | null {
  for (const language of LOCALES) {
    for (const audioOnly of [false, true]) if (mockConsentVersion(language, audioOnly) === version) return { language, audioOnly };
  }
  return null;
}

/** Whether a stored version (current or not) names the voice-only declaration. */
export const isVoiceOnlyVersion = (version: string) => version.endsWith("-voice");
