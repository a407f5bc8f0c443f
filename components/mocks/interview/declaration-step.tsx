"use client";

import { useEffect, useRef, useState } from "react";
import { api } from "@/components/api/api";
import { Button } from "@/components/ui/button";
import { RadioChips } from "@/components/ui/radio-chips";
import { formatClock } from "@/lib/format";
import { MOCK_CONSENT_PREVIEW_SECONDS, MOCK_EXTRA_TIME_CHOICES } from "@/lib/mocks/mock-rules";
import { mockConsentVersion } from "@/lib/account-data/mock-consent-version";
import type { Locale } from "@/lib/i18n/locales";
import { fill, fillParts } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import { MOCK_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { answerSeconds } from "@/lib/interviews/answer-time";
import { cameraErrorText, openCamera, streamFits } from "@/components/recording/media";
import { startRecording } from "@/components/recording/recorder";
import { listenForSound } from "@/components/recording/sound-check";
import { ConnectionCheck } from "@/components/recording/connection-check";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { CameraState } from "./camera-status";
import { cameraStatusText, mockLengthText, type MockInterviewWords, type WizardText } from "./interview-words";

/** The spec's preview states: not started (undefined), ready, recording, recorded. */
type PreviewState = "undefined" | "ready" | "recording" | "recorded";

export type AnswerTimeChoice = { extra: number; fixed: boolean; practice: boolean; onChosen: (extra: number) => void };

const TIME_LABELS: Record<number, string> = { 0: "1×", 50: "1.5×", 100: "2×" };
/** A time choice as it reads: its factor and the answer time it gives. */
const timeChoice = (extra: number) => `${TIME_LABELS[extra]} (${formatClock(answerSeconds(extra))})`;

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
  text,
  locale,
}: {
  text: WizardText;
  /** The interface language: the declaration is shown in it, and the consent is stored with its version. */
  locale: Locale;
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
  const words = text.mock;

  // The declaration is the candidate's consent: stored (its wording's version and language) before
  // the instructions. The chosen time is stored before the first answer; the server holds every answer to it.
  async function confirm() {
    setSaving(true);
    setError(null);
    const failed = (await saveConsent()) ?? (time.fixed || extra === time.extra ? null : await saveTime());
    setSaving(false);
    if (failed) return setError(sayError(text.errors, failed));
    return onContinue();
  }

  async function saveConsent(): Promise<string | null> {
    const unsaved = words.consentUnsaved;
    const version = mockConsentVersion(locale, recording.audioOnly);
    const result = await api("POST /api/mock/consent", { json: { mock_id: mockId, version }, fallback: unsaved, offline: unsaved });
    return result.ok ? null : result.error;
  }

  async function saveTime(): Promise<string | null> {
    const unsaved = words.timeUnsaved;
    const result = await api("POST /api/mock/answer-time", { json: { mock_id: mockId, extra_time_percent: extra }, fallback: unsaved, offline: unsaved });
    if (!result.ok) return result.error;
    time.onChosen(extra);
    return null;
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
      const message = cameraErrorText((e as Error).message, text.recording);
      setError(message);
      window.alert(message);
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
      setError(`${text.recording.empty} ${words.previewAgain}`);
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
    const failed = previewFault(text, {
      bytes: recording.blob.size,
      heard,
      picture: audioOnly || stream.getVideoTracks().some((t) => t.readyState === "live"),
    });
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
          {words.declarationTitle}
        </h1>
        <p className="text-sm text-ink-600" data-testid="mock-length">
          {mockLengthText(questions, answerSeconds(extra), words)}
        </p>
        <fieldset className="rounded-xl border border-ink-200 p-3 text-sm text-ink-800" data-testid="answer-time">
          <legend className="px-1 font-semibold text-ink-900">{words.timeLegend}</legend>
          {time.fixed ? (
            <p>{fixedTimeText(time, words)}</p>
          ) : (
            <>
              <p className="text-ink-600">{words.timeChoose}</p>
              <RadioChips name="answer-time" choices={MOCK_EXTRA_TIME_CHOICES} chosen={extra} onChoose={setExtra} label={timeChoice} className="mt-2" compact />
            </>
          )}
        </fieldset>
        <p className="text-sm text-ink-600">{audioOnly ? words.checkAudioText : words.checkVideoText}</p>
        <blockquote className="rounded-xl border-l-4 border-brand-500 bg-brand-50 px-4 py-3 text-sm text-ink-800" data-testid="declaration-text">
          {declarationText(firstName, audioOnly, words)}
        </blockquote>
        <ConnectionCheck ceiling={MOCK_RECORDER_BITRATES} choice={recording} restored={restored} onChange={onRecording} words={text.recording} />
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
            <span className="font-semibold text-ink-900">{words.cameraOptIn}</span> {words.cameraOptInText}
            {recording.audioOnly ? ` ${words.cameraOptOff}` : null}
          </span>
        </label>
        {cameraState !== "off" ? (
          <p aria-live="polite" className="text-sm text-ink-600" data-testid="camera-figures-status" data-state={cameraState}>
            {cameraStatusText(cameraState, words)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {state === "undefined" ? <Button onClick={() => void check()}>{audioOnly ? words.checkMic : words.checkBoth}</Button> : null}
          {state === "ready" || state === "recorded" ? (
            <Button variant={state === "recorded" ? "secondary" : "primary"} onClick={() => void record()}>
              {state === "recorded" ? words.recordAgain : fill(words.recordPreview, { seconds: MOCK_CONSENT_PREVIEW_SECONDS })}
            </Button>
          ) : null}
          <Button onClick={() => void confirm()} loading={saving} disabled={!passed} variant={passed ? "primary" : "secondary"}>
            {words.continue}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-ink-600">
          {state === "recording"
            ? fill(audioOnly ? words.recordingVoiceLeft : words.recordingLeft, { left })
            : state === "recorded"
              ? audioOnly
                ? words.previewListen
                : words.previewWatch
              : resumed
                ? words.resumed
                : ""}
        </p>
      </div>
      {audioOnly ? (
        <AudioPreview state={state} previewUrl={previewUrl} ready={stream !== null} words={words} />
      ) : (
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950">
          {state === "recorded" && previewUrl ? (
            <video src={previewUrl} controls playsInline aria-label={words.previewRecording} className="size-full object-contain" />
          ) : stream ? (
            <video ref={live} autoPlay muted playsInline aria-label={words.cameraPreview} className="size-full -scale-x-100 object-cover" />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-ink-300">{words.previewHere}</p>
          )}
          {state === "recording" ? <RecordingBadge text={words.recording} /> : null}
        </div>
      )}
    </section>
  );
}

/** The time line of a mock whose answer time can no longer be chosen. */
function fixedTimeText(time: AnswerTimeChoice, words: MockInterviewWords): string {
  const message = time.practice ? (time.extra > 0 ? words.timePracticeExtra : words.timePractice) : time.extra > 0 ? words.timeChosenExtra : words.timeChosen;
  return fill(message, { clock: formatClock(answerSeconds(time.extra)), extra: time.extra });
}

/** The declaration read aloud, with the candidate's first name (their own word, left untranslated) when there is one. */
function declarationText(firstName: string, audioOnly: boolean, words: MockInterviewWords) {
  const what = audioOnly ? words.whatVoice : words.whatVideo;
  if (!firstName) return fill(words.declaration, { what });
  const name = (
    <span key="name" translate="no">
      {firstName}
    </span>
  );
  return fillParts(words.declarationNamed, { name, what });
}

/** What is wrong with a preview, in words, or null when it holds sound (and a picture, for video). */
function previewFault(text: WizardText, { bytes, heard, picture }: { bytes: number; heard: boolean | null; picture: boolean }): string | null {
  if (bytes === 0) return `${text.recording.empty} ${text.mock.previewAgain}`;
  if (heard === false) return text.mock.previewSilent;
  if (!picture) return text.mock.previewNoPicture;
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
function AudioPreview({ state, previewUrl, ready, words }: { state: PreviewState; previewUrl: string | null; ready: boolean; words: MockInterviewWords }) {
  return (
    <div
      className="relative flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl bg-ink-950 p-6 text-center text-white lg:aspect-video"
      data-testid="audio-preview"
    >
      {state === "recording" ? <RecordingBadge text={words.recordingVoice} /> : null}
      <p className="text-base font-semibold">{words.audioOnly}</p>
      <p className="max-w-sm text-sm text-ink-200">{state === "recorded" ? words.audioRecorded : ready ? words.audioReady : words.audioOff}</p>
      {state === "recorded" && previewUrl ? (
        <audio src={previewUrl} controls aria-label={words.previewAudio} className="w-full max-w-sm" data-testid="preview-audio" />
      ) : null}
    </div>
  );
}
