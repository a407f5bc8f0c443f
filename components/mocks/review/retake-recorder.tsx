"use client";

// Records one new take of a question on the review: the same recorder, measures and limit as the
// interview, sent to /api/mock/retry-answer. The audio-only choice is the interview's (kept on this
// device) or, where none was made here, the answer's own form; with it the camera stays off.
import type { MockLanguage } from "@/lib/language/languages";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SignalsRecorder } from "@/components/mocks/interview/answer-signals";
import { answerExtras, answerTarget, mockScope } from "@/components/mocks/interview/answer-form";
import { useAnswerClock } from "@/components/recording/answer-clock";
import type { Capture } from "@/components/recording/capture";
import { preloadSending } from "@/components/recording/outbox";
import { useRecordingOwner } from "@/components/recording/owner";
import { useLeaveGuard } from "@/components/recording/leave-guard";
import { useRecordingChoice } from "@/components/recording/use-recording-choice";
import { MOCK_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { fill } from "@/lib/i18n/fill";
import type { ReviewText } from "./review-text";

type State = "idle" | "starting" | "recording" | "sending";
type TakeTools = typeof import("./take-tools");

const loadTakeTools = () => import("./take-tools");

/**
 * `take`: the number this take will have (2 after the interview's answer); `seconds`: the
 * question's answer time (half for a follow-up); `audioOnly`: the answer's latest take had no picture.
 */
export function RetakeRecorder({
  mockId,
  qnum,
  take: takeNumber,
  left,
  seconds = SECONDS_PER_QUESTION,
  audioOnly: answeredAudioOnly = false,
  language = "en",
  text,
  onSent,
}: {
  mockId: string;
  /** The mock's language: what the browser's recognition listens for. */
  language?: MockLanguage;
  qnum: number;
  take: number;
  left: number;
  seconds?: number;
  audioOnly?: boolean;
  /** The review's words in the interface language. */
  text: ReviewText;
  onSent: () => void;
}) {
  const [state, setState] = useState<State>("idle");
  const [error, setError] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  // Loaded with the first take; until then no camera is open.
  const [tools, setTools] = useState<TakeTools | null>(null);
  const stopCameraOf = useRef<(stream: MediaStream | null) => void>(() => undefined);
  const take = useRef<Capture | null>(null);
  const owner = useRecordingOwner() ?? "candidate:";
  const scope = `retake:${mockId}:${qnum}`;
  const { choice, change } = useRecordingChoice(owner, mockScope(mockId), MOCK_RECORDER_BITRATES, answeredAudioOnly);
  const audioOnly = choice.audioOnly;
  const signals = useRef<SignalsRecorder | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<() => void>(() => undefined);
  // Leaving while the recording is still on its way asks first.
  useLeaveGuard();

  useEffect(
    () => () => {
      signals.current?.dispose();
      stopCameraOf.current(stream.current);
    },
    [],
  );

  const { elapsed } = useAnswerClock({ seconds, run: state === "recording" ? qnum : null, onTimeUp: () => stopRef.current() });

  async function start() {
    setError(null);
    setState("starting");
    // The sending part loads with the take's first step, so a take recorded after the network went can still be sent.
    preloadSending();
    const loaded = tools ?? (await loadTakeTools().catch(() => null));
    if (!loaded) {
      setError(text.recorderNotLoaded);
      setState("idle");
      return;
    }
    setTools(loaded);
    stopCameraOf.current = loaded.stopCamera;
    const { openCamera, createSignalsRecorder, captureRecording } = loaded;
    try {
      stream.current = await openCamera({ audioOnly });
    } catch (e) {
      setError(loaded.cameraErrorText((e as Error).message, text.recordingWords));
      setState("idle");
      return;
    }
    if (preview.current && !audioOnly) preview.current.srcObject = stream.current;
    signals.current = await createSignalsRecorder(stream.current, language);
    signals.current.begin();
    take.current = captureRecording(
      stream.current,
      {
        owner,
        scope,
        kind: "retake",
        qnum,
        take: takeNumber,
        url: "/api/mock/retry-answer",
        fields: answerTarget(mockId, qnum),
        fileField: "answer",
        fileStem: `take-${qnum}`,
        durationField: "duration_ms",
      },
      { bitrates: choice.bitrates, audioOnly },
    );
    setState("recording");
  }

  async function stopAndSend() {
    const recorder = take.current;
    take.current = null;
    if (!recorder) return;
    setState("sending");
    // The recorder stops first: ending the measures can take a moment the take must not run on into.
    const finished = await recorder.finish({
      fields: (recording) => {
        const measured = signals.current?.end() ?? { segments: null, transcript: null };
        signals.current?.dispose();
        signals.current = null;
        return answerExtras({ recording, measured, answerSeconds: seconds });
      },
    });
    signals.current?.dispose();
    signals.current = null;
    stopCameraOf.current(stream.current);
    stream.current = null;
    // Nothing recorded: no take is spent, and the candidate may try again.
    if (finished.state !== "sending") {
      setState("idle");
      setError(text.emptyTake);
      return;
    }
    // Kept on this device and retried until the server has it; a refusal ends with its words.
    const outcome = await finished.sending;
    setState("idle");
    if (outcome.state === "sent") return onSent();
    if (outcome.state === "refused") setError(outcome.error);
  }
  useEffect(() => {
    stopRef.current = () => void stopAndSend();
  });

  return (
    <div className="space-y-2">
      {state === "recording" || state === "starting" ? (
        <div className="space-y-2">
          {audioOnly ? (
            <div className="flex w-full max-w-sm flex-col items-center gap-1 rounded-xl bg-ink-950 p-4 text-center text-white" data-testid="retake-audio-only">
              <p className="flex items-center gap-2 text-xs font-semibold">
                <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-500" /> {fill(text.recording, { elapsed, seconds })}
              </p>
              <p className="text-xs text-ink-200">{text.audioOnly}</p>
            </div>
          ) : (
            <div className="relative aspect-video w-full max-w-sm overflow-hidden rounded-xl bg-ink-950">
              <video ref={preview} autoPlay muted playsInline aria-label={text.cameraPreview} className="size-full -scale-x-100 object-cover" />
              <p className="absolute top-2 left-2 flex items-center gap-2 rounded-full bg-ink-950/70 px-2.5 py-0.5 text-xs font-semibold text-white">
                <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-500" /> {fill(text.recording, { elapsed, seconds })}
              </p>
            </div>
          )}
          <Button size="sm" onClick={() => void stopAndSend()} disabled={state !== "recording"}>
            {text.stopAndSend}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button size="sm" variant="secondary" onClick={() => void start()} loading={state === "sending"}>
            {text.tryAgain}
          </Button>
          <label className="flex items-center gap-2 text-xs text-ink-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={audioOnly}
              disabled={state === "sending"}
              onChange={(e) => change({ ...choice, audioOnly: e.target.checked })}
              data-testid="retake-audio-only-choice"
            />
            {text.answerAudioOnly}
          </label>
          <span className="text-xs text-ink-500">{left === 1 ? text.oneMoreTake : fill(text.moreTakes, { n: left })}</span>
        </div>
      )}
      {state === "sending" && tools ? <tools.SendStatusList scope={scope} words={text.recordingWords} /> : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
