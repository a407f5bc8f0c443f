"use client";
// The device check's connection line: it measures the upload speed once the page has loaded (never
// while its scripts are still coming, so a slow line's device check is usable first), says in plain
// words what it found, fits the video's bitrate to it, and below about 1 Mbps offers to answer with
// the microphone alone. "Answer with audio only" is always there to choose.
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { RecorderBitrates } from "./recorder";
import { bitratesFor, isSlowUpload, type RecordingChoice } from "./recording-plan";
import { measureUploadSpeed } from "./upload-speed";
import { fill } from "@/lib/i18n/fill";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

type Measure = { state: "measuring" } | { state: "measured"; kbps: number } | { state: "failed"; error: string };

/** Runs `then` once the page has loaded and the browser is idle; returns a cancel. */
function afterLoad(then: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (cancelled) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };
    // The idle callback, where there is one, within a second at most.
    if (w.requestIdleCallback) w.requestIdleCallback(() => !cancelled && then(), { timeout: 1000 });
    else window.setTimeout(() => !cancelled && then(), 0);
  };
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", go);
  };
}

function speedText(kbps: number, words: RecordingWords): string {
  return kbps >= 1000 ? fill(words.mbps, { n: (kbps / 1000).toFixed(1) }) : fill(words.kbps, { n: kbps });
}

/** The measure's failure in the interface language: its own words when it could not measure, else as the server said. */
function failureText(error: string, words: RecordingWords): string {
  return error === RECORDING_WORDS.couldNotMeasure ? words.couldNotMeasure : error;
}

export function ConnectionCheck({
  ceiling,
  choice,
  restored = false,
  onChange,
  words = RECORDING_WORDS,
}: {
  /** The words in the interface language (the page's "recording" namespace); English where none are handed. */
  words?: RecordingWords;
  /** The flow's own bitrates on a fast connection. */
  ceiling: Required<RecorderBitrates>;
  choice: RecordingChoice;
  /** Audio only was chosen on an earlier visit to this interview on this device. */
  restored?: boolean;
  onChange: (choice: RecordingChoice) => void;
}) {
  const [measure, setMeasure] = useState<Measure>({ state: "measuring" });
  const latest = useRef({ choice, onChange, ceiling });
  useEffect(() => {
    latest.current = { choice, onChange, ceiling };
  });

  const run = useCallback(async () => {
    setMeasure({ state: "measuring" });
    const speed = await measureUploadSpeed();
    const { choice: now, onChange: tell, ceiling: top } = latest.current;
    if (!speed.ok) {
      setMeasure({ state: "failed", error: speed.error });
      return tell({ ...now, bitrates: top, uploadKbps: null });
    }
    setMeasure({ state: "measured", kbps: speed.kbps });
    tell({ ...now, bitrates: bitratesFor(speed.kbps, top), uploadKbps: speed.kbps });
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    return afterLoad(() => {
      if (started.current) return;
      started.current = true;
      void run();
    });
  }, [run]);

  const slow = measure.state === "measured" && isSlowUpload(measure.kbps);
  const setAudioOnly = (audioOnly: boolean) => onChange({ ...choice, audioOnly });
  return (
    <div
      className="space-y-3 rounded-2xl border border-ink-200 p-4 text-sm text-ink-800"
      data-testid="connection-check"
      data-state={measure.state}
      data-slow={slow || undefined}
    >
      <p aria-live="polite" className="flex flex-wrap items-center gap-2" data-testid="connection-status">
        {measure.state === "measuring" ? (
          <>
            <Spinner /> {words.checking}
          </>
        ) : measure.state === "failed" ? (
          failureText(measure.error, words)
        ) : slow ? (
          <span>
            <strong className="text-ink-950">{fill(words.slow, { speed: speedText(measure.kbps, words) })}</strong> {words.slowMore}
          </span>
        ) : (
          <span>
            {fill(choice.bitrates.videoBitsPerSecond && choice.bitrates.videoBitsPerSecond < ceiling.videoBitsPerSecond ? words.enoughLower : words.enough, {
              speed: speedText(measure.kbps, words),
            })}
          </span>
        )}
        {measure.state !== "measuring" ? (
          <button type="button" onClick={() => void run()} className="font-semibold text-brand-700 hover:underline">
            {words.checkAgain}
          </button>
        ) : null}
      </p>
      {slow && !choice.audioOnly ? (
        <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950" data-testid="slow-connection">
          <p>{words.audioOnlyOffer}</p>
          <Button size="sm" onClick={() => setAudioOnly(true)}>
            {words.answerAudioOnly}
          </Button>
        </div>
      ) : null}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={choice.audioOnly}
          onChange={(e) => setAudioOnly(e.target.checked)}
          data-testid="audio-only"
        />
        <span>
          <span className="font-semibold text-ink-900">{words.answerAudioOnly}</span>: {words.audioOnlyHow}
        </span>
      </label>
      {restored && choice.audioOnly ? (
        <p className="text-ink-600" data-testid="audio-only-kept">
          {words.audioOnlyKept}
        </p>
      ) : null}
    </div>
  );
}
