// The candidate's weakest questions on /mock, each a link to its review to try it again.
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { WeakSpot } from "@/lib/mocks/weak-spots";
import type { MockListText } from "./mock-list-text";

export function WeakSpots({ items, text }: { items: WeakSpot[]; text: MockListText }) {
  if (items.length === 0) return null;
  return (
    <Card className="mt-6 space-y-3 p-5" data-testid="weak-spots">
      <div>
        <h2 className="text-base font-semibold text-ink-950">{text.weakTitle}</h2>
        <p className="text-sm text-ink-600">{text.weakText}</p>
      </div>
      <ul className="divide-y divide-ink-100">
        {items.slice(0, 5).map((spot) => (
          <li key={`${spot.mock_id}-${spot.qnum}`} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="weak-spot">
            <Link
              href={`/mock/mock-review?mock_id=${spot.mock_id}#answer-${spot.qnum}`}
              className="text-sm font-medium text-ink-900 hover:text-brand-700 hover:underline"
              translate="no"
            >
              {spot.question}
            </Link>
            <span className="flex shrink-0 gap-2">
              {spot.answer_kind === "typed" ? (
                <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800">{text.typedAnswer}</span>
              ) : null}
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{spot.score}/10</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
