// Per-company keys of the employer partner API. Only a SHA-256 hash is stored (the key has 256
// bits of randomness, so a slow hash adds nothing); the short prefix identifies a key in lists.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { API_KEY_PATTERN, hashApiKey } from "./key-hash";

export { API_KEY_PATTERN, hashApiKey };

export function generateApiKey(): { key: string; prefix: string } {
  const prefix = randomBytes(6)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")
    .slice(0, 8);
  return { key: `hrp_${prefix}_${randomBytes(32).toString("base64url")}`, prefix };
}

/** Stores a key for a company (a given one for the seeded demo key, else a new random one). */
export async function createApiKey(options: { companyId: string; name: string; key?: string }) {
  const generated = options.key ? null : generateApiKey();
  const key = options.key ?? generated!.key;
  const match = key.match(API_KEY_PATTERN);
  if (!match) throw new Error("malformed partner API key");
  const created = await db().partnerApiKey.create({
    data: { companyId: options.companyId, name: options.name, prefix: match[1]!, keyHash: hashApiKey(key) },
    select: { id: true, prefix: true },
  });
  return { ...created, key };
}

export type Partner = { companyId: string; companyName: string; keyId: string };

const TOUCH_AFTER_MS = 60_000;

/** The company behind a key (the route builder reads it from Authorization: Bearer <key>, or X-Api-Key: <key>). */
export async function authenticatePartner(key: string | undefined): Promise<Partner> {
  if (!key || !API_KEY_PATTERN.test(key)) throw new AppError("SIGNED_OUT", "Missing or invalid API key");
  const found = await db().partnerApiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    select: { id: true, revokedAt: true, lastUsedAt: true, companyId: true, company: { select: { name: true } } },
  });
  if (!found || found.revokedAt) throw new AppError("SIGNED_OUT", "Missing or invalid API key");
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db().partnerApiKey.update({ where: { id: found.id }, data: { lastUsedAt: new Date() } });
  }
  return { companyId: found.companyId, companyName: found.company.name, keyId: found.id };
}
