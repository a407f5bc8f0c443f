// The legal texts in Hindi keep the English structure (the same sections, anchors and order, so
// "section 12" and /hi/privacy-policy#data-retention mean the same part), are written in Devanagari
// but for the glossary's terms and what is marked translate="no" (the e-mail, the postal address),
// and link to the Hindi pages.
import { isValidElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { formatLongDay } from "@/lib/format";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { LEGAL_TEXTS } from "./legal-texts";

type Props = { children?: ReactNode; translate?: string; href?: string };

/** The text a reader meets in `node`, with the parts marked translate="no" left out. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (isValidElement<Props>(node)) return node.props.translate === "no" ? " " : ` ${textOf(node.props.children)} `;
  return "";
}

/** Every link's target in `node`. */
function hrefsOf(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(hrefsOf);
  if (!isValidElement<Props>(node)) return [];
  return [...(node.props.href === undefined ? [] : [node.props.href]), ...hrefsOf(node.props.children)];
}

function strayEnglish(text: string): string[] {
  let rest = text;
  for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const DOCS = Object.entries(LEGAL_TEXTS);

describe("the legal texts in Hindi", () => {
  it.each(DOCS)("%s: the same sections, anchors and order as the English", (_, { texts }) => {
    expect(texts.hi.sections.map((s) => s.id)).toEqual(texts.en.sections.map((s) => s.id));
    expect(texts.en.sections).toHaveLength(17);
  });

  it.each(DOCS)("%s: every title, the intro and each section in Devanagari but the glossary's terms", (_, { texts }) => {
    const { intro, sections } = texts.hi;
    const parts = [["intro", textOf(intro)], ...sections.flatMap((s) => [[`${s.id} title`, s.title] as const, [s.id, textOf(s.body)] as const])] as const;
    for (const [where, text] of parts) {
      expect(text, where).toMatch(/[\u0900-\u097F]{3}/);
      expect(strayEnglish(text), where).toEqual([]);
    }
    // The check itself: an English sentence left in is caught, the glossary's terms are not.
    expect(strayEnglish(textOf(texts.en.sections[0]!.body)).length).toBeGreaterThan(10);
    expect(strayEnglish("आपका CV और mock interview")).toEqual([]);
  });

  it.each(DOCS)("%s: links from Hindi lead to Hindi pages or to an e-mail address", (_, { texts }) => {
    const links = texts.hi.sections.flatMap((s) => hrefsOf(s.body));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^(?:\/hi\/|mailto:)/);
  });

  it.each(DOCS)("%s: the English page shows its day as written", (_, { updated }) => {
    expect(formatLongDay(new Date(`${updated} UTC`), { timeZone: "UTC", locale: "en-IN" })).toBe(updated);
    expect(formatLongDay(new Date(`${updated} UTC`), { timeZone: "UTC", locale: "hi-IN" })).toMatch(/^\d+ [\u0900-\u097F]+ \d{4}$/);
  });
});
