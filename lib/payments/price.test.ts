import { describe, expect, it } from "vitest";
import { priceOrder } from "./price";

const copper = { mrpPaise: 29_700, pricePaise: 8_700 };

describe("priceOrder", () => {
  it("charges the plan price without a coupon", () => {
    expect(priceOrder(copper, null)).toEqual({ mrpPaise: 29_700, pricePaise: 8_700, discountPaise: 0, amountPaise: 8_700 });
  });
  it("takes a percentage off, rounded to the paisa", () => {
    expect(priceOrder(copper, { discountType: "PERCENT", discountValue: 10 })).toMatchObject({ discountPaise: 870, amountPaise: 7_830 });
  });
  it("takes a flat amount off, never below zero", () => {
    expect(priceOrder(copper, { discountType: "FLAT", discountValue: 2_000 })).toMatchObject({ amountPaise: 6_700 });
    expect(priceOrder(copper, { discountType: "FLAT", discountValue: 1_000_000 })).toMatchObject({ discountPaise: 8_700, amountPaise: 0 });
  });
  it("makes a 100% coupon a free order", () => {
    expect(priceOrder(copper, { discountType: "PERCENT", discountValue: 100 }).amountPaise).toBe(0);
  });
  it("charges at least ₹1 when a coupon leaves only paise to pay", () => {
    expect(priceOrder(copper, { discountType: "FLAT", discountValue: 8_650 })).toMatchObject({ amountPaise: 100, discountPaise: 8_600 });
  });
});
