"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { PROFILE_VIDEO_MAX_SECONDS, VIDEO_CONSTRAINTS } from "@/lib/constants";
import { formatClock } from "@/lib/format";
import { uploadForm } from "./profile-api";
import { extensionFor, pickRecorderMimeType } from "./recorder-mime";

export const PERMISSION_MESSAGE = "camera and audio permission is required";
export const SAVE_FAILED_MESSAGE = "Somthing went wrong";
export const SAVE_FAILED_ALERT = "Error while saving video";

/** The spec's preview states (ready, recording, recorded, error), plus the waits around them. */
type RecorderState =
  | { kind: "starting" }
  | { kind: "ready" }
  | { kind: "recording"; startedAt: number }
  | { kind: "recorded"; blob: Blob; url: string }
  | { kind: "saving"; blob: Blob; url: string }
  | { kind: "error"; message: string; recording?: { blob: Blob; url: string } };

function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

type RecorderProps = { candidateId: string; onSaved: (url: string) => void; onCancel: () => void };

export function ProfileVideoRecorder({ candidateId, onSaved, onCancel }: RecorderProps) {
  const [state, setState] = useState<RecorderState>({ kind: "starting" });
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const recordingUrl = useRef<string | null>(null);
  const elapsed = useElapsed(state.kind === "recording" ? state.startedAt : null);

  const startCamera = useCallback(async () => {
    setState({ kind: "starting" });
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: VIDEO_CONSTRAINTS.video,
        audio: VIDEO_CONSTRAINTS.audio,
      });
      stream.current = media;
      if (live.current) live.current.srcObject = media;
      setState({ kind: "ready" });
    } catch {
      setState({ kind: "error", message: PERMISSION_MESSAGE });
    }
  }, []);

  useEffect(() => {
    // Asking for the camera is the reason this panel was opened.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void startCamera();
    return () => {
      if (recorder.current?.state === "recording") recorder.current.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
      if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    };
  }, [startCamera]);

  // The live preview element is re-rendered between states; keep it attached to the camera.
  useEffect(() => {
    if (live.current && stream.current && live.current.srcObject !== stream.current) live.current.srcObject = stream.current;
  });

  function startRecording() {
    if (!stream.current) return;
    const mimeType = typeof MediaRecorder.isTypeSupported === "function" ? pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t)) : undefined;
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    } catch {
      setState({ kind: "error", message: SAVE_FAILED_MESSAGE });
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const blob = new Blob(chunks, { type: media.mimeType || mimeType || "video/webm" });
      if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
      const url = URL.createObjectURL(blob);
      recordingUrl.current = url;
      setState({ kind: "recorded", blob, url });
    };
    media.start(VIDEO_CONSTRAINTS.chunkMs);
    recorder.current = media;
    setState({ kind: "recording", startedAt: Date.now() });
  }

  /** Back to the live camera for another take; the camera restarts only if it was lost. */
  function retake() {
    const tracks = stream.current?.getTracks() ?? [];
    if (tracks.length > 0 && tracks.every((track) => track.readyState === "live")) setState({ kind: "ready" });
    else void startCamera();
  }

  function stopRecording() {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }

  // The recording stops on its own at the time limit.
  useEffect(() => {
    if (state.kind === "recording" && elapsed >= PROFILE_VIDEO_MAX_SECONDS) stopRecording();
  }, [state.kind, elapsed]);

  async function save(recording: { blob: Blob; url: string }) {
    setState({ kind: "saving", ...recording });
    const type = recording.blob.type || "video/webm";
    const file = new File([recording.blob], `profile-video.${extensionFor(type)}`, { type });
    const result = await uploadForm<{ ProfileVideoUrl: string }>("/api/users/upload-video", { id: candidateId, video: file });
    if (result.ok) {
      onSaved(result.data.ProfileVideoUrl);
      return;
    }
    setState({ kind: "error", message: SAVE_FAILED_MESSAGE, recording });
    window.alert(SAVE_FAILED_ALERT);
  }

  const recording = state.kind === "recorded" || state.kind === "saving" ? state : state.kind === "error" ? state.recording : undefined;
  const showLive = !recording && state.kind !== "error";

  return (
    <div className="space-y-4" data-testid="video-recorder" data-state={state.kind}>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950">
        {showLive ? (
          <video ref={live} autoPlay muted playsInline aria-label="Camera preview" className="size-full -scale-x-100 object-cover" />
        ) : null}
        {recording ? <video src={recording.url} controls playsInline aria-label="Your recording" className="size-full object-contain" /> : null}
        {state.kind === "starting" ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-ink-300">Starting your camera…</p>
        ) : null}
        {state.kind === "recording" ? (
          <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-white">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
            Recording {formatClock(elapsed)} / {formatClock(PROFILE_VIDEO_MAX_SECONDS)}
          </p>
        ) : null}
        {state.kind === "error" && !recording ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-ink-200">
            <Icon name="video" className="size-8 text-ink-400" />
            Allow this site to use your camera and microphone in the browser&apos;s address bar, then try again.
          </div>
        ) : null}
      </div>

      <div aria-live="polite">
        {state.kind === "error" ? (
          <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
            <Icon name="alert" className="size-4 shrink-0" />
            {state.message}
          </p>
        ) : null}
        {state.kind === "recorded" ? <p className="text-sm text-ink-600">Watch it back, then save it or record again.</p> : null}
      </div>

      <div className="flex flex-wrap justify-end gap-2.5">
        <Button variant="ghost" onClick={onCancel} disabled={state.kind === "saving"}>
          Cancel
        </Button>
        {state.kind === "ready" ? <Button onClick={startRecording}>Start recording</Button> : null}
        {state.kind === "recording" ? <Button onClick={stopRecording}>Stop recording</Button> : null}
        {recording ? (
          <Button variant="outline" onClick={retake} disabled={state.kind === "saving"}>
            Record again
          </Button>
        ) : null}
        {recording ? (
          <Button onClick={() => void save(recording)} loading={state.kind === "saving"}>
            {state.kind === "saving" ? "Saving video…" : state.kind === "error" ? "Try saving again" : "Save video"}
          </Button>
        ) : null}
        {state.kind === "error" && !recording ? <Button onClick={() => void startCamera()}>Try again</Button> : null}
      </div>
    </div>
  );
}
