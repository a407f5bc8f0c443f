"use client";

import { api } from "@/components/api/api";
import { formOf, UPLOAD_FAILED } from "@/components/api/request";
import type { Locale } from "@/lib/i18n/locales";
import type { ErrorWords } from "@/lib/i18n/say-error";
import type { TUpdateProfile } from "@/lib/profile/schema";

export function fetchProfile() {
  return api("GET /api/users/get-profile", { fallback: "Failed to fetch profile" });
}

/**
 * The popup's refusals in the interface language (GET /api/users/profile-errors), asked for with the
 * profile each time the popup opens rather than sent with every page. English needs none; if they
 * cannot come, the refusals are said in English.
 */
export async function fetchProfileErrors(locale: Locale): Promise<ErrorWords> {
  if (locale === "en") return [];
  const result = await api("GET /api/users/profile-errors");
  return result.ok ? result.data.errors : [];
}

export function saveProfile(input: TUpdateProfile) {
  return api("PUT /api/users/update-profile", {
    query: { type: "profile" },
    json: input,
    fallback: "Your changes could not be saved. Please try again.",
  });
}

/** One file as the spec's multipart form (field name plus `type`), with the spec's words if it fails. */
export function uploadOptions(fields: Record<string, string | Blob>) {
  return { body: formOf(fields), fallback: UPLOAD_FAILED, offline: UPLOAD_FAILED };
}
