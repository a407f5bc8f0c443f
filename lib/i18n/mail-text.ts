// The words of the e-mails and SMS a candidate gets, in their language: the catalog's `mail`
// namespace (English word for word as the messages said before), filled like the screens' messages.
import { brand } from "@/lib/brand";
import { messagesFor, type Messages } from "./catalogs";
import { fill } from "./fill";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export type MailWords = Messages["mail"];
type FlatKey = { [K in keyof MailWords]: MailWords[K] extends string ? K : never }[keyof MailWords];

/** The language of a candidate's mail: the account's choice, English until one is made. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export type MailText = {
  locale: Locale;
  words: MailWords;
  /** One message with its slots filled; `{brand}` is always the brand's name. */
  say: (key: FlatKey, values?: Record<string, string | number>) => string;
  /** "Hi Asha" or "Hi" when the name is not known. */
  greeting: (firstName: string | null) => string;
};

export function mailText(locale: Locale): MailText {
  const words = messagesFor(locale, "mail");
  const say = (key: FlatKey, values: Record<string, string | number> = {}) => fill(words[key], { brand: brand.name, ...values });
  return {
    locale,
    words,
    say,
    greeting: (firstName) => (firstName ? say("greetingName", { name: firstName }) : say("greeting")),
  };
}
