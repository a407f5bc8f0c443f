"use client";

import { useEffect, useState } from "react";

/** Seconds left until `until` (epoch ms), ticking once a second; 0 when there is no deadline. */
export function useCountdown(until: number | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
    tick();
    if (!until) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
