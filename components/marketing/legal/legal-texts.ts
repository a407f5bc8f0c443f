// The legal texts in each language: an intro and numbered sections, the same anchors in the same
// order in every language (legal-texts.test.ts), so a link to /privacy-policy#data-retention and
// "section 12" mean the same part in Hindi. The English is the one that prevails.
import type { ReactNode } from "react";
import { PRIVACY_POLICY_DATE, TERMS_DATE } from "@/lib/account-data/account-rules";
import type { Locale } from "@/lib/i18n/locales";
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "./privacy-sections";
import { PRIVACY_INTRO_HI, PRIVACY_SECTIONS_HI } from "./privacy-sections-hi";
import { TERMS_INTRO, TERMS_SECTIONS } from "./terms-sections";
import { TERMS_INTRO_HI, TERMS_SECTIONS_HI } from "./terms-sections-hi";
import type { LegalSection } from "./types";

export type LegalDoc = "privacy" | "terms";

export interface LegalText {
  intro: ReactNode;
  sections: LegalSection[];
}

/** Each legal page: the day it was last changed (its English wording, "12 January 2025") and its text by language. */
export const LEGAL_TEXTS: Record<LegalDoc, { updated: string; texts: Record<Locale, LegalText> }> = {
  privacy: {
    updated: PRIVACY_POLICY_DATE,
    texts: { en: { intro: PRIVACY_INTRO, sections: PRIVACY_SECTIONS }, hi: { intro: PRIVACY_INTRO_HI, sections: PRIVACY_SECTIONS_HI } },
  },
  terms: {
    updated: TERMS_DATE,
    texts: { en: { intro: TERMS_INTRO, sections: TERMS_SECTIONS }, hi: { intro: TERMS_INTRO_HI, sections: TERMS_SECTIONS_HI } },
  },
};
