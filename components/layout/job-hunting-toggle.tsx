"use client";

import { api } from "@/components/api/api";
import { useEffect, useId, useState } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { useShellText } from "./shell-text";

async function saveAvailability(isOpenToWork: boolean, failed: string): Promise<string | null> {
  const result = await api("POST /api/users/availability", { json: { isOpenToWork }, fallback: failed, offline: failed });
  return result.ok ? null : result.error;
}

/** The "Job hunting" Yes/No switch: flips at once, saves in the background, rolls back on failure. */
export function JobHuntingToggle({ initial }: { initial: boolean }) {
  const text = useShellText();
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), 6000);
    return () => window.clearTimeout(timer);
  }, [error]);

  async function toggle() {
    if (saving) return;
    const next = !on;
    setOn(next);
    setError(null);
    setSaving(true);
    const failure = await saveAvailability(next, text.jobHuntingFailed);
    setSaving(false);
    if (failure) {
      setOn(!next);
      setError(failure);
    }
  }

  return (
    <div className="relative flex items-center gap-2">
      <span id={labelId} className="text-xs font-medium text-ink-600 sm:text-sm">
        {text.jobHunting}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-busy={saving || undefined}
        onClick={toggle}
        className={cx(
          "relative inline-flex h-7 w-[3.75rem] shrink-0 items-center rounded-full text-[11px] font-bold uppercase tracking-wide transition-colors aria-busy:cursor-wait",
          on ? "bg-brand-600 text-white" : "bg-ink-200 text-ink-700",
        )}
      >
        <span className={cx("absolute", on ? "left-2.5" : "right-2.5")}>{on ? text.yes : text.no}</span>
        <span
          aria-hidden="true"
          className={cx("absolute top-1 left-0 size-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-[2.25rem]" : "translate-x-1")}
        />
      </button>
      {error ? (
        <p
          role="alert"
          className="absolute top-full right-0 z-40 mt-3 flex w-72 items-start max-sm:fixed max-sm:inset-x-4 max-sm:top-[4.25rem] max-sm:mt-0 max-sm:w-auto gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 shadow-pop animate-fade-in"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span className="flex-1">{error}</span>
          <button type="button" onClick={() => setError(null)} aria-label={text.dismiss} className="rounded text-red-700">
            <Icon name="close" className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
