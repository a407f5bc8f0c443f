"use client";

// The browser's one way to keep a route's answer fresh on screen: SWR, fetching through the typed
// api() call, so the data is the route's own answer type. A page renders with the server's answer
// (`initial`); the hook looks again every `refreshEvery(data)` milliseconds while that returns more
// than 0, when the tab comes back into focus, and when the connection returns.
//
// Two things SWR does on its own that would leave a page stuck, and what this hook does instead:
// - SWR reads a `refreshInterval` function only after each poll, and from its cache, where the
//   server's answer given as `fallbackData` never is: polling that must start from the server's
//   answer (a mock still being prepared) or from a later change (an export just asked for) would
//   never start. Here the interval is a number worked out from the data on screen at each render,
//   so it starts and stops with that data.
// - SWR's cache outlives a page: coming back to a page, an answer cached on an earlier visit would
//   win over the fresher one the server has just rendered (a new mock missing from the list). Here
//   the server's answer, whenever the page renders anew, goes into the cache first.
import { useLayoutEffect, useRef, useState } from "react";
import useSWR from "swr";
import { api, type Answer, type ApiCall, type CallOptions } from "./api";

type GetCall = Extract<ApiCall, `GET ${string}`>;

type Options<C extends GetCall> = {
  /** The answer the server rendered the page with: a new object only when the server renders anew. */
  initial: Answer<C>;
  /** How long to wait before looking again, given what is on screen; 0 stops looking. */
  refreshEvery?: (data: Answer<C>) => number;
  /** The call's query, path and request options. */
  call?: CallOptions<C>;
};

/** A failed look: the words request() gives, and the status (0 when nothing got through). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Fetches are not repeated within this window (SWR's own default, 2 s, would halve a 1.5 s poll). */
const DEDUPE_MS = 1000;

export function useApi<C extends GetCall>(call: C, { initial, refreshEvery, call: options }: Options<C>) {
  const [every, setEvery] = useState(() => refreshEvery?.(initial) ?? 0);
  const swr = useSWR<Answer<C>, ApiError, readonly [C, CallOptions<C> | null]>(
    [call, options ?? null],
    async ([c, o]) => {
      const result = await (api as (c: C, o?: CallOptions<C>) => ReturnType<typeof api<C>>)(c, o ?? undefined);
      if (!result.ok) throw new ApiError(result.error, result.status);
      return result.data;
    },
    { fallbackData: initial, revalidateOnMount: false, dedupingInterval: DEDUPE_MS, refreshInterval: every },
  );
  const data = swr.data ?? initial;
  const { mutate } = swr;

  // The wait follows what is on screen: React renders again with it before anything is shown.
  const wanted = refreshEvery?.(data) ?? 0;
  if (wanted !== every) setEvery(wanted);

  // The server's answer is the newest there is when the page renders anew; put it in the cache
  // before the first paint, over anything kept from an earlier visit.
  const seeded = useRef<Answer<C> | null>(null);
  useLayoutEffect(() => {
    if (seeded.current === initial) return;
    seeded.current = initial;
    void mutate(initial, { revalidate: false });
  }, [initial, mutate]);

  return {
    data,
    /** The words of the last failed look (the data shown is then the last that came). */
    error: swr.error ? swr.error.message : null,
    /** Shows `next` at once (an answer a POST returned) without looking again. */
    show: (next: Answer<C>) => mutate(next, { revalidate: false }),
    /** Looks again now. */
    refresh: () => mutate(),
  };
}
