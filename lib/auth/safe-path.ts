import { REDIRECT_URL_MAX_LENGTH } from "@/lib/constants";

/**
 * A same-origin path to send someone to after sign-in, or the fallback. Only "/x" paths pass:
 * "//host" and "/\host" would leave the site, and auth pages would loop back to sign-in.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/dashboard"): string {
  if (!raw || raw.length > REDIRECT_URL_MAX_LENGTH) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  if (raw === "/auth" || raw.startsWith("/auth/") || raw.startsWith("/auth?")) return fallback;
  return raw;
}
