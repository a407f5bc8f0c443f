"use client";

// What the browser keeps about a session: the page to come back to, the login token, signing out.
import { REDIRECT_URL_KEY, safeRedirectPath } from "@/lib/validation/return-path";

/** Remembers where a signed-out visitor wanted to go (same-site paths only, at most 1024 characters). */
export function rememberRedirectUrl(path: string): void {
  const safe = safeRedirectPath(path, "");
  if (safe) sessionStorage.setItem(REDIRECT_URL_KEY, safe);
}

/** The remembered path (or the fallback), forgotten once read. */
export function takeRedirectUrl(fallback = "/dashboard"): string {
  const stored = sessionStorage.getItem(REDIRECT_URL_KEY);
  sessionStorage.removeItem(REDIRECT_URL_KEY);
  return safeRedirectPath(stored, fallback);
}

export function peekRedirectUrl(fallback = "/dashboard"): string {
  return safeRedirectPath(sessionStorage.getItem(REDIRECT_URL_KEY), fallback);
}

/** The session is gone (401): forget this tab's state, keep the page to come back to, go to login. */
export function signOutToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  leaveSignedOut("/auth/login");
  rememberRedirectUrl(here);
}

/** Forgets the signed-in browser state and loads `path` afresh (the session cookie is already gone). */
export function leaveSignedOut(path: string): void {
  sessionStorage.clear();
  localStorage.removeItem("token");
  // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
  window.location.assign(path);
}

export function storeLoginToken(token: unknown): void {
  if (typeof token === "string") localStorage.setItem("token", token);
}
