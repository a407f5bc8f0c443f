// The new-mock page's words in the interface language, built on the server. The island gets only
// its own: the form's and placeholder's words, the difficulty and language names, the chip list's
// words and the refusals' pairs (no catalog reaches the browser).
import type { ChipWords } from "@/components/ui/chip-input";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { errorWords, type ErrorWords } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";

export type NewMockText = Messages["newMock"] &
  Pick<Messages["mockList"], "languages"> & {
    /** The difficulties' names (the field's own name is `difficulty`). */
    difficulties: Messages["mockList"]["difficulty"];
    chips: ChipWords;
    errors: ErrorWords;
    /** The industries' names in the interface language; none in English, where they are the stored names. */
    industries: Partial<Messages["industries"]>;
  };

export function newMockText(locale: Locale): NewMockText {
  const list = messagesFor(locale, "mockList");
  const { chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull } = messagesFor(locale, "profile");
  return {
    ...messagesFor(locale, "newMock"),
    difficulties: list.difficulty,
    languages: list.languages,
    chips: { chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull },
    errors: errorWords(locale),
    industries: locale === "en" ? {} : messagesFor(locale, "industries"),
  };
}
