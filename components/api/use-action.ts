"use client";

// A call a person starts with a button or a form: busy while it goes, its refusal in words.
import { useState } from "react";
import type { RequestResult } from "./request";

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Runs `call`; on success hands its answer to `done`, else shows the refusal. `staysBusy` keeps
   * the control busy after a success (the page is being left).
   */
  async function run<T>(call: () => Promise<RequestResult<T>>, done: (data: T) => void | Promise<void>, { staysBusy = false } = {}): Promise<void> {
    setBusy(true);
    setError(null);
    const result = await call();
    if (!result.ok || !staysBusy) setBusy(false);
    if (!result.ok) return setError(result.error);
    await done(result.data);
  }

  return { busy, error, run, clearError: () => setError(null) };
}
