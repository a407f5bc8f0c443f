"use client";
// The camera and microphone for one screen (the microphone alone for audio-only answers): asked
// for on request, released when the screen goes.
import { useCallback, useEffect, useRef, useState } from "react";
import { openCamera, stopCamera } from "./media";

export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);

  const request = useCallback(async (options: { audioOnly?: boolean } = {}) => {
    setError(null);
    try {
      const media = await openCamera(options);
      stopCamera(current.current);
      current.current = media;
      setStream(media);
      return media;
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }, []);

  const release = useCallback(() => {
    stopCamera(current.current);
    current.current = null;
    setStream(null);
  }, []);

  useEffect(() => () => stopCamera(current.current), []);
  return { stream, error, request, release };
}
