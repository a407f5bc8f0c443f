// Which parts of the candidate shell a path shows. Pure, so the rules are unit-tested.

/** First path segments that hide the top header ("" is the site root). */
export const HEADER_HIDDEN_SEGMENTS: readonly string[] = ["", "auth", "interview", "terms-and-conditions", "privacy-policy", "pricing", "our-teams"];

/** Paths (and everything under them) that hide the sidebar: focused, full-screen flows. */
export const SIDEBAR_HIDDEN_PATHS: readonly string[] = ["/interview", "/mock/mock-interview", "/test/disc", "/verify-account-small", "/purchase"];

function cleanPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function firstSegment(pathname: string): string {
  return cleanPath(pathname).split("/")[1] ?? "";
}

export function isHeaderHidden(pathname: string): boolean {
  return HEADER_HIDDEN_SEGMENTS.includes(firstSegment(pathname));
}

export function isSidebarHidden(pathname: string): boolean {
  const path = cleanPath(pathname);
  return SIDEBAR_HIDDEN_PATHS.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}
