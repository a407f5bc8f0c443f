"use client";
// The one answer clock: counts from when `run` changes to a new value (null: stopped), by the wall
// clock so a busy page never slows it, and calls `onTimeUp` once when `seconds` have passed.
// `seconds` may change while it runs (the server says less is left of a question opened before a
// reload): the count goes on from when the run began, never from zero again.
import { useEffect, useState } from "react";
import { useLatest } from "@/components/ui/use-latest";

export function useAnswerClock({ seconds, run, onTimeUp }: { seconds: number; run: string | number | null; onTimeUp?: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const timeUp = useLatest(onTimeUp);
  const limit = useLatest(seconds);
  useEffect(() => {
    if (run === null) return;
    const startedAt = Date.now();
    let done = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new answer starts its clock at zero
    setElapsed(0);
    const timer = window.setInterval(() => {
      const passed = Math.floor((Date.now() - startedAt) / 1000);
      setElapsed(passed);
      if (passed >= limit.current && !done) {
        done = true;
        timeUp.current?.();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [run, limit, timeUp]);
  return { elapsed, left: Math.max(0, seconds - elapsed) };
}
