import { randomInt } from "node:crypto";

// No 0/O or 1/I: short ids are read out over the phone.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function generateCandidateShortId(): string {
  let id = "C-";
  for (let i = 0; i < 6; i++) id += ALPHABET[randomInt(0, ALPHABET.length)];
  return id;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

/** Runs `create` with fresh short ids until one is free (collisions are rare; five tries is plenty). */
export async function withFreshShortId<T>(create: (shortId: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(generateCandidateShortId());
    } catch (error) {
      const target = JSON.stringify((error as { meta?: unknown }).meta ?? "");
      if (attempt < 4 && isUniqueViolation(error) && target.includes("shortId")) continue;
      throw error;
    }
  }
}
