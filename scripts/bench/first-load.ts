// A page's first load, as the page benchmarks count it: the scripts its document names (script
// tags, script preloads, and the chunks its inline React payload lists for hydration). Scripts
// fetched later, route prefetches and parts loaded on use, are not in it.

/** The paths of the scripts a page's HTML names, escaped or not (its inline React payload lists chunks as \"/_next/…\"). */
export function scriptsNamedIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\/_next\/static\/[\w\-./~%]+\.js(?![\w\-./~%])/g)].map((m) => m[0]));
}
