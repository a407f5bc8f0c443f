// The interface language a candidate chose (header switch or Settings): kept on the account, so it
// follows them to every device they sign in on.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const LANGUAGE_MESSAGE = "language must be en (English) or hi (Hindi)";
export const ZLanguage = z.object({ language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }) }, { error: LANGUAGE_MESSAGE });

export async function setLanguage(options: { candidateId: string; language: Locale }): Promise<{ language: Locale }> {
  await db().candidate.update({ where: { id: options.candidateId }, data: { language: options.language }, select: { id: true } });
  return { language: options.language };
}
