"use client";
// The value a component last rendered with, for the listeners, timers and callbacks that outlive
// that render: they read `.current` when they run, so they never act on a stale prop and are
// never set up again because a prop changed. Read it in effects and handlers, not while rendering.
import { useEffect, useRef, type RefObject } from "react";

export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
