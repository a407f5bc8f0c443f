"use client";

import { REDIRECT_URL_KEY } from "@/lib/constants";
import { safeRedirectPath } from "@/lib/http/return-path";

export type ApiResult<T = Record<string, unknown>> = { ok: boolean; status: number; data: T & { error?: string; message?: string } };

/** The error text of an answer: the spec's calls use `error` or `message`. */
export function errorText(result: ApiResult, fallback = "Something went wrong. Please try again."): string {
  return result.data.error ?? result.data.message ?? fallback;
}

async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, { credentials: "same-origin", cache: "no-store", ...init });
    const data = (await res.json().catch(() => ({}))) as ApiResult<T>["data"];
    if (res.status === 401 && init.headers && (init.headers as Record<string, string>)["x-signed-in"] === "1") signOutToLogin();
    return { ok: res.ok, status: res.status, data };
  } catch {
    return { ok: false, status: 0, data: { error: "Could not reach the server. Check your connection and try again." } as ApiResult<T>["data"] };
  }
}

/** JSON POST. `signedIn`: a 401 means the session ended, so the client signs out (spec section 4). */
export function postJson<T = Record<string, unknown>>(url: string, body: unknown, options: { signedIn?: boolean } = {}) {
  return send<T>(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(options.signedIn ? { "x-signed-in": "1" } : {}) },
    body: JSON.stringify(body),
  });
}

/** JSON PUT or DELETE from a signed-in page (a 401 signs the client out, as for postJson). */
export function sendJson<T = Record<string, unknown>>(method: "PUT" | "DELETE", url: string, body?: unknown) {
  return send<T>(url, {
    method,
    headers: { "content-type": "application/json", "x-signed-in": "1" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Streams one file as the request body (no multipart framing). */
export function uploadFile<T = Record<string, unknown>>(url: string, file: File) {
  return send<T>(url, {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name), "x-signed-in": "1" },
    body: file,
  });
}

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
