import { describe, expect, it } from "vitest";
import { DISC_BLOCKS, DISC_TWIN_IDS, findStatement, publicDiscBlocks } from "./blocks";
import { DISC_STATEMENTS } from "./statements";
import { DISC_STYLES } from "./styles";

describe("DISC blocks", () => {
  it("has 24 blocks of four statements, one of each style", () => {
    expect(DISC_BLOCKS).toHaveLength(24);
    for (const block of DISC_BLOCKS) {
      expect(block.statements.map((s) => s.style).toSorted()).toEqual([...DISC_STYLES].toSorted());
    }
  });

  it("uses every statement exactly once, and no statement twice", () => {
    const texts = DISC_BLOCKS.flatMap((b) => b.statements.map((s) => s.text));
    expect(new Set(texts).size).toBe(96);
    expect(texts.toSorted()).toEqual(Object.values(DISC_STATEMENTS).flat().toSorted());
  });

  it("varies the order so that each style sits in each position six times", () => {
    const orders = DISC_BLOCKS.map((b) => b.statements.map((s) => s.style).join(""));
    expect(new Set(orders).size).toBe(24);
    for (const style of DISC_STYLES) {
      for (let position = 0; position < 4; position++) {
        expect(orders.filter((o) => o[position] === style)).toHaveLength(6);
      }
    }
  });

  it("keeps styles out of what the browser gets", () => {
    const sent = JSON.stringify(publicDiscBlocks());
    expect(sent).not.toMatch(/style/);
    expect(publicDiscBlocks()[0]!.statements[0]).toEqual({ id: "b01-1", text: expect.any(String) });
  });

  it("pairs twin statements of one style from different blocks", () => {
    expect(DISC_TWIN_IDS).toHaveLength(8);
    for (const [a, b] of DISC_TWIN_IDS) {
      expect(findStatement(a)!.style).toBe(findStatement(b)!.style);
      expect(findStatement(a)!.blockId).not.toBe(findStatement(b)!.blockId);
    }
  });
});
