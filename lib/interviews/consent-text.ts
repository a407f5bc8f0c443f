// What the candidate agrees to before a recorded interview. Shown by the browser and stored with
// the consent, so the wording a candidate saw can always be found again by its version. Each
// language's wording has its own version: the Hindi one is its own text, not the English one shown
// another way, and the consent keeps both the version and the language it was shown in.
import { env } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

export type ConsentScope = {
  version: string;
  /** The language the wording is written in. */
  language: Locale;
  emotionAnalysis: boolean;
  recorded: string;
  analysed: string[];
  sharedWith: string;
  retention: string;
};

/** The wording's version in each language: change one whenever its text (interviewTerms in the catalogs) changes (stored with each consent). */
export const INTERVIEW_CONSENT_VERSIONS: Record<Locale, string> = { en: "2026-11-22", hi: "2026-11-30-hi" };

/** The English wording's version. */
export const INTERVIEW_CONSENT_VERSION = INTERVIEW_CONSENT_VERSIONS.en;

type ScopeOptions = { emotionAnalysis: boolean; company: string; retentionDays?: number | null; locale?: Locale };

/** `retentionDays`: the employer's shorter keeping of the recordings, if it declared one. */
export function consentScope(options: ScopeOptions): ConsentScope {
  const language = options.locale ?? "en";
  const w = messagesFor(language, "interviewTerms");
  const days = Math.min(options.retentionDays ?? env().VIDEO_RETENTION_DAYS, env().VIDEO_RETENTION_DAYS);
  const observable = [w.observedFace, w.observedFaces, w.observedLookAway, w.observedTabs];
  return {
    version: `${INTERVIEW_CONSENT_VERSIONS[language]}${options.emotionAnalysis ? "" : "-no-emotion"}`,
    language,
    emotionAnalysis: options.emotionAnalysis,
    recorded: w.consentRecorded,
    analysed: options.emotionAnalysis ? [...observable, w.observedExpressions] : observable,
    sharedWith: fill(w.consentSharedWith, { company: options.company }),
    retention: fill(w.consentRetention, { days }),
  };
}

/** The wording a version names, in whichever language it was shown; null for a version no longer current. */
export function consentScopeOfVersion(version: string, options: Omit<ScopeOptions, "locale">): ConsentScope | null {
  return LOCALES.map((locale) => consentScope({ ...options, locale })).find((scope) => scope.version === version) ?? null;
}
