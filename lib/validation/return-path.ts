// Every return path in the product (RedirectUrl, Google's state, /purchase?return=, the stored
// post-purchase path, next-auth's callbackUrl) is decided here. A string check alone is not
// enough: URL parsers drop tabs and newlines and read "\" as "/", so "/\t/evil.example" reads
// as "//evil.example". The path is resolved with the URL parser instead, and only a path that
// stays on our origin passes, in the form the parser gives it.

/** The longest return path kept; a longer one falls back. */
export const REDIRECT_URL_MAX_LENGTH = 1024;
/** Where the browser keeps the path to come back to after signing in (sessionStorage). */
export const REDIRECT_URL_KEY = "RedirectUrl";

/** A stand-in for our own origin: a path resolves the same against any origin. */
const OUR_ORIGIN = "https://hireready.invalid";

// C0 and C1 controls and DEL: a browser strips some of them from URLs before it parses.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

type Options<F> = {
  fallback: F;
  /** Paths (and everything under them) that must not be a destination, e.g. "/auth". */
  avoid?: readonly string[];
  /** Our real origin, when an absolute URL on it may be given (next-auth hands one). */
  origin?: string;
};

/** The path as a router matches it ("/%61uth" is "/auth"). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** `raw` as a same-origin path ("/x?y#z"), or the fallback. */
export function sameOriginPath<F>(raw: unknown, options: Options<F>): string | F {
  if (typeof raw !== "string" || !raw || raw.length > REDIRECT_URL_MAX_LENGTH || CONTROL.test(raw)) return options.fallback;
  const base = options.origin ? new URL(options.origin).origin : OUR_ORIGIN;
  const absolute = options.origin !== undefined && raw.startsWith(`${base}/`);
  if (!raw.startsWith("/") && !absolute) return options.fallback;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return options.fallback;
  }
  if (url.origin !== base || url.username || url.password) return options.fallback;
  // "/.//host" resolves to the path "//host", which a browser would read as another origin.
  if (url.pathname.startsWith("//")) return options.fallback;
  if (options.avoid?.some((prefix) => under(decoded(url.pathname), prefix))) return options.fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length > REDIRECT_URL_MAX_LENGTH ? options.fallback : path;
}

/** Where to go after signing in: never back to a sign-in page, which would loop. */
export function safeRedirectPath(raw: unknown, fallback = "/dashboard"): string {
  return sameOriginPath(raw, { fallback, avoid: ["/auth"] });
}

/** Where to go after paying: a page of ours, not the checkout again or an API route. */
export function safeReturnPath(raw: unknown): string | null {
  return sameOriginPath(raw, { fallback: null, avoid: ["/purchase", "/api"] });
}
