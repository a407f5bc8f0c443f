import { createHash } from "node:crypto";

export const API_KEY_PATTERN = /^hrp_([a-z0-9]{8})_([A-Za-z0-9_-]{20,100})$/;

/** Keys carry 256 random bits, so a fast hash is as safe as a slow one here. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
