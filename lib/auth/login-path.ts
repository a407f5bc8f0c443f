import { safeRedirectPath } from "@/lib/validation/return-path";

/**
 * Where a signed-out visitor goes to sign in before reaching `intended` (a same-origin path).
 * The one place that decides how the intended URL is remembered.
 */
export function loginPath(intended: string): string {
  const target = safeRedirectPath(intended, "/dashboard");
  return `/auth/login?callbackUrl=${encodeURIComponent(target)}`;
}
