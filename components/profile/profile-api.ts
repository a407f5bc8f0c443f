"use client";

import { formOf, request, UPLOAD_FAILED } from "@/components/api/request";
import type { TUpdateProfile } from "@/lib/profile/schema";
import type { ProfileResponse } from "@/lib/profile/types";

export function fetchProfile() {
  return request<ProfileResponse>("/api/users/get-profile", { fallback: "Failed to fetch profile" });
}

export function saveProfile(input: TUpdateProfile) {
  return request<ProfileResponse>("/api/users/update-profile?type=profile", {
    method: "PUT",
    json: input,
    fallback: "Your changes could not be saved. Please try again.",
  });
}

/** Sends one file as the spec's multipart form (field name plus `type`). */
export function uploadForm<T>(url: string, fields: Record<string, string | Blob>) {
  return request<T>(url, { body: formOf(fields), fallback: UPLOAD_FAILED, offline: UPLOAD_FAILED });
}
