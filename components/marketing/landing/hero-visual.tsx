import { IconDisc } from "@/components/ui/icon-disc";

/** The card's words in the page's language (the `marketingHome` namespace's `visual`). */
export type HeroVisualText = { title: string; role: string; q1: string; q2: string; q3: string; shortlisted: string; shortlistedRole: string };

/** A decorative mock-interview review card beside the hero. */
export function HeroVisual({ text }: { text: HeroVisualText }) {
  const answers = [
    { q: text.q1, score: 9 },
    { q: text.q2, score: 8 },
    { q: text.q3, score: 7 },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-3xl border border-ink-200/80 bg-white p-6 pb-12 shadow-pop">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{text.title}</p>
            <p className="mt-1 font-semibold text-ink-900">{text.role}</p>
          </div>
          <div className="flex size-16 items-center justify-center rounded-full bg-[conic-gradient(var(--color-brand)_84%,var(--color-ink-100)_0)]">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-sm font-bold text-ink-900">8.4</span>
          </div>
        </div>
        <ul className="mt-6 space-y-4">
          {answers.map((a) => (
            <li key={a.q}>
              <div className="flex justify-between text-sm">
                <span className="text-ink-700">{a.q}</span>
                <span className="font-semibold text-ink-900">{a.score}/10</span>
              </div>
              <div className="mt-2 h-2 rounded-full bg-ink-100">
                <div className="h-2 rounded-full bg-brand" style={{ width: `${a.score * 10}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-7 -left-3 flex items-center gap-3 rounded-2xl border border-ink-200/80 bg-white px-4 py-3 shadow-pop sm:-left-6">
        <IconDisc icon="check" tone="success" size="sm" />
        <span className="text-sm">
          <span className="block font-semibold text-ink-900">{text.shortlisted}</span>
          <span className="text-ink-500">{text.shortlistedRole}</span>
        </span>
      </div>
    </div>
  );
}
