"use client";

import type { TUpdateProfile } from "@/lib/profile/schema";
import type { ProfileResponse } from "@/lib/profile/types";

export const UPLOAD_FAILED = "something went wrong while uploading file";
export const NETWORK_FAILED = "Could not reach the server. Check your connection and try again.";

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; error: string; field?: string };

async function call<T>(url: string, init: RequestInit, fallback: string, offline = NETWORK_FAILED): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", cache: "no-store", ...init });
  } catch {
    return { ok: false, status: 0, error: offline };
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: string; message?: string; field?: string }) | null;
  if (res.ok && body) return { ok: true, data: body };
  // Unexpected failures (5xx, a proxy's HTML page) get the caller's wording, expected ones the server's.
  const error = res.status < 500 ? (body?.error ?? body?.message ?? fallback) : fallback;
  return { ok: false, status: res.status, error, field: body?.field };
}

export function fetchProfile(): Promise<Result<ProfileResponse>> {
  return call("/api/users/get-profile", { method: "GET" }, "Failed to fetch profile");
}

export function saveProfile(input: TUpdateProfile): Promise<Result<ProfileResponse>> {
  return call(
    "/api/users/update-profile?type=profile",
    { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input) },
    "Your changes could not be saved. Please try again.",
  );
}

/** Sends one file as the spec's multipart form (field name plus `type`). */
export function uploadForm<T>(url: string, fields: Record<string, string | Blob | File>): Promise<Result<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call<T>(url, { method: "POST", body: form }, UPLOAD_FAILED, UPLOAD_FAILED);
}
