// The language of an API request, as the pages take theirs (lib/i18n/current-locale.ts): the
// account's choice, else the `hr_lang` cookie, else Accept-Language. Routes read it from the request
// itself, so the mails a route sends (a sign-up code before any account exists) speak the language
// the visitor chose.
import { NextRequest } from "next/server";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";

export function requestLocale(req: Request, account?: string | null): Locale {
  const cookie = new NextRequest(req.url, { headers: req.headers }).cookies.get(LOCALE_COOKIE)?.value;
  return chooseLocale({ account, cookie, acceptLanguage: req.headers.get("accept-language") });
}

/** The language to keep on an account made by this request: Hindi when the visitor chose it or their browser asks for it, else none (English, as before). */
export function signUpLanguage(req: Request): "hi" | null {
  return requestLocale(req) === "hi" ? "hi" : null;
}
