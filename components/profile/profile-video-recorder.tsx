"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { captureRecording, type Capture } from "@/components/recording/capture";
import { openCamera, stopCamera } from "@/components/recording/media";
import { preloadSending } from "@/components/recording/outbox";
import { retryNow } from "@/components/recording/retry-policy";
import { useRecordingOwner } from "@/components/recording/owner";
import { useLeaveGuard } from "@/components/recording/leave-guard";
import { SendStatusList } from "@/components/recording/send-status";
import { PROFILE_VIDEO_MAX_SECONDS } from "@/lib/profile/profile-limits";
import { formatClock } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { ProfileVideoWords } from "./profile-video-words";
import { Notice } from "@/components/ui/notice";

/** The spec's preview states (ready, recording, recorded, error), plus the waits around them. */
type RecorderState =
  | { kind: "starting" }
  | { kind: "ready" }
  | { kind: "recording"; startedAt: number }
  | { kind: "recorded"; blob: Blob; url: string }
  | { kind: "saving"; blob: Blob; url: string }
  // The spec's words for each: `permission` ("camera and audio permission is required"), `saveFailed`.
  | { kind: "error"; reason: "permission" | "saveFailed"; recording?: { blob: Blob; url: string } };

export const PROFILE_SCOPE = "profile";

type RecorderProps = {
  candidateId: string;
  onSaved: (url: string) => void;
  onCancel: () => void;
  /** Its words in the account's language (`useProfileVideoWords`). */
  words: ProfileVideoWords;
};

