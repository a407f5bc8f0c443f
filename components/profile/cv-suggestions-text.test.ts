import { describe, expect, it } from "vitest";
import { ENGLISH_CHIP_WORDS } from "@/components/ui/chip-input";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { sayError } from "@/lib/i18n/say-error";
import { SKILL_TOO_LONG, SKILLS_TOO_MANY } from "@/lib/profile/schema";
import { cvSuggestionsText } from "./cv-suggestions-text";

describe("the CV suggestions' words", () => {
  it("are the English catalog's in English, with the chip list's English words and no refusal pairs", () => {
    const { chips, errors, ...own } = cvSuggestionsText("en");
    expect(own).toEqual(CATALOGS.en.cvSuggestions);
    expect(chips).toEqual(ENGLISH_CHIP_WORDS);
    expect(errors).toEqual([]);
  });

  it("are Hindi for a Hindi account, the chip list's and the full list's and long skill's refusals too", () => {
    const text = cvSuggestionsText("hi");
    expect(text.title).toBe(CATALOGS.hi.cvSuggestions.title);
    expect(text.chips.chipAdd).toBe(CATALOGS.hi.profile.chipAdd);
    expect(sayError(text.errors, SKILLS_TOO_MANY)).toMatch(/^आप ज़्यादा से ज़्यादा \d+ स्किल्स लिख सकते हैं$/);
    expect(sayError(text.errors, SKILL_TOO_LONG)).toMatch(/^हर स्किल \d+ अक्षरों/);
  });
});
