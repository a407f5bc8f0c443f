// The mails' words: English is word for word what the mails and the bell said before, and the
// Hindi OTP SMS fits one Unicode segment.
import { describe, expect, it } from "vitest";
import { brand } from "@/lib/brand";
import { APPLICATION_STATUSES, statusLabel } from "@/lib/applications/status";
import { STATUS_MESSAGES } from "@/lib/applications/status-messages";
import { statusWords } from "@/lib/applications/status-words";
import { describeSearch, describeSearchIn, searchParamsOf } from "@/lib/job-alerts/describe-search";
import { lakh } from "@/lib/jobs/filter-labels";
import { inviteDeadline } from "@/lib/interviews/invitation";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { otpSmsText } from "@/lib/send-code/send-code";
import { mailLocale, mailText } from "./mail-text";

/** One Unicode (UCS-2) SMS segment holds 70 UTF-16 code units. */
const UNICODE_SEGMENT = 70;

describe("mail words", () => {
  it("say each status in English as the bell does", () => {
    const english = mailText("en");
    for (const status of APPLICATION_STATUSES) {
      const words = statusWords(english, status, { job: "Cashier", company: "Kiran Foods" });
      expect(words).toEqual({ title: STATUS_MESSAGES[status].title, body: STATUS_MESSAGES[status].body("Cashier", "Kiran Foods"), label: statusLabel(status) });
    }
  });

  it("send the English OTP SMS as before, and the Hindi one in a single Unicode segment", () => {
    const longest = "9".repeat(OTP_LENGTH);
    expect(otpSmsText(longest, "en")).toBe(`${longest} is your ${brand.name} verification code. It expires in 10 minutes.`);
    const hindi = otpSmsText(longest, "hi");
    expect(hindi).toBe(`${longest} आपका ${brand.name} OTP है। यह 10 मिनट तक मान्य है।`);
    expect(hindi.length).toBeLessThanOrEqual(UNICODE_SEGMENT);
  });

  it("greet by name when known, and write an invitation's deadline as each language reads it", () => {
    expect(mailText("en").greeting("Asha")).toBe("Hi Asha");
    expect(mailText("hi").greeting(null)).toBe("नमस्ते");
    const at = new Date("2026-12-05T12:30:00Z");
    expect(inviteDeadline(at, "en")).toBe("Sat, 05 Dec 2026 12:30:00 GMT");
    expect(inviteDeadline(at, "hi")).toBe("5 दिस॰ 2026, 18:00");
  });

  it("name a saved search and pay in English by default as the English catalog does", () => {
    const english = mailText("en");
    for (const query of ["", "q=react&mode=REMOTE&salaryMin=450000"]) {
      expect(describeSearch(searchParamsOf(query))).toBe(describeSearchIn(searchParamsOf(query), "en"));
    }
    expect(describeSearchIn(searchParamsOf("mode=REMOTE"), "hi")).toBe("घर से (रिमोट)");
    expect(lakh(450_000)).toBe(lakh(450_000, english.words.lakh));
    expect(lakh(450_000, mailText("hi").words.lakh)).toBe("₹4.5 लाख");
  });

  it("take the account's language, English until one is chosen", () => {
    expect(mailLocale("hi")).toBe("hi");
    expect(mailLocale(null)).toBe("en");
    expect(mailLocale("fr")).toBe("en");
  });
});
