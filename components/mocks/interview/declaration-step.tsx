"use client";

import { useEffect, useRef, useState } from "react";
import { api } from "@/components/api/api";
import { Button } from "@/components/ui/button";
import { formatClock } from "@/lib/format";
import { MOCK_CONSENT_PREVIEW_SECONDS, MOCK_EXTRA_TIME_CHOICES, MOCK_FEEDBACK_READY_TEXT, mockDurationText } from "@/lib/mocks/mock-rules";
import { MOCK_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { answerSeconds } from "@/lib/interviews/answer-time";
import { openCamera, streamFits } from "@/components/recording/media";
import { startRecording } from "@/components/recording/recorder";
import { listenForSound } from "@/components/recording/sound-check";
import { EMPTY_RECORDING_TEXT } from "@/components/recording/capture-trouble";
import { ConnectionCheck } from "@/components/recording/connection-check";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import { CAMERA_STATUS, type CameraState } from "./camera-status";

/** The spec's preview states: not started (undefined), ready, recording, recorded. */
type PreviewState = "undefined" | "ready" | "recording" | "recorded";

export type AnswerTimeChoice = { extra: number; fixed: boolean; practice: boolean; onChosen: (extra: number) => void };

const TIME_LABELS: Record<number, string> = { 0: "1×", 50: "1.5×", 100: "2×" };

export function DeclarationStep({
  mockId,
  firstName,
  questions,
  stream,
  onStream,
  camera,
  onCamera,
  cameraState,
  recording,
  restored,
  checkedBefore,
  onChecked,
  onRecording,
  time,
  onContinue,
}: {
  mockId: string;
  firstName: string;
  /** How many questions this mock has: its own length is stated, not the standard one. */
  questions: number;
  time: AnswerTimeChoice;
  stream: MediaStream | null;
  /** The camera and microphone (the microphone alone for audio only); null turns them off. */
  onStream: (stream: MediaStream | null) => void;
  /** The candidate's choice to have camera figures measured (off unless they tick it). */
  camera: boolean;
  onCamera: (on: boolean) => void;
  /** Whether the camera figures could be started, once chosen with the camera on. */
  cameraState: CameraState["state"];
  /** Video at a bitrate the connection carries, or audio only. */
  recording: RecordingChoice;
  /** The audio-only choice was kept from an earlier visit on this device. */
  restored: boolean;
  onRecording: (choice: RecordingChoice) => void;
  /** The preview was passed on an earlier visit to this mock: once the camera is on, the candidate may go on without another. */
  checkedBefore: boolean;
  /** The preview was passed now. */
  onChecked: () => void;
  onContinue: () => void;
}) {
  const [checked, setState] = useState<PreviewState>("undefined");
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(MOCK_CONSENT_PREVIEW_SECONDS);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const live = useRef<HTMLVideoElement>(null);
  const [extra, setExtra] = useState(time.extra);
  const [saving, setSaving] = useState(false);

  // The chosen time is stored before the first answer; the server holds every answer to it.
  async function confirm() {
    if (time.fixed || extra === time.extra) return onContinue();
    setSaving(true);
    setError(null);
    const unsaved = "Your answer time could not be saved. Check your connection and try again.";
    const result = await api("POST /api/mock/answer-time", { json: { mock_id: mockId, extra_time_percent: extra }, fallback: unsaved, offline: unsaved });
    setSaving(false);
    if (!result.ok) return setError(result.error);
    time.onChosen(extra);
    return onContinue();
  }

  useEffect(() => {
    if (live.current && stream && live.current.srcObject !== stream) live.current.srcObject = stream;
  });
  const audioOnly = recording.audioOnly;
  // Audio only turns the camera off; video answers need it on: a stream that no longer fits the
  // choice is let go, and the check (and its preview) is done again.
  const wrongStream = stream !== null && !streamFits(stream, audioOnly);
  const state: PreviewState = stream && !wrongStream ? checked : "undefined";
  // Back in a mock whose preview was passed: the camera on (the browser asks only if it must) is enough.
  const resumed = checkedBefore && state === "ready";
  const passed = state === "recorded" || resumed;
  useEffect(() => {
    if (wrongStream) onStream(null);
  }, [wrongStream, onStream]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  async function check() {
    setError(null);
    try {
      const media = stream && streamFits(stream, audioOnly) ? stream : await openCamera({ audioOnly });
      onStream(media);
      setState("ready");
    } catch (e) {
      setError((e as Error).message);
      window.alert((e as Error).message);
    }
  }

  async function record() {
    if (!stream) return;
    setState("recording");
    setError(null);
    setPreviewUrl(null);
    let take: ReturnType<typeof startRecording>;
    try {
      take = startRecording(stream, { audioOnly });
    } catch {
      setError(`${EMPTY_RECORDING_TEXT} Check that no other app is using them, then record the preview again.`);
      setState("ready");
      return;
    }
    const sound = listenForSound(stream);
    // The preview stops itself after 10 seconds of the page running: a page held up (the speech
    // measures starting on a slow phone) records nothing while it is held, so those seconds do not count.
    for (let s = MOCK_CONSENT_PREVIEW_SECONDS; s > 0; s--) {
      setLeft(s);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const recording = await take.stop();
    // Counted only when it holds something: a camera or microphone that gives nothing is found now, not after the interview.
    const heard = sound.stop();
    const failed = previewFault({ bytes: recording.blob.size, heard, picture: audioOnly || stream.getVideoTracks().some((t) => t.readyState === "live") });
    if (failed) {
      setError(failed);
      setState("ready");
      return;
    }
    setPreviewUrl(URL.createObjectURL(recording.blob));
    setState("recorded");
    onChecked();
  }

  return (
    <section aria-labelledby="declaration-title" className="grid gap-6 lg:grid-cols-2" data-testid="declaration" data-state={state}>
      <div className="space-y-4">
        <h1 id="declaration-title" className="text-2xl font-bold tracking-tight text-ink-950">
          Before you start
        </h1>
        <p className="text-sm text-ink-600" data-testid="mock-length">
          This mock interview has {mockDurationText(questions, answerSeconds(extra))}, with {MOCK_FEEDBACK_READY_TEXT}.
        </p>
        <fieldset className="rounded-xl border border-ink-200 p-3 text-sm text-ink-800" data-testid="answer-time">
          <legend className="px-1 font-semibold text-ink-900">Time for each answer</legend>
          {time.fixed ? (
            <p>
              {formatClock(answerSeconds(time.extra))}, {time.extra > 0 ? `with ${time.extra} % extra time, ` : ""}
              {time.practice ? "as in the interview you are practising for." : "as you chose before your first answer."}
            </p>
          ) : (
            <>
              <p className="text-ink-600">Take more time if you need it: every answer gets the time you choose.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {MOCK_EXTRA_TIME_CHOICES.map((p) => (
                  <label
                    key={p}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-3 py-1.5 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input type="radio" name="answer-time" value={p} checked={extra === p} onChange={() => setExtra(p)} className="size-4 accent-brand-600" />
                    {TIME_LABELS[p]} ({formatClock(answerSeconds(p))})
                  </label>
                ))}
              </div>
            </>
          )}
        </fieldset>
        <p className="text-sm text-ink-600">
          {audioOnly
            ? "Check your microphone, then record a short preview of your voice while you read the declaration aloud. Your camera stays off."
            : "Check your camera and microphone, then record a short preview while you read the declaration aloud."}
        </p>
        <blockquote className="rounded-xl border-l-4 border-brand-500 bg-brand-50 px-4 py-3 text-sm text-ink-800" data-testid="declaration-text">
          I{firstName ? `, ${firstName},` : ""} declare that I am taking this practice interview myself, that my answers are my own, and that I agree to my{" "}
          {audioOnly ? "voice" : "video and voice"} being recorded so that I can receive feedback.
        </blockquote>
        <ConnectionCheck ceiling={MOCK_RECORDER_BITRATES} choice={recording} restored={restored} onChange={onRecording} />
        <label
          className={`flex items-start gap-3 rounded-xl border border-ink-200 p-3 text-sm text-ink-800 ${recording.audioOnly ? "opacity-60" : ""}`}
          data-testid="camera-opt-in"
        >
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={camera && !recording.audioOnly}
            disabled={recording.audioOnly}
            onChange={(e) => onCamera(e.target.checked)}
          />
          <span>
            <span className="font-semibold text-ink-900">Also measure how I come across on camera</span> (optional): how much of each answer your face is in
            view, how much you look at the camera, and when you look away. The figures are worked out in your browser and shown only to you in your feedback,
            never to employers. Nothing about your expressions or feelings is read.
            {recording.audioOnly ? " Not with audio-only answers: your camera is not recorded." : null}
          </span>
        </label>
        {cameraState !== "off" ? (
          <p aria-live="polite" className="text-sm text-ink-600" data-testid="camera-figures-status" data-state={cameraState}>
            {CAMERA_STATUS[cameraState]}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {state === "undefined" ? <Button onClick={() => void check()}>{audioOnly ? "Check your microphone" : "Check camera and microphone"}</Button> : null}
          {state === "ready" || state === "recorded" ? (
            <Button variant={state === "recorded" ? "secondary" : "primary"} onClick={() => void record()}>
              {state === "recorded" ? "Record again" : `Record a ${MOCK_CONSENT_PREVIEW_SECONDS}-second preview`}
            </Button>
          ) : null}
          <Button onClick={() => void confirm()} loading={saving} disabled={!passed} variant={passed ? "primary" : "secondary"}>
            Continue
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-ink-600">
          {state === "recording"
            ? `Recording${audioOnly ? " your voice" : ""}… ${left} s left`
            : state === "recorded"
              ? audioOnly
                ? "Preview recorded. Listen to it, then continue."
                : "Preview recorded. Watch it back, then continue."
              : resumed
                ? "You checked your camera and microphone earlier in this interview: continue, or record a preview again if you want to."
                : ""}
        </p>
      </div>
      {audioOnly ? (
        <AudioPreview state={state} previewUrl={previewUrl} ready={stream !== null} />
      ) : (
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950">
          {state === "recorded" && previewUrl ? (
            <video src={previewUrl} controls playsInline aria-label="Your preview recording" className="size-full object-contain" />
          ) : stream ? (
            <video ref={live} autoPlay muted playsInline aria-label="Camera preview" className="size-full -scale-x-100 object-cover" />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-ink-300">Your camera preview appears here.</p>
          )}
          {state === "recording" ? <RecordingBadge text="Recording" /> : null}
        </div>
      )}
    </section>
  );
}

/** What is wrong with a preview, in words, or null when it holds sound (and a picture, for video). */
function previewFault({ bytes, heard, picture }: { bytes: number; heard: boolean | null; picture: boolean }): string | null {
  if (bytes === 0) return `${EMPTY_RECORDING_TEXT} Check that no other app is using them, then record the preview again.`;
  if (heard === false) return "We heard no sound in your preview. Check that your microphone is on and not muted, then record the preview again.";
  if (!picture) return "Your camera stopped during the preview. Check that no other app is using it, then record the preview again.";
  return null;
}

function RecordingBadge({ text }: { text: string }) {
  return (
    <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-white">
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" /> {text}
    </p>
  );
}

/** The preview of an audio-only answer: no picture, the voice alone, played back with an audio player. */
function AudioPreview({ state, previewUrl, ready }: { state: PreviewState; previewUrl: string | null; ready: boolean }) {
  return (
    <div
      className="relative flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl bg-ink-950 p-6 text-center text-white lg:aspect-video"
      data-testid="audio-preview"
    >
      {state === "recording" ? <RecordingBadge text="Recording your voice" /> : null}
      <p className="text-base font-semibold">Audio only</p>
      <p className="max-w-sm text-sm text-ink-200">
        {state === "recorded"
          ? "Your preview recorded your voice alone. Listen to it before you continue."
          : ready
            ? "Your camera is off: only your microphone is recorded."
            : "Your camera stays off: only your microphone is recorded."}
      </p>
      {state === "recorded" && previewUrl ? (
        <audio src={previewUrl} controls aria-label="Your preview recording (audio)" className="w-full max-w-sm" data-testid="preview-audio" />
      ) : null}
    </div>
  );
}
