// The interface language a candidate chose (header switch or Settings): kept on the account, so it
// follows them to every device they sign in on.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const LANGUAGE_MESSAGE = "language must be en (English) or hi (Hindi)";
export const ZLanguage = z.object({ language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }) }, { error: LANGUAGE_MESSAGE });

/** Where a public page's sign-in and sign-up links may lead (GET /api/users/language): the entry, sign-in, sign-up. */
export const AUTH_ENTRY_PATHS = ["/auth", "/auth/login", "/auth/register"] as const;
export const ZLanguageOnTheWay = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }),
  next: z.enum(AUTH_ENTRY_PATHS, { error: "next must be /auth, /auth/login or /auth/register" }).default("/auth"),
});

export async function setLanguage(options: { candidateId: string; language: Locale }): Promise<{ language: Locale }> {
  await db().candidate.update({ where: { id: options.candidateId }, data: { language: options.language }, select: { id: true } });
  return { language: options.language };
}
