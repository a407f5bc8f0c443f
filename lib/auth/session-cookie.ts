// Mints the next-auth session cookie for sign-ins that happen in our own route handlers
// (password login, registration, set-password link), so every sign-in ends in the same
// JWT-with-session-id that next-auth reads and that sign-out revokes.
import { encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
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

export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: usesSecureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Request metadata stored on the session row (shown nowhere yet; useful for audits). */
export function requestMeta(req: Request, ip: string) {
  return { ip, userAgent: req.headers.get("user-agent") ?? undefined };
}

const AUTH_COOKIE_NAMES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
];

/** Removes the sign-in cookies from this browser (the session rows are revoked separately). */
export function clearSessionCookies(response: NextResponse): void {
  for (const name of AUTH_COOKIE_NAMES) response.cookies.delete(name);
}
