// The languages a mock can be practised in, and what each means for the screens, the recogniser
// and the judge. English is the default; Hindi is written in Devanagari; Hinglish is Hindi and English
// mixed, written in Latin letters, with the technical words in English.
export const MOCK_LANGUAGES = ["en", "hi", "hinglish"] as const;
export type MockLanguage = (typeof MOCK_LANGUAGES)[number];
export const DEFAULT_MOCK_LANGUAGE: MockLanguage = "en";

/** A stored language as the code reads it; anything unknown is English, the default. */
export const mockLanguageOf = (value: string | null | undefined): MockLanguage => (isMockLanguage(value) ? value : DEFAULT_MOCK_LANGUAGE);

export const isMockLanguage = (value: unknown): value is MockLanguage => typeof value === "string" && (MOCK_LANGUAGES as readonly string[]).includes(value);

/**
 * The language's name in English (what the English interface shows: a native select or a card is
 * drawn without the Devanagari web font, and a device without a Devanagari font would show boxes)
 * and in its own script, for a Hindi interface later.
 */
export const LANGUAGE_NAMES: Record<MockLanguage, { en: string; own: string }> = {
  en: { en: "English", own: "English" },
  hi: { en: "Hindi", own: "हिन्दी" },
  hinglish: { en: "Hinglish", own: "Hinglish" },
};

/** The BCP 47 tag the browser's speech recognition listens with: the mock's language, never the browser's locale. */
export function recognitionLang(language: MockLanguage): "hi-IN" | "en-IN" {
  return language === "en" ? "en-IN" : "hi-IN";
}

/** The script a language is shown in, so the screens load a Devanagari font only where it is needed. */
export const usesDevanagari = (language: MockLanguage) => language === "hi";

export const LANGUAGE_CHOICE = "language must be en (English), hi (Hindi) or hinglish (Hindi and English in Latin letters)";
