"use client";
// The camera and microphone for one screen (the microphone alone for audio-only answers): asked
// for on request, released when the screen goes. Only the latest request counts: a camera that
// answers after the candidate switched to audio only (a slow phone can take seconds) is turned off
// again rather than replacing the microphone that was asked for since.
import { useCallback, useEffect, useRef, useState } from "react";
import { openCamera, stopCamera } from "./media";

export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);
  /** Counts requests and releases: a request whose number is no longer the latest is stale. */
  const latest = useRef(0);

  const request = useCallback(async (options: { audioOnly?: boolean } = {}) => {
    const mine = ++latest.current;
    setError(null);
    try {
      const media = await openCamera(options);
      if (mine !== latest.current) {
        stopCamera(media);
        return null;
      }
      stopCamera(current.current);
      current.current = media;
      setStream(media);
      return media;
    } catch (e) {
      if (mine === latest.current) setError((e as Error).message);
      return null;
    }
  }, []);

  const release = useCallback(() => {
    latest.current += 1;
    stopCamera(current.current);
    current.current = null;
    setStream(null);
  }, []);

  useEffect(
    () => () => {
      latest.current += 1;
      stopCamera(current.current);
    },
    [],
  );
  return { stream, error, request, release };
}
