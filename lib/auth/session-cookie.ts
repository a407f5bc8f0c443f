// The next-auth session cookie: minted for sign-ins that happen in our own route handlers
// (password login, registration, set-password link), so every sign-in ends in the same
// JWT-with-session-id that sign-out revokes; and read on every signed-in request.
//
// Reading: next-auth's getServerSession runs its whole session handler for each call. It derives
// the key (HKDF), decrypts the JWT, runs the callbacks, then derives again and re-encrypts a
// refreshed JWT that a route handler cannot even send back. Measured under load, that crypto was
// the largest single cost of a signed-in read. readSessionId uses next-auth's own getToken
// (cookie chunks included) and its own decode, once per distinct cookie: the session id and
// expiry are kept in a small bounded cache keyed by the cookie's exact text. A cookie that
// decrypted once decrypts the same way again, so the cache changes no answer. The expiry is
// checked on every read, and the caller checks revocation in the database.
import { cookies } from "next/headers";
import { decode, encode, getToken, type JWT } from "next-auth/jwt";
import { env } from "@/lib/env";
import { boundedMap } from "@/lib/memo";
import { createAuthSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

export function usesSecureCookies(): boolean {
  const e = env();
  return (e.NEXTAUTH_URL ?? e.appUrl).startsWith("https://");
}

export function sessionCookieName(): string {
  return `${usesSecureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

function secret(): string {
  const value = env().NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is required to sign sessions");
  return value;
}

export type IssuedSession = { token: string; sessionId: string };

export async function issueSession(options: { candidateId: string; ip?: string; userAgent?: string }): Promise<IssuedSession> {
  const session = await createAuthSession({ candidateId: options.candidateId, ip: options.ip, userAgent: options.userAgent });
  const token = await encode({
    token: { sub: options.candidateId, candidateId: options.candidateId, sid: session.id },
    secret: secret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { token, sessionId: session.id };
}

type Decoded = { sid: string | null; expiresAtMs: number };

const decodedByToken = boundedMap<string, Decoded>(5_000);

/** next-auth's decode, remembered for the same cookie text until the token expires. */
async function decodeOnce(params: { token?: string; secret: string | Buffer }): Promise<JWT | null> {
  const token = params.token;
  if (!token) return null;
  const known = decodedByToken.get(token);
  if (known) return known.expiresAtMs > Date.now() ? { sid: known.sid ?? undefined } : null;
  const jwt = await decode({ token, secret: params.secret });
  // decode refuses an expired token; next-auth always sets `exp`.
  const expiresAtMs = typeof jwt?.exp === "number" ? jwt.exp * 1000 : 0;
  if (jwt && expiresAtMs > Date.now()) decodedByToken.set(token, { sid: typeof jwt.sid === "string" ? jwt.sid : null, expiresAtMs });
  return jwt;
}

/** The AuthSession id in this request's session cookie, or null without a valid cookie. */
export async function readSessionId(): Promise<string | null> {
  return sessionIdFromCookies(await cookies());
}

/** The AuthSession id in a raw Cookie header (the server in front of Next.js reads it so), or null. */
export async function sessionIdFromCookieHeader(header: string | undefined): Promise<string | null> {
  const jar: Record<string, string> = {};
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    try {
      jar[name] ??= decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // A value that is not URI-encoded text is no cookie of ours.
    }
  }
  return sessionIdFromCookies(jar);
}

async function sessionIdFromCookies(jar: Record<string, string> | Awaited<ReturnType<typeof cookies>>): Promise<string | null> {
  // Only the cookie counts: no headers are passed, so an Authorization header is not read either.
  const token = await getToken({
    req: { cookies: jar, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: secret(),
    secureCookie: usesSecureCookies(),
    cookieName: sessionCookieName(),
    decode: decodeOnce,
  });
  return typeof token?.sid === "string" ? token.sid : null;
}
