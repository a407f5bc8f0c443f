// A read that many requests share and that may be a few minutes old (lists drawn from all open
// jobs): loaded once per process per `ttlMs`, concurrent callers wait on the same load, and a
// failed load is forgotten so the next caller tries again.
export function cachedRead<T>(ttlMs: number, load: () => Promise<T>): { get: () => Promise<T>; forget: () => void } {
  let cached: { at: number; value: Promise<T> } | null = null;
  return {
    get() {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const value = load();
        cached = { at: Date.now(), value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    forget() {
      cached = null;
    },
  };
}
