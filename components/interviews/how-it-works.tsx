// "How this interview works", in plain words, before the candidate consents: the wording comes from
// the server (lib/interviews/how-it-works.ts), built from the employer's declaration. Its version is
// said with the consent wording's, in one line under the consent.
import type { HowItWorks } from "@/lib/interviews/how-it-works";

export function HowThisInterviewWorks({ howItWorks }: { howItWorks: HowItWorks }) {
  return (
    <section aria-labelledby="how-it-works-title" data-testid="how-it-works" className="rounded-2xl border border-ink-200 p-4">
      <h2 id="how-it-works-title" className="text-base font-bold text-ink-950">
        How this interview works
      </h2>
      <div className="mt-2 space-y-3">
        {howItWorks.sections.map((section) => (
          <div key={section.heading}>
            <h3 className="font-semibold text-ink-900">{section.heading}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
