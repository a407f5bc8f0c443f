import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import { availableScreens, type ScreenKey } from "@/components/layout/nav-items";
import { Section } from "./section";

const CARDS: { screen: ScreenKey; title: "mockTitle"; text: "mockText" }[] = [{ screen: "mock", title: "mockTitle", text: "mockText" }];

/** Practice tools, each shown only once its screen exists (the DISC test has its own dashboard card). */
export async function PracticeLinks() {
  const cards = availableScreens(CARDS);
  if (!cards.length) return null;
  const t = await getTranslations("dashboard");
  return (
    <Section id="practise" title={t("practise")}>
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
                <span className="block text-sm font-semibold text-ink-900 group-hover:text-brand-700">{t(title)}</span>
                <span className="mt-0.5 block text-xs leading-relaxed text-ink-600">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
