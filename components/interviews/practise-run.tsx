"use client";
// "Practise first", wherever it is offered (the interview page, the bell's invitation): one call to
// POST /api/interviews/practice and one way of saying the run is on its way.
import { useState } from "react";
import { fill } from "@/lib/i18n/fill";
import { interviewApi, type PractiseVia } from "./interview-api";
import type { InterviewText } from "./interview-text";

export type PracticeRun = { mock_id: string; run: number };

export type PracticeReadyWords = Pick<InterviewText, "practiceReady" | "openMocks" | "opensNewTab">;

/** The bell says it in English until its words are handed (lib/i18n/catalogs.test.ts checks these against the catalog). */
export const ENGLISH_PRACTICE_READY: PracticeReadyWords = {
  practiceReady: "Practice run {run} is being prepared; it is ready in under a minute.",
  openMocks: "Open my mock interviews",
  opensNewTab: "(opens in a new tab, so this page stays here).",
};

export function usePractiseRun(interviewId: string, via: PractiseVia) {
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<PracticeRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const practise = async () => {
    setBusy(true);
    setError(null);
    const result = await interviewApi.practise(interviewId, via);
    setBusy(false);
    if (result.ok) setMade(result.data);
    else setError(result.error);
  };
  return { busy, made, error, practise };
}

export function PracticeReady({
  made,
  testId = "practice-ready",
  text = ENGLISH_PRACTICE_READY,
}: {
  made: PracticeRun;
  testId?: string;
  text?: PracticeReadyWords;
}) {
  return (
    <p role="status" data-testid={testId}>
      {fill(text.practiceReady, { run: made.run })}{" "}
      <a href="/mock" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
        {text.openMocks}
      </a>{" "}
      {text.opensNewTab}
    </p>
  );
}
