// The words of a refusal in the interface language. The forms' zod schemas and the server speak the
// spec's English (the schemas are shared with the routes, and the routes answer every client alike);
// each message they can say is one key of the `formErrors` namespace, English word for word. The
// server hands a client island the pairs of its language (`errorWords`), and the island shows a
// refusal through `sayError`: the Hindi message for an English one it knows, the message as it
// came for one it does not (never nothing).
import { CATALOGS } from "./catalogs";
import type { ErrorWords } from "./say-error";
import type { Locale } from "./locales";

export function errorWords(locale: Locale): ErrorWords {
  if (locale === "en") return [];
  const local = CATALOGS[locale].formErrors as Record<string, string>;
  return Object.entries(CATALOGS.en.formErrors as Record<string, string>).map(([key, english]) => [english, local[key] ?? english] as const);
}

export { sayError, type ErrorWords } from "./say-error";