export function ProfileVideoRecorder({ candidateId, onSaved, onCancel, words }: RecorderProps) {
  const [state, setState] = useState<RecorderState>({ kind: "starting" });
  // The last recording held nothing: said until the next one starts.
  const [empty, setEmpty] = useState(false);
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const capture = useRef<Capture | null>(null);
  const saved = useRef(false);
  const recordingUrl = useRef<string | null>(null);
  const owner = useRecordingOwner() ?? "candidate:";
  const stopRef = useRef<() => void>(() => undefined);
  // Leaving while the recording is still on its way asks first.
  useLeaveGuard();
  const { elapsed } = useAnswerClock({
    seconds: PROFILE_VIDEO_MAX_SECONDS,
    run: state.kind === "recording" ? state.startedAt : null,
    onTimeUp: () => stopRef.current(),
  });

  const startCamera = useCallback(async () => {
    setState({ kind: "starting" });
    stopCamera(stream.current);
    stream.current = null;
    try {
      const media = await openCamera();
      stream.current = media;
      if (live.current) live.current.srcObject = media;
      setState({ kind: "ready" });
    } catch {
      setState({ kind: "error", reason: "permission" });
    }
  }, []);

  // A video recorded after the network went can still be sent from this page.
  useEffect(preloadSending, []);

  useEffect(() => {
    // Asking for the camera is the reason this panel was opened.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void startCamera();
    return () => {
      // A recording not chosen (never saved) is not kept.
      const left = capture.current;
      if (left && !saved.current) void left.discard();
      stopCamera(stream.current);
      if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    };
  }, [startCamera]);

  // The live preview element is re-rendered between states; keep it attached to the camera.
  useEffect(() => {
    if (live.current && stream.current && live.current.srcObject !== stream.current) live.current.srcObject = stream.current;
  });

  function startRecording() {
    if (!stream.current) return;
    // A new take replaces one not yet with us, even one still being sent.
    const previous = capture.current;
    if (previous) void previous.discard();
    saved.current = false;
    setEmpty(false);
    try {
      capture.current = captureRecording(stream.current, {
        owner,
        scope: PROFILE_SCOPE,
        kind: "profile-video",
        qnum: null,
        url: "/api/users/upload-video",
        fields: [["id", candidateId]],
        fileField: "video",
        fileStem: "profile-video",
      });
    } catch {
      setState({ kind: "error", reason: "saveFailed" });
      return;
    }
    setState({ kind: "recording", startedAt: Date.now() });
  }

  /** Back to the live camera for another take; the camera restarts only if it was lost. */
  function retake() {
    const tracks = stream.current?.getTracks() ?? [];
    if (tracks.length > 0 && tracks.every((track) => track.readyState === "live")) setState({ kind: "ready" });
    else void startCamera();
  }

  async function stopRecording() {
    const current = capture.current;
    if (!current || state.kind !== "recording") return;
    // On the device, but not sent until the candidate chooses it; nothing recorded is not kept at all.
    const finished = await current.finish({ draft: true });
    if (finished.state !== "draft") {
      capture.current = null;
      setEmpty(true);
      return retake();
    }
    const recording = finished.recording;
    if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    const url = URL.createObjectURL(recording.blob);
    recordingUrl.current = url;
    setState({ kind: "recorded", blob: recording.blob, url });
  }
  useEffect(() => {
    stopRef.current = () => void stopRecording();
  });

  async function save(recording: { blob: Blob; url: string }) {
    const current = capture.current;
    if (!current) return;
    setState({ kind: "saving", ...recording });
    saved.current = true;
    // The spec's words and alert once for this try; the video stays on this device and is sent
    // again by itself (at once when the network is back) until the server has it.
    let told = false;
    const tell = () => {
      if (told) return;
      told = true;
      setState({ kind: "error", reason: "saveFailed", recording });
      window.alert(words.saveFailedAlert);
    };
    const outcome = current.send({ onRetry: tell });
    retryNow();
    const result = await outcome;
    if (capture.current !== current) return;
    if (result.state === "sent" && typeof result.data.ProfileVideoUrl === "string") {
      capture.current = null;
      onSaved(result.data.ProfileVideoUrl);
      return;
    }
    saved.current = false;
    tell();
  }

  const recording = state.kind === "recorded" || state.kind === "saving" ? state : state.kind === "error" ? state.recording : undefined;
  const showLive = !recording && state.kind !== "error";

  return (
    <div className="space-y-4" data-testid="video-recorder" data-state={state.kind}>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950">
        {showLive ? <video ref={live} autoPlay muted playsInline aria-label={words.cameraPreview} className="size-full -scale-x-100 object-cover" /> : null}
        {recording ? <video src={recording.url} controls playsInline aria-label={words.yourRecording} className="size-full object-contain" /> : null}
        {state.kind === "starting" ? <p className="absolute inset-0 flex items-center justify-center text-sm text-ink-300">{words.starting}</p> : null}
        {state.kind === "recording" ? (
          <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-white">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
            {fill(words.recordingClock, { elapsed: formatClock(elapsed), max: formatClock(PROFILE_VIDEO_MAX_SECONDS) })}
          </p>
        ) : null}
        {state.kind === "error" && !recording ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-ink-200">
            <Icon name="video" className="size-8 text-ink-400" />
            {words.allowCamera}
          </div>
        ) : null}
      </div>

      <div aria-live="polite">
        {state.kind === "error" ? <Notice tone="error">{words[state.reason]}</Notice> : null}
        {state.kind === "recorded" ? <p className="text-sm text-ink-600">{words.watchBack}</p> : null}
        {empty && state.kind === "ready" ? (
          <p role="alert" data-testid="capture-trouble" data-kind="empty" className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-950">
            {words.recording.empty} {words.nothingSaved}
          </p>
        ) : null}
      </div>
      {state.kind === "saving" || (state.kind === "error" && state.recording) ? (
        <SendStatusList scope={PROFILE_SCOPE} noun={words.video} words={words.recording} />
      ) : null}

      <div className="flex flex-wrap justify-end gap-2.5">
        <Button variant="ghost" onClick={onCancel} disabled={state.kind === "saving"}>
          {words.cancel}
        </Button>
        {state.kind === "ready" ? <Button onClick={startRecording}>{words.start}</Button> : null}
        {state.kind === "recording" ? <Button onClick={() => void stopRecording()}>{words.stop}</Button> : null}
        {recording ? (
          <Button variant="outline" onClick={retake} disabled={state.kind === "saving"}>
            {words.recordAgain}
          </Button>
        ) : null}
        {recording ? (
          <Button onClick={() => void save(recording)} loading={state.kind === "saving"}>
            {state.kind === "saving" ? words.saving : state.kind === "error" ? words.trySavingAgain : words.save}
          </Button>
        ) : null}
        {state.kind === "error" && !recording ? <Button onClick={() => void startCamera()}>{words.tryAgain}</Button> : null}
      </div>
    </div>
  );
}
