// Signed links for disk-stored files: /api/files/<key>?exp=<unix>&sig=<hmac>[&download=<name>].
// The signature covers the download name too, so a link cannot be re-labelled.
import { createHmac, timingSafeEqual } from "node:crypto";
import { signingKey } from "@/lib/env";

const DEVELOPMENT_SECRET = "hireready-development-file-links-not-for-production";

function secret(): string {
  return signingKey("sign file links", DEVELOPMENT_SECRET);
}

function sign(key: string, exp: number, download?: string): string {
  const payload = download ? `${key}\n${exp}\n${download}` : `${key}\n${exp}`;
  return createHmac("sha256", secret()).update(payload).digest("hex");
}

export function signFilePath(key: string, expiresInSeconds: number, download?: string): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const params = new URLSearchParams({ exp: String(exp), sig: sign(key, exp, download) });
  if (download) params.set("download", download);
  return `/api/files/${key}?${params}`;
}

export function verifyFileSignature(key: string, exp: string | number | null | undefined, sig: string | null | undefined, download?: string | null): boolean {
  const expiry = Number(exp);
  if (!Number.isSafeInteger(expiry) || expiry < Date.now() / 1000) return false;
  if (!sig || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(sign(key, expiry, download ?? undefined), "hex");
  return timingSafeEqual(expected, Buffer.from(sig, "hex"));
}
