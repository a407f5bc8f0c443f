// "How this interview works", in plain words, before the candidate consents: the wording comes from
// the server (lib/interviews/how-it-works.ts), built from the employer's declaration in the page's
// language. Its version is said with the consent wording's, in one line under the consent.
import type { HowItWorks } from "@/lib/interviews/how-it-works";
import { markWords } from "./interview-text";

/** `employer`: the employer's words the points name (the company), marked as theirs. */
export function HowThisInterviewWorks({ howItWorks, title, employer }: { howItWorks: HowItWorks; title: string; employer: readonly string[] }) {
  return (
    <section aria-labelledby="how-it-works-title" data-testid="how-it-works" className="rounded-2xl border border-ink-200 p-4">
      <h2 id="how-it-works-title" className="text-base font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-2 space-y-3">
        {howItWorks.sections.map((section) => (
          <div key={section.heading}>
            <h3 className="font-semibold text-ink-900">{section.heading}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {section.points.map((point) => (
                <li key={point}>{markWords(point, employer)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
