import { describe, expect, it } from "vitest";
import { ADDONS, HIRING_PLANS, INTERVIEW_SERVICE_PLANS } from "@/lib/payments/price-list";
import { formatCount, formatInr } from "@/lib/format";

describe("rupee amounts", () => {
  it("groups digits the Indian way: thousands, then lakhs", () => {
    expect(formatInr(9999)).toBe("₹9,999");
    expect(formatInr(120000)).toBe("₹1,20,000");
    expect(formatInr(449950)).toBe("₹4,49,950");
    expect(formatCount(849000)).toBe("8,49,000");
    expect(formatCount(10000000)).toBe("1,00,00,000");
  });

  it("prints every plan price of the pricing page as the spec lists it", () => {
    const prices = [...HIRING_PLANS, ...INTERVIEW_SERVICE_PLANS, ...ADDONS]
      .flatMap((plan): number[] => (plan.price === null ? [] : [plan.price]))
      .map((price) => formatInr(price));
    expect(prices).toEqual([
      "₹9,999",
      "₹29,550",
      "₹48,750",
      "₹94,990",
      "₹4,49,950",
      "₹15,001",
      "₹1,20,000",
      "₹5,00,500",
      "₹8,49,000",
      "₹49",
      "₹7,500",
      "₹15,000",
    ]);
  });
});
