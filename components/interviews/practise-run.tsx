"use client";
// "Practise first", wherever it is offered (the interview page, the bell's invitation): one call to
// POST /api/interviews/practice and one way of saying the run is on its way.
import { useState } from "react";
import { interviewApi, type PractiseVia } from "./interview-api";

export type PracticeRun = { mock_id: string; run: number };

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

export function PracticeReady({ made, testId = "practice-ready" }: { made: PracticeRun; testId?: string }) {
  return (
    <p role="status" data-testid={testId}>
      Practice run {made.run} is being prepared; it is ready in under a minute.{" "}
      <a href="/mock" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
        Open my mock interviews
      </a>{" "}
      (opens in a new tab, so this page stays here).
    </p>
  );
}
