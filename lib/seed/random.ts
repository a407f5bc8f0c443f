// A small seeded PRNG so the seed produces the same rows on every machine and every run.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  chance: (probability: number) => boolean;
};

/** mulberry32: tiny, fast and good enough for fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, Math.min(count, pool.length));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

/** A stable 32-bit hash of a string, for per-item seeds and ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // FNV-1a alone leaves similar strings ("job-001", "job-002") with similar high bits;
  // murmur3's finaliser spreads them.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
