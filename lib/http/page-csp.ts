// The Content-Security-Policy of every page, set by the server in front of Next.js
// (lib/http/peer-address-server.ts). A page rendered per request (the whole candidate area)
// gets a fresh nonce: it is put on the request's own Content-Security-Policy header, which
// Next.js reads before rendering and adds to each of its scripts, and the same policy goes out
// with the answer, so script-src needs no 'unsafe-inline'. A page Next.js serves from its
// prerendered HTML (the marketing pages, built once) cannot carry a per-request nonce: Next.js
// marks that answer `x-nextjs-prerender: 1`, and it keeps the documented exception instead.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { contentSecurityPolicy } from "./security-headers";

export type PageCspOptions = { dev: boolean; files: string[] };

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

function prerendered(res: ServerResponse, headers: unknown): boolean {
  const fromArgs = headers && typeof headers === "object" && !Array.isArray(headers) ? (headers as OutgoingHttpHeaders)[PRERENDERED_HEADER] : undefined;
  // Next.js may set the mark more than once (an array of "1"s).
  return [res.getHeader(PRERENDERED_HEADER), fromArgs].flat().some((value) => String(value) === "1");
}

/** Stamps a page request with its nonce and sets the matching policy on its answer. */
export function applyPageCsp(req: IncomingMessage, res: ServerResponse, options: PageCspOptions): void {
  // A client's own copy of the header would choose the nonce Next.js uses: never keep it.
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  const pathname = pathnameOf(req.url);
  if (!isPage(pathname)) return;
  const purchase = pathname === "/purchase";
  const nonce = randomBytes(16).toString("base64");
  const withNonce = contentSecurityPolicy({ ...options, purchase, nonce });
  req.headers["content-security-policy"] = withNonce;
  const writeHead = res.writeHead;
  // Node calls writeHead for implicit headers too, so every answer passes here before it is sent.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => arg !== null && typeof arg === "object" && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
    const policy = prerendered(res, headers) ? contentSecurityPolicy({ ...options, purchase }) : withNonce;
    for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === "content-security-policy") delete headers![name];
    res.setHeader("Content-Security-Policy", policy);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** The nonce of a page request (for a <Script> of ours), from the header set above. */
export function nonceFromPolicy(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}
