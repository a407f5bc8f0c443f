"use client";

// "What a strong answer covers": the question's guide as a checklist the candidate ticks after
// answering; each tick is saved for next time.
import { api } from "@/components/api/api";
import { scriptProps } from "@/components/language/script-text";
import { useState } from "react";
import type { ReviewText } from "./review-text";

export function AnswerGuide({
  mockId,
  qnum,
  points,
  ticks,
  outline,
  text,
}: {
  mockId: string;
  qnum: number;
  points: string[];
  ticks: number[];
  outline: string | null;
  text: ReviewText;
}) {
  const [ticked, setTicked] = useState<number[]>(ticks);
  const [status, setStatus] = useState("");

  /** `point` counts from 1, as stored and sent. */
  async function toggle(point: number) {
    const next = ticked.includes(point) ? ticked.filter((n) => n !== point) : [...ticked, point].sort((a, b) => a - b);
    setTicked(next);
    setStatus(text.saving);
    const result = await api("POST /api/mock/guide-ticks", { json: { mock_id: mockId, qnum, ticks: next } });
    setStatus(result.ok ? text.saved : text.tickFailed);
  }

  return (
    <div className="space-y-2 rounded-xl border border-brand-100 bg-brand-50/50 p-3 sm:p-4" data-testid="guide">
      <h4 className="text-sm font-semibold text-ink-900">{text.guide}</h4>
      <p className="text-xs text-ink-600">{text.guideHint}</p>
      <ul className="space-y-1.5">
        {points.map((point, i) => (
          <li key={point}>
            <label className="flex cursor-pointer items-start gap-2 text-sm text-ink-800">
              <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={ticked.includes(i + 1)} onChange={() => void toggle(i + 1)} />
              <span {...scriptProps(point)} translate="no">
                {point}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-xs text-ink-500" data-testid="guide-status">
        {status}
      </p>
      {outline ? (
        <details className="rounded-lg bg-white px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-ink-900">{text.outline}</summary>
          <p className="mt-2 text-sm whitespace-pre-line text-ink-700" translate="no">
            {outline}
          </p>
        </details>
      ) : null}
    </div>
  );
}
