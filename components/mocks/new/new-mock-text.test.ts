// The new-mock page's English catalog is what the form said before, and every refusal the form and
// POST /api/mock/create can show has its Hindi (the schema's messages and the server's).
import { describe, expect, it } from "vitest";
import { ENGLISH_CHIP_WORDS } from "@/components/ui/chip-input";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { sayError } from "@/lib/i18n/say-error";
import { NO_ACTIVE_PLAN } from "@/lib/credits/spend-credit";
import { CREATE_MOCK_FAILED, FILL_ALL_FIELDS, MOCK_DIFFICULTIES, MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { ZNewMock } from "@/lib/mocks/schema";
import { SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { newMockText } from "./new-mock-text";

const refusalsOf = (inputs: unknown[]) => inputs.flatMap((input) => ZNewMock.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);

const REFUSALS = [
  ...refusalsOf([
    {},
    { resume: true, title: "", value: "", skills: [], experience: -1, job_industry: "", question_preference: "x" },
    {
      resume: true,
      title: "x".repeat(121),
      value: "x".repeat(61),
      skills: ["a", "b", "c", "d"],
      experience: 26,
      job_industry: "IT",
      question_preference: "Easy",
    },
    {
      resume: true,
      title: "t",
      value: "v",
      skills: ["SQL", "sql", "x".repeat(SKILL_MAX_LENGTH + 1)],
      experience: 1.5,
      job_industry: "IT",
      question_preference: "Easy",
    },
  ]),
  FILL_ALL_FIELDS,
  CREATE_MOCK_FAILED,
  NO_ACTIVE_PLAN,
  UPLOAD_KINDS.cv.typeMessage,
  sizeMessage(UPLOAD_KINDS.cv.maxBytes),
  checkFileInBrowser({ name: "empty.pdf", size: 0 }, UPLOAD_KINDS.cv)!,
];

describe("the new-mock page's words", () => {
  const en = newMockText("en");
  const hi = newMockText("hi");

  it("keeps the English the form said before", () => {
    expect(en.noPlan).toBe(NO_ACTIVE_PLAN);
    expect(en.chips).toEqual(ENGLISH_CHIP_WORDS);
    expect(Object.keys(en.difficulties)).toEqual([...MOCK_DIFFICULTIES]);
    expect(en.errors).toEqual([]);
    expect(en.skillsFull.replace("{max}", String(MOCK_SKILLS_MAX))).toBe(`Add at most ${MOCK_SKILLS_MAX} skills`);
  });

  it("says every refusal of the form and the server in Hindi, keeping only the glossary's English", () => {
    expect(REFUSALS.length).toBeGreaterThan(14);
    const untranslated = REFUSALS.filter((message) => sayError(hi.errors, message) === message);
    expect(untranslated).toEqual([]);
    const stray = REFUSALS.map((message) => sayError(hi.errors, message)).filter((said) => {
      let rest = said;
      for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
      return /[A-Za-z]{2,}/.test(rest);
    });
    expect(stray).toEqual([]);
    // "No active plan" said in Hindi is the words the form links to the plans page by.
    expect(sayError(hi.errors, NO_ACTIVE_PLAN)).toBe(hi.noPlan);
  });
});
