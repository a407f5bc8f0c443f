// A stored post-purchase destination: a path on this site, never another origin.
import { REDIRECT_URL_MAX_LENGTH } from "@/lib/constants";

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > REDIRECT_URL_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (value.startsWith("/purchase") || value.startsWith("/api/")) return null;
  return value;
}
