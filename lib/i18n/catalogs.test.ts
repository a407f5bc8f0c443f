// The catalogs stay in step: every English key has its Hindi message and the other way round, the
// same {slots} on both sides, and a Hindi message holds no Latin words but the glossary's.
import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs";
import { KEPT_IN_ENGLISH } from "./glossary";
import { activeFilters, ENGLISH_FILTER_WORDS } from "@/lib/jobs/filter-labels";
import { cardFreshness, pageFreshness } from "@/lib/jobs/freshness";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { ENGLISH_CTC_WORDS } from "@/components/profile/ctc-field";
import { ENGLISH_CHIP_WORDS } from "@/components/ui/chip-input";
import { ENGLISH_GOOGLE_WORDS } from "@/components/auth/google-button";
import { profileBoxWords } from "@/components/auth/auth-text";
import { ENGLISH_INTEREST_WORDS } from "@/components/onboarding/interest-picker";
import { ENGLISH_MOBILE_WORDS } from "@/components/onboarding/mobile-verification";
import { discWordsFrom } from "@/components/disc/disc-words";
import { ENGLISH_DISC_WORDS } from "@/lib/disc/profiles";
import { describeConsistency } from "@/lib/disc/score";
import { NOT_REGISTERED, PASSWORDS_DIFFER } from "@/lib/auth/schema";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const en = leaves(CATALOGS.en);
const hi = leaves(CATALOGS.hi);
const slots = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Latin words of a Hindi message once the glossary's terms and the {slots} are taken out. */
function strayEnglish(message: string): string[] {
  let rest = message.replace(/\{\w+\}/g, " ");
  for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe("message catalogs", () => {
  it("has every English key in Hindi", () => {
    expect([...en.keys()].filter((key) => !hi.has(key))).toEqual([]);
  });

  it("has no Hindi key that English lacks", () => {
    expect([...hi.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it("fills the same {slots} in both languages", () => {
    const differing = [...en].filter(([key, message]) => hi.has(key) && slots(message).join() !== slots(hi.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("writes Hindi in Devanagari, keeping in English only the glossary's terms", () => {
    const stray = [...hi].flatMap(([key, message]) => strayEnglish(message).map((word) => `${key}: ${word}`));
    expect(stray).toEqual([]);
  });

  it("holds no empty message", () => {
    expect([...en, ...hi].filter(([, message]) => !message.trim()).map(([key]) => key)).toEqual([]);
  });

  it("catches a key missing on either side (the check itself)", () => {
    const trimmed = leaves({ a: "x", b: { c: "y" } });
    const full = leaves({ a: "x", b: { c: "y", d: "z" } });
    expect([...full.keys()].filter((key) => !trimmed.has(key))).toEqual(["b.d"]);
    expect(strayEnglish("आपका CV और Settings")).toEqual(["Settings"]);
  });

  it("keeps in the English catalog the words the job screens said before (their code's English defaults)", () => {
    expect(CATALOGS.en.filters).toEqual(ENGLISH_FILTER_WORDS);
    const now = new Date("2026-11-29T12:00:00Z");
    const jobs = [
      { Created_At: "2026-11-26T10:00:00Z", Updated_At: "2026-11-29T09:00:00Z", First_Posted_At: null },
      { Created_At: "2026-10-01T10:00:00Z", Updated_At: "2026-11-28T09:00:00Z", First_Posted_At: "2026-09-01T10:00:00Z" },
    ] as never[];
    for (const job of jobs) {
      expect(cardFreshness(job, now, CATALOGS.en.jobCard, "en-IN")).toBe(cardFreshness(job, now));
      expect(pageFreshness(job, now, { ...CATALOGS.en.jobCard, ...CATALOGS.en.jobPage }, "en-IN")).toEqual(pageFreshness(job, now));
    }
    const params = parseJobSearchParams({ type: "FULL_TIME", exp: "3", salaryMin: "500000", posted: "7" });
    expect(activeFilters(params, CATALOGS.hi.filters).map((chip) => chip.label)).toEqual(["फ़ुल-टाइम", "3 साल तक", "₹5L / साल से", "पिछले 7 दिन"]);
  });

  it("keeps in the English catalog what the shared pay box and chip list say where no words are handed (onboarding, mocks)", () => {
    const { chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull, ctcExample, ctcHint, ctcReading } = CATALOGS.en.profile;
    expect(ENGLISH_CHIP_WORDS).toEqual({ chipAdd, chipAddTo, chipRemove, chipAdded, chipRemoved, chipAlready, chipFull });
    expect(ENGLISH_CTC_WORDS).toEqual({ ctcExample, ctcHint, ctcReading });
  });

  it("keeps in the English catalog what the phone box, the interests picker and the Google button say where no words are handed (the profile popup, the password screens)", () => {
    const { mobileNumber, verified, sendOtp, codeTexted, mobileOtp, resendOtp, resendOtpIn } = CATALOGS.en.onboarding;
    expect(ENGLISH_MOBILE_WORDS).toEqual({
      mobileNumber,
      verified,
      sendOtp,
      codeTexted,
      mobileOtp,
      resendOtp,
      resendOtpIn,
      sending: CATALOGS.en.auth.sending,
      errors: [],
    });
    const picker = Object.fromEntries(
      Object.keys(ENGLISH_INTEREST_WORDS).map((key) => [key, CATALOGS.en.onboarding[key as keyof typeof CATALOGS.en.onboarding]]),
    );
    expect(ENGLISH_INTEREST_WORDS).toEqual(picker);
    expect(ENGLISH_GOOGLE_WORDS).toEqual({ or: CATALOGS.en.auth.or, continueWithGoogle: CATALOGS.en.auth.continueWithGoogle });
  });

  it("hands the profile popup's phone box and interests picker every word they say, in each language", () => {
    expect(profileBoxWords("en")).toEqual({ phoneWords: ENGLISH_MOBILE_WORDS, interestWords: ENGLISH_INTEREST_WORDS });
    const hindi = profileBoxWords("hi");
    expect(hindi.phoneWords.sendOtp).toBe(CATALOGS.hi.onboarding.sendOtp);
    expect(Object.keys(hindi.interestWords)).toEqual(Object.keys(ENGLISH_INTEREST_WORDS));
  });

  it("keeps in the English catalog the DISC report's words (the profiles the dashboard card and the mock review still say in English)", () => {
    expect(discWordsFrom(CATALOGS.en.discStyles, CATALOGS.en.discReport)).toEqual(ENGLISH_DISC_WORDS);
    const { consistentText, mixedText, inconsistentText } = CATALOGS.en.discReport;
    expect([describeConsistency(90).message, describeConsistency(50).message, describeConsistency(10).message]).toEqual([
      consistentText,
      mixedText,
      inconsistentText,
    ]);
    expect(discWordsFrom(CATALOGS.hi.discStyles, CATALOGS.hi.discReport).profiles.S.name).toBe("Steadiness");
  });

  it("keeps the spec's words for the password screens in the English catalog, and the Hindi catalog names the same Settings button", () => {
    const { forgotHeading, codeHeading, verifyCode, resetHeading, cancelDeletion } = CATALOGS.en.accountPages;
    expect([forgotHeading, codeHeading, verifyCode, resetHeading]).toEqual(["Reset Password", "OTP Code", "Verify Code", "Set New Password"]);
    expect([CATALOGS.en.formErrors.notRegistered, CATALOGS.en.formErrors.passwordsDiffer]).toEqual([NOT_REGISTERED, PASSWORDS_DIFFER]);
    // The closed-account page tells the candidate which button to press in Settings: the same words in each language.
    expect(cancelDeletion).toBe(CATALOGS.en.settings.cancelDeletion);
    expect(CATALOGS.hi.accountPages.cancelDeletion).toBe(CATALOGS.hi.settings.cancelDeletion);
  });
});
