"use client";
// The candidate's camera and microphone for the whole interview (spec: ideal 360x180, 44.1 kHz audio).
import { useCallback, useEffect, useRef, useState } from "react";
import { VIDEO_CONSTRAINTS } from "@/lib/constants";

export const PERMISSION_MESSAGE = "Please grant permission for the camera and microphone.";

export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: VIDEO_CONSTRAINTS.video, audio: VIDEO_CONSTRAINTS.audio });
      streamRef.current?.getTracks().forEach((t) => t.stop());
      streamRef.current = media;
      setStream(media);
      return media;
    } catch {
      setError(PERMISSION_MESSAGE);
      return null;
    }
  }, []);

  useEffect(() => () => streamRef.current?.getTracks().forEach((t) => t.stop()), []);
  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setStream(null);
  }, []);
  return { stream, error, request, release };
}

/** Records one answer; stop() resolves with the video. */
export function startRecording(stream: MediaStream, pick: (isSupported: (t: string) => boolean) => string | undefined) {
  const mimeType = pick((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size) chunks.push(e.data);
  };
  recorder.start(VIDEO_CONSTRAINTS.chunkMs);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        if (recorder.state === "inactive") return resolve(new Blob(chunks, { type: recorder.mimeType }));
        recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || "video/webm" }));
        recorder.stop();
      }),
  };
}
