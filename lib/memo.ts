// Remembered answers of pure functions and other small caches in a process: a Map of at most
// `max` entries that forgets its oldest tenth when full (Maps iterate in insertion order).

export type BoundedMap<K, V> = { get(key: K): V | undefined; set(key: K, value: V): void; delete(key: K): void; clear(): void; readonly size: number };

export function boundedMap<K, V>(max: number): BoundedMap<K, V> {
  const map = new Map<K, V>();
  return {
    get: (key) => map.get(key),
    set(key, value) {
      if (map.size >= max && !map.has(key)) {
        let drop = Math.ceil(max / 10);
        for (const old of map.keys()) {
          map.delete(old);
          if (--drop === 0) break;
        }
      }
      map.set(key, value);
    },
    delete: (key) => void map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

/** `fn` remembered for the last `max` distinct arguments (a pure function of one string). */
export function memoize<V>(fn: (key: string) => V, max: number): (key: string) => V {
  const known = boundedMap<string, V>(max);
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    known.set(key, value);
    return value;
  };
}
