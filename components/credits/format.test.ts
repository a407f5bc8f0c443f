import { describe, expect, it } from "vitest";
import { formatRupees, validityLabel } from "./format";

describe("formatRupees", () => {
  it("shows whole rupees without paise and paise with two digits", () => {
    expect(formatRupees(87)).toBe("₹87");
    expect(formatRupees(78.3)).toBe("₹78.30");
    expect(formatRupees(8.7)).toBe("₹8.70");
    expect(formatRupees(0)).toBe("₹0");
  });
  it("names 182 days as 6 months", () => {
    expect(validityLabel(182)).toBe("6 months");
    expect(validityLabel(10)).toBe("10 days");
  });
});
