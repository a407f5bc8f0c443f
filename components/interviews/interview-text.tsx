// The recorded interview's words (the "interview" namespace, handed by the page to its island),
// and the employer's words inside them: a company's name, a job's title or their reply is marked
// translate="no", so a browser's translator and the Hindi page check leave it as the employer wrote it.
import { Fragment, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { possessive } from "@/lib/format";

export type InterviewText = Messages["interview"];

/** "Brightloom Technologies'" in English; Hindi writes the name and its own "के"/"की" after it. */
export function whose(locale: Locale, company: string): string {
  return locale === "en" ? possessive(company) : company;
}

/**
 * A message with its {slots} filled; the slots named in `employer` are the employer's words (or a
 * device's own name), marked translate="no". A slot's value may be drawn already (a node).
 */
export function fillMarked(message: string, values: Record<string, ReactNode>, employer: readonly string[] = []): ReactNode {
  const parts = message.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        if (!(part in values)) return <Fragment key={i}>{`{${part}}`}</Fragment>;
        const value = values[part];
        return employer.includes(part) ? (
          <span key={i} translate="no">
            {value}
          </span>
        ) : (
          <Fragment key={i}>{value}</Fragment>
        );
      })}
    </>
  );
}

/** Text already written on the server with the employer's words in it ("How this interview works", the consent): each occurrence marked. */
export function markWords(text: string, words: readonly string[]): ReactNode {
  const named = words.filter(Boolean);
  if (!named.length) return text;
  const pattern = new RegExp(`(${named.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return (
    <>
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} translate="no">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
