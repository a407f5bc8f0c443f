import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "./locales";

describe("the interface language of a request", () => {
  it("follows Accept-Language only where it ranks Hindi above English", () => {
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(localeFromAcceptLanguage("hi")).toBe("hi");
    expect(localeFromAcceptLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBeNull();
    expect(localeFromAcceptLanguage("en-IN,hi;q=0.9")).toBeNull();
    expect(localeFromAcceptLanguage("ta-IN,hi;q=0.5,en;q=0.4")).toBe("hi");
    expect(localeFromAcceptLanguage("hi;q=0,en;q=0.1")).toBeNull();
    expect(localeFromAcceptLanguage("hi;q=abc")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it("takes the account's choice, then the cookie, then the browser, then English", () => {
    expect(chooseLocale({ account: "en", cookie: "hi", acceptLanguage: "hi" })).toBe("en");
    expect(chooseLocale({ account: null, cookie: "hi", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLocale({ account: null, cookie: "xx", acceptLanguage: "hi-IN" })).toBe("hi");
    expect(chooseLocale({ account: "fr", cookie: undefined, acceptLanguage: undefined })).toBe("en");
  });
});
