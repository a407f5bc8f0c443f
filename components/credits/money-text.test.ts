// The money pages' English catalog says what the pages said before (and what the stored plans say),
// the shared helpers' English defaults are the catalog's, and every refusal the coupon box and a
// friend's link can show has its Hindi.
import { describe, expect, it } from "vitest";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { errorWords } from "@/lib/i18n/form-errors";
import { sayError } from "@/lib/i18n/say-error";
import { NO_ACTIVE_PLANS } from "@/lib/credits/get-credit-balance";
import { REDEEM_MESSAGES } from "@/lib/credits/share-links";
import { COUPON_MESSAGES } from "@/lib/payments/coupons";
import { PAYMENT_REQUEST_ERROR } from "@/lib/payments/create-order";
import { MOCK_PLANS } from "@/lib/payments/price-list";
import { PLANS } from "@/lib/seed/plans";
import { planFeatures } from "@/app/(shell)/(candidate)/mock/plans/plan-features";
import { COUPON_INVALID } from "./credits-api";
import { ENGLISH_SOURCE_WORDS, ENGLISH_VALIDITY_WORDS, LEDGER_REASON_LABELS, validityLabel } from "./format";
import { planNameIn, purchaseText, storedPlanNameIn } from "./money-text";

const en = CATALOGS.en;
const hi = CATALOGS.hi;

describe("the money pages' words", () => {
  it("keeps the English the pages and the helpers said before", () => {
    expect(en.ledger.reasons).toEqual(LEDGER_REASON_LABELS);
    expect({ fromFriend: en.ledger.fromFriend, planSource: en.ledger.planSource }).toEqual(ENGLISH_SOURCE_WORDS);
    expect({ months: en.plans.months, days: en.plans.days }).toEqual(ENGLISH_VALIDITY_WORDS);
    expect(en.plans.noActivePlans).toBe(NO_ACTIVE_PLANS);
    expect(en.purchase.requestError).toBe(PAYMENT_REQUEST_ERROR);
    expect(en.redeem.success).toBe(REDEEM_MESSAGES.success);
    expect(COUPON_INVALID).toBe(COUPON_MESSAGES.invalid);
  });

  it("names and describes each mock plan in English as the stored plan does", () => {
    for (const plan of PLANS.filter((p) => p.type === "MOCK")) {
      const view = { planName: plan.planName, name: plan.name, credits: plan.credits ?? 0, validityDays: plan.validityDays ?? 0, features: [] };
      expect(planNameIn(en.plans, view)).toBe(plan.name);
      expect(en.plans.descriptions[plan.planName as keyof typeof en.plans.descriptions]).toBe(plan.description);
      expect(planFeatures(view, en.plans)).toEqual(plan.features);
    }
    expect(Object.keys(en.plans.planNames)).toEqual(MOCK_PLANS.map((p) => p.planName));
  });

  it("hands checkout the plan words it needs without hiding any of its own (no key in both)", () => {
    const picked = ["oneMock", "mocks", "valid", "months", "days"];
    expect(Object.keys(en.purchase).filter((key) => picked.includes(key))).toEqual([]);
  });

  it("names plans in Hindi, also a ledger entry's stored plan, and keeps an unknown plan's name", () => {
    expect(storedPlanNameIn(hi.plans, "Copper")).toBe("कॉपर");
    expect(storedPlanNameIn(hi.plans, "Festival")).toBe("Festival");
    expect(purchaseText("hi", { planName: "SILVER", name: "Silver" }).planName).toBe("सिल्वर");
    expect(validityLabel(182, hi.plans)).toBe("6 महीने");
  });

  it("says every coupon and share-link refusal in Hindi, keeping only the glossary's English", () => {
    const words = errorWords("hi");
    const messages = [...Object.values(COUPON_MESSAGES), ...Object.values(REDEEM_MESSAGES).filter((m) => m !== REDEEM_MESSAGES.success)];
    const said = messages.map((message) => sayError(words, message));
    expect(said.filter((text, i) => text === messages[i])).toEqual([]);
    const stray = said.filter((text) => {
      let rest = text;
      for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
      return /[A-Za-z]{2,}/.test(rest);
    });
    expect(stray).toEqual([]);
  });
});
