import { describe, expect, it } from "vitest";
import { DISC_BLOCKS, DISC_TWIN_IDS, findStatement, publicDiscBlocks } from "./blocks";
import { DISC_STATEMENTS } from "./statements";
import { CATALOGS } from "@/lib/i18n/catalogs";
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

  it("hands the statements in the candidate's language: the English catalog is the test's own words, Hindi has each one", () => {
    const english = publicDiscBlocks(CATALOGS.en.discStatements);
    expect(english).toEqual(publicDiscBlocks());
    const hindi = publicDiscBlocks(CATALOGS.hi.discStatements);
    expect(hindi.map((b) => b.statements.map((s) => s.id))).toEqual(english.map((b) => b.statements.map((s) => s.id)));
    const texts = hindi.flatMap((b) => b.statements.map((s) => s.text));
    expect(new Set(texts).size).toBe(96);
    expect(texts.filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
    // The first statement of the first block is the same statement in both languages.
    const first = DISC_BLOCKS[0]!.statements[0]!;
    expect(english[0]!.statements[0]!.text).toBe(DISC_STATEMENTS[first.style][Number(first.key.slice(1)) - 1]);
  });

  it("pairs twin statements of one style from different blocks", () => {
    expect(DISC_TWIN_IDS).toHaveLength(8);
    for (const [a, b] of DISC_TWIN_IDS) {
      expect(findStatement(a)!.style).toBe(findStatement(b)!.style);
      expect(findStatement(a)!.blockId).not.toBe(findStatement(b)!.blockId);
    }
  });
});
