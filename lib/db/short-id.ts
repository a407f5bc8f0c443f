// The one short-id generator: candidates ("C-7KQ2MX") and jobs ("JB-4K2M9Q") are read out over
// the phone and typed from e-mails, so the alphabet has no 0/O or 1/I.
import { randomInt } from "node:crypto";

export const SHORT_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const SHORT_ID_LENGTH = 6;

export type ShortIdPrefix = "C" | "JB";

export function newShortId(prefix: ShortIdPrefix): string {
  let id = `${prefix}-`;
  for (let i = 0; i < SHORT_ID_LENGTH; i++) id += SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)];
  return id;
}

/** A unique-constraint failure; with `field`, only one whose constraint names that field. */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  if (typeof e !== "object" || e === null || e.code !== "P2002") return false;
  return field === undefined || JSON.stringify(e.meta ?? "").includes(field);
}

/** Runs `create` with fresh short ids until one is free (collisions are rare; five tries is plenty). */
export async function withFreshShortId<T>(prefix: ShortIdPrefix, create: (shortId: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(newShortId(prefix));
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error, "shortId")) continue;
      throw error;
    }
  }
}
