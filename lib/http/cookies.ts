// The cookies our own route handlers write: the sign-in session (minted by lib/auth for password
// sign-in, registration and set-password links), its removal, and the password-reset secret.
import type { NextResponse } from "next/server";
import { RESET_COOKIE } from "@/lib/auth/reset-cookie";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/session-cookie";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sessions";
import { OTP_TTL_SECONDS } from "@/lib/otp/otp-rules";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/i18n/locales";

export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: usesSecureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

const AUTH_COOKIE_NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token", "next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** Removes the sign-in cookies from this browser (the session rows are revoked separately). */
export function clearSessionCookies(response: NextResponse): void {
  for (const name of AUTH_COOKIE_NAMES) response.cookies.delete(name);
}

/** Holds the one-off reset secret between "Verify Code" and "Set New Password" (null clears it). */
export function setResetCookie(response: NextResponse, token: string | null): void {
  response.cookies.set(RESET_COOKIE, token ?? "", {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: usesSecureCookies(),
    maxAge: token ? OTP_TTL_SECONDS : 0,
  });
}

/** Remembers the interface language on this browser (read by pages rendered per request). */
export function setLocaleCookie(response: NextResponse, locale: Locale): void {
  response.cookies.set(LOCALE_COOKIE, locale, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: usesSecureCookies(),
    maxAge: LOCALE_COOKIE_MAX_AGE,
  });
}
