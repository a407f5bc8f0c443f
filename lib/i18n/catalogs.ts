// The message catalogs, one JSON file per language in lib/i18n/messages/. English is the spec's
// words; every key it has, Hindi has (lib/i18n/catalogs.test.ts).
import en from "./messages/en.json" with { type: "json" };
import hi from "./messages/hi.json" with { type: "json" };
import type { Locale } from "./locales";

export type Messages = typeof en;

export const CATALOGS: Record<Locale, Messages> = { en, hi };

/** One namespace of a catalog, as plain strings: what a client island is handed (no library on the client). */
export function messagesFor<N extends keyof Messages>(locale: Locale, namespace: N): Messages[N] {
  return CATALOGS[locale][namespace];
}
