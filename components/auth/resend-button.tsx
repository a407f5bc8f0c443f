"use client";

import { formatClock } from "@/lib/format";
import { useCountdown } from "./use-countdown";

/**
 * "Resend code in 2:59", then a button. The server enforces the same wait. `countdown` is the
 * waiting line with its {time} slot, in the interface language (else the label's English line).
 */
export function ResendButton({
  until,
  onResend,
  pending,
  label = "Resend code",
  countdown = `${label} in {time}`,
  sendingText = "Sending…",
}: {
  until: number | null;
  onResend: () => void;
  pending?: boolean;
  label?: string;
  countdown?: string;
  sendingText?: string;
}) {
  const seconds = useCountdown(until);
  if (seconds > 0) {
    const [before = "", after = ""] = countdown.split("{time}");
    return (
      <p className="text-sm text-ink-600" aria-live="off" data-testid="resend-countdown">
        {before}
        <span className="font-semibold tabular-nums text-ink-900">{formatClock(seconds)}</span>
        {after}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={pending}
      className="rounded text-sm font-semibold text-brand-600 hover:text-brand-700 disabled:opacity-60"
    >
      {pending ? sendingText : label}
    </button>
  );
}
