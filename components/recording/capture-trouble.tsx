"use client";
// What a recording screen tells the candidate when an answer did not record as it should: nothing
// was recorded (another try on the same clock, which spends no retake), or the camera or microphone
// stopped under it (what was recorded is kept and sent; the camera can be turned on again). Shared by
// the mock interview and the recorded interview.
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { fill } from "@/lib/i18n/fill";
import type { Interruption } from "./recorder";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

type Trouble =
  /** Nothing recorded; `timeUp`: the question's time ran out, so it was left unanswered. */
  { kind: "empty"; qnum: number; timeUp: boolean } | { kind: "interrupted"; qnum: number; reason: Interruption };

export type CaptureTroubleState = {
  trouble: Trouble | null;
  /** How many times the current question's recording was started again after recording nothing. */
  attempt: number;
  /** Nothing recorded with time left: no recording starts until the candidate chooses to record again. */
  holding: boolean;
  empty: (qnum: number, options?: { timeUp?: boolean }) => void;
  interrupted: (reason: Interruption, qnum: number) => void;
  /** Question `qnum` was answered and left: a held question is left unanswered, a stop told of an earlier question is put away. */
  movedOn: (qnum: number) => void;
  recordAgain: () => void;
};

/** Every track of the stream still delivers (a camera taken by another app ends its track). */
export function streamLive(stream: MediaStream): boolean {
  const tracks = stream.getTracks();
  return tracks.length > 0 && tracks.every((track) => track.readyState === "live");
}

export function useCaptureTrouble(question: number): CaptureTroubleState {
  const [state, setState] = useState<{ trouble: Trouble | null; attempt: number; question: number }>({ trouble: null, attempt: 0, question });
  // A new question starts its tries from the first.
  if (state.question !== question) setState({ trouble: state.trouble?.kind === "empty" && !state.trouble.timeUp ? null : state.trouble, attempt: 0, question });
  const empty = useCallback(
    (qnum: number, options: { timeUp?: boolean } = {}) => setState((s) => ({ ...s, trouble: { kind: "empty", qnum, timeUp: options.timeUp ?? false } })),
    [],
  );
  const interrupted = useCallback((reason: Interruption, qnum: number) => setState((s) => ({ ...s, trouble: { kind: "interrupted", qnum, reason } })), []);
  const movedOn = useCallback(
    (qnum: number) =>
      setState((s) => {
        if (s.trouble?.kind === "empty" && !s.trouble.timeUp) return { ...s, trouble: { ...s.trouble, timeUp: true } };
        if (s.trouble?.kind === "interrupted" && s.trouble.qnum !== qnum) return { ...s, trouble: null };
        return s;
      }),
    [],
  );
  const recordAgain = useCallback(() => setState((s) => ({ ...s, trouble: null, attempt: s.attempt + 1 })), []);
  const holding = state.trouble?.kind === "empty" && !state.trouble.timeUp;
  return useMemo(
    () => ({ trouble: state.trouble, attempt: state.attempt, holding, empty, interrupted, movedOn, recordAgain }),
    [state.trouble, state.attempt, holding, empty, interrupted, movedOn, recordAgain],
  );
}

function stoppedText(reason: Interruption, words: RecordingWords): string {
  return reason === "device-ended" ? words.stoppedDevice : words.stoppedRecorder;
}

/** The notice itself, with the one thing to do next; `alternatives` names what else the screen offers. */
export function CaptureTrouble({
  state,
  live,
  onReopen,
  alternatives,
  words = RECORDING_WORDS,
}: {
  state: CaptureTroubleState;
  live: boolean;
  onReopen: () => void;
  alternatives?: string;
  /** The words in the interface language (the page's "recording" namespace); English where none are handed. */
  words?: RecordingWords;
}) {
  const { trouble } = state;
  if (!trouble) return null;
  const n = { n: trouble.qnum };
  return (
    <div
      role="alert"
      data-testid="capture-trouble"
      data-kind={trouble.kind}
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {trouble.kind === "empty" ? (
        <p>
          {words.empty} {trouble.timeUp ? fill(words.timeUp, n) : `${fill(words.recordNow, n)}${alternatives ? ` ${alternatives}` : ""}`}
        </p>
      ) : (
        <p>
          {stoppedText(trouble.reason, words)} {fill(words.stoppedKept, n)}
          {live ? "" : ` ${words.turnBackOn}`}
        </p>
      )}
      {trouble.kind === "empty" && !trouble.timeUp ? (
        <Button size="sm" onClick={state.recordAgain}>
          {words.recordAgain}
        </Button>
      ) : null}
      {!live ? (
        <Button size="sm" onClick={onReopen}>
          {words.reopen}
        </Button>
      ) : null}
    </div>
  );
}
