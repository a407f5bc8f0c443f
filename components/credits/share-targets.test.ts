import { describe, expect, it } from "vitest";
import { shareTargets } from "./share-targets";

describe("shareTargets", () => {
  it("puts the encoded link into each network's share address", () => {
    const url = "https://app.example/mock/redeem?token=a-b_c";
    const targets = shareTargets(url, "Try this");
    expect(targets.map((t) => t.name)).toEqual(["WhatsApp", "X", "Facebook", "LinkedIn"]);
    for (const target of targets) {
      const href = new URL(target.href);
      expect([...href.searchParams.values()].join(" ")).toContain(url);
    }
    expect(new URL(targets[0]!.href).searchParams.get("text")).toBe(`Try this ${url}`);
  });
});
