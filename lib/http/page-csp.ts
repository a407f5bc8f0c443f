// The Content-Security-Policy of every page, set by the server in front of Next.js
// (lib/http/peer-address-server.ts). A page rendered per request (the whole candidate area)
// gets a fresh nonce: it is put on the request's own Content-Security-Policy header, which
// Next.js reads before rendering and adds to each of its scripts, and the same policy goes out
// with the answer, so script-src needs no 'unsafe-inline'. A page Next.js serves from its
// prerendered HTML (the marketing pages, built once) cannot carry a per-request nonce: Next.js
// marks that answer `x-nextjs-prerender: 1`, and it keeps the documented exception instead.
// Which of the two goes out is chosen as the answer's headers are written (lib/http/front-response.ts).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { contentSecurityPolicy } from "./security-headers";

export type PageCspOptions = { dev: boolean; files: string[] };

/** A page request's two possible policies: with its nonce, or the prerendered pages' exception. */
export type PagePolicies = { withNonce: string; prerendered: string };

const PRERENDERED_HEADER = "x-nextjs-prerender";

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/** API answers and build assets are no documents: they get no policy (as before). */
function isPage(pathname: string): boolean {
  return !(pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/_next/static/"));
}

function prerendered(res: ServerResponse, headers: OutgoingHttpHeaders | undefined): boolean {
  // Next.js may set the mark more than once (an array of "1"s).
  return [res.getHeader(PRERENDERED_HEADER), headers?.[PRERENDERED_HEADER]].flat().some((value) => String(value) === "1");
}

/** Stamps a page request with its nonce; its policies, or undefined for an API answer or an asset. */
export function stampPageNonce(req: IncomingMessage, options: PageCspOptions): PagePolicies | undefined {
  // A client's own copy of the header would choose the nonce Next.js uses: never keep it.
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  const pathname = pathnameOf(req.url);
  if (!isPage(pathname)) return undefined;
  const purchase = pathname === "/purchase";
  const nonce = randomBytes(16).toString("base64");
  const withNonce = contentSecurityPolicy({ ...options, purchase, nonce });
  req.headers["content-security-policy"] = withNonce;
  return { withNonce, prerendered: contentSecurityPolicy({ ...options, purchase }) };
}

/** Sets the policy that fits the answer whose headers are being written (`headers`: those given to writeHead). */
export function setPagePolicy(res: ServerResponse, headers: OutgoingHttpHeaders | undefined, policies: PagePolicies): void {
  const policy = prerendered(res, headers) ? policies.prerendered : policies.withNonce;
  for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === "content-security-policy") delete headers![name];
  res.setHeader("Content-Security-Policy", policy);
}

/** The nonce of a page request (for a <Script> of ours), from the header set above. */
export function nonceFromPolicy(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}
