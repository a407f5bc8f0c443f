// The words of a refusal in the interface language. The forms' zod schemas and the server speak the
// spec's English (the schemas are shared with the routes, and the routes answer every client alike);
// each message they can say is one key of the `formErrors` namespace, English word for word. The
// server hands a client island the pairs of its language (`errorWords`), and the island shows a
// refusal through `sayError`: the Hindi message for an English one it knows, the message as it
// came for one it does not (never nothing).
import { CATALOGS } from "./catalogs";
import type { Locale } from "./locales";

/** [English message, the same message in the interface language]; empty in English. */
export type ErrorWords = readonly (readonly [string, string])[];

export function errorWords(locale: Locale): ErrorWords {
  if (locale === "en") return [];
  const local = CATALOGS[locale].formErrors as Record<string, string>;
  return Object.entries(CATALOGS.en.formErrors as Record<string, string>).map(([key, english]) => [english, local[key] ?? english] as const);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `message` in the language of `words`: an exact message, or one whose {slots} hold numbers or words. */
export function sayError(words: ErrorWords, message: string): string;
export function sayError(words: ErrorWords, message: string | null | undefined): string | null | undefined;
export function sayError(words: ErrorWords, message: string | null | undefined): string | null | undefined {
  if (!message || !words.length) return message;
  for (const [english, local] of words) {
    if (english === message) return local;
    if (!english.includes("{")) continue;
    const names: string[] = [];
    const pattern = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const slot = /^\{(\w+)\}$/.exec(part);
        if (!slot) return escape(part);
        names.push(slot[1]!);
        return "(.+?)";
      })
      .join("");
    const found = new RegExp(`^${pattern}$`).exec(message);
    if (found) return names.reduce((text, name, i) => text.split(`{${name}}`).join(found[i + 1]!), local);
  }
  return message;
}
