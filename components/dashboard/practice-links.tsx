import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { availableScreens, type ScreenKey } from "@/components/layout/nav-items";
import { Section } from "./section";

const CARDS: { screen: ScreenKey; title: string; text: string }[] = [
  { screen: "mock", title: "Mock interviews", text: "Rehearse with an AI interviewer and get a score and feedback on every answer." },
];

/** Practice tools, each shown only once its screen exists (the DISC test has its own dashboard card). */
export function PracticeLinks() {
  const cards = availableScreens(CARDS);
  if (!cards.length) return null;
  return (
    <Section title="Practise">
      <ul className="space-y-3">
        {cards.map(({ screen, title, text }) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              className="group flex gap-4 rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card transition hover:border-brand-200 hover:shadow-pop"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand ring-1 ring-brand-100">
                <Icon name={screen.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-900 group-hover:text-brand-700">{title}</span>
                <span className="mt-0.5 block text-xs leading-relaxed text-ink-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
