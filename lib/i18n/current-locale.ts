// The language of the current request in the candidate area (server components and routes). Reading
// it reads cookies and headers, so only pages rendered per request may call it: the public pages
// get their language from their path instead.
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "./locales";

export const currentLocale = cache(async (): Promise<Locale> => {
  const [candidate, jar, head] = await Promise.all([getCurrentCandidate(), cookies(), headers()]);
  return chooseLocale({ account: candidate?.language, cookie: jar.get(LOCALE_COOKIE)?.value, acceptLanguage: head.get("accept-language") });
});
