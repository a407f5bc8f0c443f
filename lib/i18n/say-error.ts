// A refusal's words in the interface language, in the browser: the pairs the server page handed
// (`errorWords`, lib/i18n/form-errors.ts) and nothing else, so no catalog reaches a client bundle.

/** [English message, the same message in the interface language]; empty in English. */
export type ErrorWords = readonly (readonly [string, string])[];

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
