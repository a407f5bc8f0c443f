// The words of the suggestions read from a new CV (`CvSuggestionsPanel`), handed by the server pages
// that draw it (the CV page, onboarding): the `cvSuggestions` namespace, the chip list's own words
// (the `profile` namespace's) and the few refusals saving them can meet.
import type { ChipWords } from "@/components/ui/chip-input";
import { CATALOGS, type Messages } from "@/lib/i18n/catalogs";
import { CV_SUGGESTIONS_ERRORS, errorWords, type ErrorWords } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";

export type CvSuggestionsText = Messages["cvSuggestions"] & { chips: ChipWords; errors: ErrorWords };

export function cvSuggestionsText(locale: Locale): CvSuggestionsText {
  const { chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull } = CATALOGS[locale].profile;
  return {
    ...CATALOGS[locale].cvSuggestions,
    chips: { chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull },
    errors: errorWords(locale, CV_SUGGESTIONS_ERRORS),
  };
}
