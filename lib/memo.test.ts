import { describe, expect, it } from "vitest";
import { boundedMap, memoize } from "./memo";

describe("boundedMap", () => {
  it("keeps at most max entries, forgetting the oldest tenth when full", () => {
    const map = boundedMap<string, number>(20);
    for (let i = 0; i < 20; i++) map.set(`k${i}`, i);
    map.set("k20", 20);
    expect(map.size).toBe(19);
    expect(map.get("k0")).toBeUndefined();
    expect(map.get("k1")).toBeUndefined();
    expect(map.get("k2")).toBe(2);
    expect(map.get("k20")).toBe(20);
  });

  it("replaces a known key without forgetting others", () => {
    const map = boundedMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 3);
    expect([map.get("a"), map.get("b"), map.size]).toEqual([3, 2, 2]);
  });
});

describe("memoize", () => {
  it("calls the function once per distinct argument and answers each its own value", () => {
    const calls: string[] = [];
    const shout = memoize((s) => {
      calls.push(s);
      return s.toUpperCase();
    }, 10);
    expect([shout("a"), shout("b"), shout("a"), shout("bb")]).toEqual(["A", "B", "A", "BB"]);
    expect(calls).toEqual(["a", "b", "bb"]);
  });

  it("forgets past its bound and computes again", () => {
    let calls = 0;
    const length = memoize((s) => (calls++, s.length), 10);
    for (let i = 0; i < 11; i++) length(`x${i}`);
    length("x0");
    expect(calls).toBe(12);
  });
});
