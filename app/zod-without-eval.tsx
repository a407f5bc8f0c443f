"use client";

// zod probes for eval (new Function) before its first parse, to compile fast validators. Under our
// Content-Security-Policy the probe fails harmlessly but is reported as a violation on every page
// with a form; jitless mode skips it. zod keeps its settings on globalThis, so no zod import here
// (the marketing pages need not load it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export function ZodWithoutEval() {
  return null;
}
