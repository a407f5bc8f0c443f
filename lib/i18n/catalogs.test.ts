// The catalogs stay in step: every English key has its Hindi message and the other way round, the
// same {slots} on both sides, and a Hindi message holds no Latin words but the glossary's.
import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs";
import { KEPT_IN_ENGLISH } from "./glossary";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const en = leaves(CATALOGS.en);
const hi = leaves(CATALOGS.hi);
const slots = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Latin words of a Hindi message once the glossary's terms and the {slots} are taken out. */
function strayEnglish(message: string): string[] {
  let rest = message.replace(/\{\w+\}/g, " ");
  for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe("message catalogs", () => {
  it("has every English key in Hindi", () => {
    expect([...en.keys()].filter((key) => !hi.has(key))).toEqual([]);
  });

  it("has no Hindi key that English lacks", () => {
    expect([...hi.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it("fills the same {slots} in both languages", () => {
    const differing = [...en].filter(([key, message]) => hi.has(key) && slots(message).join() !== slots(hi.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("writes Hindi in Devanagari, keeping in English only the glossary's terms", () => {
    const stray = [...hi].flatMap(([key, message]) => strayEnglish(message).map((word) => `${key}: ${word}`));
    expect(stray).toEqual([]);
  });

  it("holds no empty message", () => {
    expect([...en, ...hi].filter(([, message]) => !message.trim()).map(([key]) => key)).toEqual([]);
  });

  it("catches a key missing on either side (the check itself)", () => {
    const trimmed = leaves({ a: "x", b: { c: "y" } });
    const full = leaves({ a: "x", b: { c: "y", d: "z" } });
    expect([...full.keys()].filter((key) => !trimmed.has(key))).toEqual(["b.d"]);
    expect(strayEnglish("आपका CV और Settings")).toEqual(["Settings"]);
  });
});
