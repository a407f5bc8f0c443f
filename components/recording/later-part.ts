"use client";
// A part of a recording screen that loads when it is first wanted rather than with the page (the
// interview screen, a take's recorder). A load that fails because the network went is tried again
// under the retry policy: after its back-off, and at once when the browser is back online.
import { useEffect, useState } from "react";
import { backoffMs, waitToRetry } from "./retry-policy";

export type LaterPart<T> = { part: T | null; failed: boolean };

/** `load` (a module-level function) runs once `wanted` is true, and again until it succeeds. */
export function useLaterPart<T>(load: () => Promise<T>, wanted: boolean): LaterPart<T> {
  const [state, setState] = useState<LaterPart<T>>({ part: null, failed: false });
  const loaded = state.part !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void (async () => {
      for (let tries = 0; live; tries++) {
        try {
          const part = await load();
          if (live) setState({ part, failed: false });
          return;
        } catch {
          if (live) setState({ part: null, failed: true });
          await waitToRetry(backoffMs(tries));
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [load, wanted, loaded]);
  return state;
}
