// Requests are counted by the route they reached ("/api/mock/[id]"), never by their raw URL, so
// ids do not make a new series each. The patterns are read once from the app/ folder.
import { readdirSync } from "node:fs";
import path from "node:path";

type Pattern = { route: string; segments: string[] };

const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?)$/;

function walk(dir: string, segments: string[], found: Pattern[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && ROUTE_FILE.test(entry.name)) found.push({ route: `/${segments.join("/")}`, segments });
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name.startsWith("@")) continue;
    // Route groups "(name)" add nothing to the URL.
    const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
    walk(path.join(dir, entry.name), next, found);
  }
}

/** Static segments before dynamic ones, so "/api/mock/create" wins over "/api/mock/[id]". */
function weight(pattern: Pattern): string {
  return pattern.segments.map((s) => (s.startsWith("[[...") ? "3" : s.startsWith("[...") ? "2" : s.startsWith("[") ? "1" : "0")).join("");
}

export function readRoutePatterns(appDir: string): Pattern[] {
  const found: Pattern[] = [];
  try {
    walk(appDir, [], found);
  } catch {
    return [];
  }
  return found.sort((a, b) => weight(a).localeCompare(weight(b)));
}

function matches(pattern: string[], parts: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment.startsWith("[[...")) return true;
    if (segment.startsWith("[...")) return parts.length > i;
    if (i >= parts.length) return false;
    if (!segment.startsWith("[") && segment !== parts[i]) return false;
  }
  return pattern.length === parts.length;
}

/** The route pattern a path reaches: Next's own files as one, anything else as "unmatched". */
export function routePatternOf(pathname: string, patterns: Pattern[]): string {
  if (pathname.startsWith("/_next/")) return "/_next";
  const parts = pathname.split("/").filter(Boolean);
  return patterns.find((p) => matches(p.segments, parts))?.route ?? "unmatched";
}
