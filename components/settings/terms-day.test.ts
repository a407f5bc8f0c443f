import { describe, expect, it } from "vitest";
import { TERMS_DATE } from "@/lib/account-data/account-rules";
import type { ConsentItem } from "@/lib/account-data/consents";
import { withTermsDayIn } from "./terms-day";

const terms: ConsentItem = {
  id: "terms",
  kind: "TERMS",
  about: { kind: "TERMS" },
  title: "Terms and Conditions and Privacy Policy",
  what: "Accepted when you created your account; they end when you delete your account.",
  version: TERMS_DATE,
  language: "en",
  givenAt: "2026-03-02T10:00:00.000Z",
  withdrawnAt: null,
  withdrawable: false,
};

describe("the terms' version in Settings", () => {
  it("is the terms' day word for word in English", () => {
    expect(withTermsDayIn(terms, "en").version).toBe("12 January 2025");
  });

  it("is the same day in Hindi for a Hindi account, its month in Devanagari", () => {
    expect(withTermsDayIn(terms, "hi").version).toBe("12 जनवरी 2025");
  });

  it("leaves the other consents' versions as they are", () => {
    const mock: ConsentItem = {
      ...terms,
      id: "m1",
      kind: "MOCK_INTERVIEW",
      about: { kind: "MOCK_INTERVIEW", mock: "Data analyst", audioOnly: false },
      version: "2026-05-01",
    };
    expect(withTermsDayIn(mock, "hi")).toBe(mock);
  });
});
