// next-intl's request configuration (no locale in the path for the candidate area): the language
// comes from the account, the cookie or Accept-Language (lib/i18n/current-locale.ts). A page that
// names its language (a public /hi/… page) passes it to getTranslations({ locale }) and never
// reaches the request.
import { getRequestConfig } from "next-intl/server";
import { CATALOGS } from "./catalogs";
import { currentLocale } from "./current-locale";
import { isLocale } from "./locales";

export default getRequestConfig(async ({ locale: given }) => {
  const locale = isLocale(given) ? given : await currentLocale();
  return { locale, messages: CATALOGS[locale], timeZone: "Asia/Kolkata" };
});
