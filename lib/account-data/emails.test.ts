import { describe, expect, it } from "vitest";
import { brand } from "@/lib/brand";
import { deletionCodeEmail, exportReadyEmail } from "./emails";

describe("account-data e-mails", () => {
  it("writes each mail in the account's language, to its address, with its own subject and content", () => {
    const english = exportReadyEmail({ email: "asha@example.com", language: null }, "https://example.com/export.zip", 24);
    expect(english.to).toBe("asha@example.com");
    expect(english.subject).toBe(`Your ${brand.name} data export`);
    expect(english.html).toContain('lang="en"');
    expect(english.text).toContain("https://example.com/export.zip");

    const hindi = deletionCodeEmail({ email: "ravi@example.com", language: "hi" }, "481516", 10);
    expect(hindi.to).toBe("ravi@example.com");
    expect(hindi.html).toContain('lang="hi"');
    expect(hindi.text).toContain("481516");
    expect(hindi.subject).not.toBe(deletionCodeEmail({ email: "ravi@example.com", language: "en" }, "481516", 10).subject);
  });
});
