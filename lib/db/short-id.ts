// The one short-id generator: candidates ("C-7KQ2MX") and jobs ("JB-4K2M9Q") are read out over
// the phone and typed from e-mails, so the alphabet has no 0/O or 1/I.
import { randomInt } from "node:crypto";
import { isUniqueViolation } from "./unique-violation";

export const SHORT_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const SHORT_ID_LENGTH = 6;

export type ShortIdPrefix = "C" | "JB";

export function newShortId(prefix: ShortIdPrefix): string {
  let id = `${prefix}-`;
  for (let i = 0; i < SHORT_ID_LENGTH; i++) id += SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)];
  return id;
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
