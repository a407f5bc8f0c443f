"use client";

// Saves the answers shortly after each change, at once when asked (moving to the next block), and
// one last time when the page is left, so leaving half-way loses nothing.
import { api } from "@/components/api/api";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TDiscProgressAnswer } from "@/lib/disc/schema";

export type SaveState = "idle" | "saving" | "saved" | "error";
const DELAY_MS = 600;

function send(answers: TDiscProgressAnswer[], keepalive = false) {
  return api("PUT /api/disc/progress", { json: { answers }, keepalive });
}

export function useDiscAutosave(answers: TDiscProgressAnswer[]) {
  const [state, setState] = useState<SaveState>("idle");
  const latest = useRef(answers);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const first = useRef(true);
  const inflight = useRef<Promise<unknown> | null>(null);

  /** Saves now; `force` saves even when nothing changed since the last save (after a failed submit). */
  const flush = useCallback(async (force = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current && !force) return;
    dirty.current = false;
    setState("saving");
    const saving = send(latest.current);
    inflight.current = saving;
    if ((await saving).ok) {
      // A change made while this request was out is saved by its own timer.
      setState(dirty.current ? "saving" : "saved");
    } else {
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

  /**
   * Before the test is submitted: no save may land after it (the server clears the progress when
   * it keeps the result), so pending saves are dropped and one already sent is waited for.
   */
  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    await inflight.current;
  }, []);

  return { state, flush, settle };
}
