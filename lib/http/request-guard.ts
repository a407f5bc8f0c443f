// Checks every request passes before any route or page sees it. The HTTP server in front of
// Next.js (lib/http/peer-address-server.ts) runs them on the raw request, before Next.js reads a
// byte of the body: a Next.js proxy (middleware) would buffer every matched request's whole body
// in memory first, and cut it at 10 MB, which answer and video uploads cannot afford.
// - a state-changing request (POST, PUT, PATCH, DELETE) from another site is refused with 403:
//   its Origin names another host, or the browser marks it Sec-Fetch-Site: cross-site. Requests
//   with neither header (API clients, Razorpay's webhook, the partner API) pass, as do GET/HEAD.
//   SameSite=Lax cookies alone would still let a foreign page post a form or a text/plain body.
// - a URL whose path or query holds control characters is refused with 400 (PostgreSQL cannot
//   store U+0000, and no link of ours carries one).
import { env } from "@/lib/env";
import type { AppErrorCode } from "@/lib/errors/app-error";
import { hasControlCharacters } from "@/lib/validation/text";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";
export const CONTROL_CHARACTERS_IN_URL_MESSAGE = "The address contains characters that are not allowed";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Reads one request header by its lower-case name (a Headers object, or a node request's headers). */
export type HeaderReader = { get(name: string): string | null | undefined };

function ourHosts(headers: HeaderReader): Set<string> {
  const hosts = new Set<string>();
  const app = hostOf(env().appUrl);
  if (app) hosts.add(app);
  const host = headers.get("host")?.trim().toLowerCase();
  if (host) hosts.add(host);
  // Behind trusted proxies the Host header may be the proxy's upstream name.
  const forwarded = env().TRUSTED_PROXY_HOPS > 0 ? headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase() : null;
  if (forwarded) hosts.add(forwarded);
  return hosts;
}

export function isCrossSiteWrite(method: string, headers: HeaderReader): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = headers.get("origin");
  if (origin === null || origin === undefined) return false;
  const host = hostOf(origin); // "null" (sandboxed frames, opaque origins) is no host of ours
  return host === null || !ourHosts(headers).has(host);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function urlHasControlCharacters(url: URL): boolean {
  if (hasControlCharacters(decoded(url.pathname))) return true;
  for (const [key, value] of url.searchParams) if (hasControlCharacters(key) || hasControlCharacters(value)) return true;
  return false;
}

export type Refusal = { code: Extract<AppErrorCode, "INVALID_INPUT" | "CROSS_SITE_REQUEST">; error: string };

/** The refusal for a request (its method, its URL or path with query, its headers), or null to let it through. */
export function guardRequest(req: { method: string; url: string; headers: HeaderReader }): Refusal | null {
  let url: URL;
  try {
    url = new URL(req.url, "http://localhost");
  } catch {
    return { code: "INVALID_INPUT", error: CONTROL_CHARACTERS_IN_URL_MESSAGE };
  }
  if (urlHasControlCharacters(url)) return { code: "INVALID_INPUT", error: CONTROL_CHARACTERS_IN_URL_MESSAGE };
  if (isCrossSiteWrite(req.method, req.headers)) return { code: "CROSS_SITE_REQUEST", error: CROSS_SITE_MESSAGE };
  return null;
}
