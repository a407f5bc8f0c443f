"use client";

import { formatClock } from "@/lib/format";
import { useCountdown } from "./use-countdown";

/** "Resend code in 2:59", then a button. The server enforces the same wait. */
export function ResendButton({ until, onResend, pending, label = "Resend code" }: {
  until: number | null;
  onResend: () => void;
  pending?: boolean;
  label?: string;
}) {
  const seconds = useCountdown(until);
  if (seconds > 0) {
    return (
      <p className="text-sm text-ink-600" aria-live="off" data-testid="resend-countdown">
        {label} in <span className="font-semibold tabular-nums text-ink-900">{formatClock(seconds)}</span>
      </p>
    );
  }
  return (
    <button type="button" onClick={onResend} disabled={pending} className="rounded text-sm font-semibold text-brand-600 hover:text-brand-700 disabled:opacity-60">
      {pending ? "Sending…" : label}
    </button>
  );
}
