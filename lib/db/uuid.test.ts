import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("takes a UUID in either case", () => {
    expect(isUuid("5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a")).toBe(true);
    expect(isUuid("5B0B7C9E-2F1C-4C53-9A57-1F0E2D3C4B5A")).toBe(true);
  });

  it("refuses a short id, a cut or padded UUID and anything else", () => {
    expect(isUuid("JB-4K2M9Q")).toBe(false);
    expect(isUuid("5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5")).toBe(false);
    expect(isUuid(" 5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a")).toBe(false);
    expect(isUuid("5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a\n")).toBe(false);
    expect(isUuid("5b0b7c9e2f1c4c539a571f0e2d3c4b5a")).toBe(false);
    expect(isUuid("")).toBe(false);
  });
});
