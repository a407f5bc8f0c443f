import { describe, expect, it } from "vitest";
import { formatInr } from "@/lib/format";
import { validityLabel } from "./format";

describe("rupee amounts", () => {
  it("shows whole rupees without paise and paise with two digits", () => {
    expect(formatInr(87)).toBe("₹87");
    expect(formatInr(78.3)).toBe("₹78.30");
    expect(formatInr(8.7)).toBe("₹8.70");
    expect(formatInr(0)).toBe("₹0");
  });
  it("names 182 days as 6 months", () => {
    expect(validityLabel(182)).toBe("6 months");
    expect(validityLabel(10)).toBe("10 days");
  });
});
