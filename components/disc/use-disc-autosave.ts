"use client";

// Saves the answers shortly after each change, at once when asked (moving to the next block), and
// one last time when the page is left, so leaving half-way loses nothing.
import { useCallback, useEffect, useRef, useState } from "react";
import type { TDiscProgressAnswer } from "@/lib/disc/schema";

export type SaveState = "idle" | "saving" | "saved" | "error";
const DELAY_MS = 600;

function send(answers: TDiscProgressAnswer[], keepalive = false) {
  return fetch("/api/disc/progress", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ answers }),
    keepalive,
  });
}

export function useDiscAutosave(answers: TDiscProgressAnswer[]) {
  const [state, setState] = useState<SaveState>("idle");
  const latest = useRef(answers);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const first = useRef(true);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    setState("saving");
    try {
      const response = await send(latest.current);
      if (!response.ok) throw new Error(String(response.status));
      // A change made while this request was out is saved by its own timer.
      setState(dirty.current ? "saving" : "saved");
    } catch {
      dirty.current = true;
      setState("error");
    }
  }, []);

  useEffect(() => {
    latest.current = answers;
    if (first.current) {
      first.current = false;
      return;
    }
    dirty.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DELAY_MS);
  }, [answers, flush]);

  useEffect(() => {
    const leave = () => {
      if (dirty.current) void send(latest.current, true);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  /** Stops pending saves (the test was submitted: the server clears the progress itself). */
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  return { state, flush, cancel };
}
