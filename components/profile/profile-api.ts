"use client";

import { api } from "@/components/api/api";
import { formOf, UPLOAD_FAILED } from "@/components/api/request";
import type { TUpdateProfile } from "@/lib/profile/schema";

export function fetchProfile() {
  return api("GET /api/users/get-profile", { fallback: "Failed to fetch profile" });
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
