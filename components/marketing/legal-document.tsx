import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import type { LegalSection } from "./legal/types";

/** The page's own words around the text (the `marketingLegal` namespace, with the eyebrow and the filled contents summary). */
export type LegalDocumentWords = { eyebrow: string; lastUpdated: string; contents: string; contentsSummary: string };

type LegalDocumentProps = {
  title: string;
  /** The day shown, in the page's language, and its ISO form. */
  updated: { shown: string; iso: string };
  intro: ReactNode;
  /** Above the intro: a translation's note that the English version prevails. */
  note?: ReactNode;
  sections: LegalSection[];
  words: LegalDocumentWords;
};

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-lg px-2.5 py-1 leading-snug text-ink-600 transition-colors hover:bg-brand-50 hover:text-brand-700"
          >
            <span className="w-5 shrink-0 text-right font-semibold text-ink-500 tabular-nums">{index + 1}.</span> <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A legal page: title and date, numbered sections, and a table of contents that jumps to each one. */
export function LegalDocument({ title, updated, intro, note, sections, words }: LegalDocumentProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white to-[28rem]">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 md:pt-16 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{words.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-ink-600 ring-1 ring-ink-200">
            <Icon name="check" className="size-4 text-brand-600" />
            {words.lastUpdated} <time dateTime={updated.iso}>{updated.shown}</time>
          </p>
          {note}
          <div className="mt-6 text-lg leading-relaxed text-ink-700">{intro}</div>
        </header>

        <div className="mt-10 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-12">
          <aside className="lg:order-none">
            <details className="group rounded-2xl border border-ink-200 bg-white shadow-card lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3.5 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                {words.contentsSummary}
                <Icon name="chevronDown" className="size-5 text-ink-500 transition-transform group-open:rotate-180" />
              </summary>
              <nav aria-label={words.contents} className="border-t border-ink-100 px-2 py-3">
                <Contents sections={sections} />
              </nav>
            </details>
            <nav aria-label={words.contents} className="sticky top-24 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto lg:block">
              <p className="px-2.5 pb-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">{words.contents}</p>
              <Contents sections={sections} />
            </nav>
          </aside>

          <article className="mt-10 max-w-3xl lg:mt-0">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24 border-t border-ink-100 py-8 first:border-t-0 first:pt-0"
              >
                <h2 id={`${section.id}-title`} className="flex gap-3 text-xl font-bold tracking-tight text-ink-950 sm:text-2xl">
                  <span className="text-brand-600 tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:marker:text-brand">
                  {section.body}
                </div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
