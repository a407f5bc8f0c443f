import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

export type AccordionItem = { question: string; answer: ReactNode };

/** Native <details>: keyboard and screen-reader support built in, and no JavaScript. */
export function FeatureAccordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className="divide-y divide-ink-200 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-200/80">
      {items.map((item, index) => (
        <details key={item.question} open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-ink-900 transition-colors hover:bg-ink-50 sm:px-7 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-180">
              <Icon name="chevronDown" className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-6 text-base leading-relaxed text-ink-700 sm:px-7">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
