"use client";
// Where each recording of a screen stands: on this device and on its way (with the real share of
// bytes sent), then "Sent". The visible list updates with every percent; the live region below it
// announces only the changes of state, so a screen reader is not read each percent.
import { useSyncExternalStore } from "react";
import { cx } from "@/components/ui/cx";
import { keepTrouble, onKeepTrouble, type KeepTrouble } from "./device-store";
import { useSendStates, type SendState } from "./outbox";

/** Told once, where the recordings' states are shown, when the device store cannot keep them. */
export const KEEP_TROUBLE_TEXT: Record<KeepTrouble, string> = {
  "cannot-keep": "This browser cannot keep answers on the device, so keep this page open until each answer is sent.",
  full: "Your phone is full: answers cannot be saved on it now. Keep this page open until each answer is sent, and free some space if you can.",
};

function KeepTroubleNote() {
  const trouble = useSyncExternalStore(onKeepTrouble, keepTrouble, () => null);
  if (!trouble) return null;
  return (
    <p role="status" data-testid="keep-trouble" data-trouble={trouble} className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {KEEP_TROUBLE_TEXT[trouble]}
    </p>
  );
}

export function sendStateText(s: SendState): string {
  const kept = s.onDevice === false ? "Kept while this page is open" : "Saved on this phone";
  switch (s.state) {
    case "sent":
      return "Sent";
    case "sending":
      return `${kept} · sending ${Math.floor(s.progress * 100)} %`;
    case "waiting":
      return `${kept} · waiting for the network`;
    case "kept":
      return kept;
    case "refused":
      return `Not accepted: ${s.error ?? "try again"}`;
    case "empty":
      return "Nothing was recorded, so nothing was sent";
  }
}

/**
 * "Answer 3", or "Answer 3 · take 2" for a take after the first, and for every take of an answer
 * recorded more than once on this page (two rows must never read the same).
 */
export function sendStateLabel(s: SendState, all: readonly SendState[], noun = "Answer"): string {
  // A follow-up reads by the question it follows, never by its own number.
  const what = s.followUpOf ? `${noun} ${s.followUpOf} · follow-up` : s.qnum ? `${noun} ${s.qnum}` : noun;
  if (!s.qnum) return what;
  const take = s.take ?? 1;
  const retaken = take > 1 || all.some((other) => other.id !== s.id && other.qnum === s.qnum && other.scope === s.scope);
  return retaken ? `${what} · take ${take}` : what;
}

function announcement(s: SendState, all: readonly SendState[], noun: string): string {
  const what = sendStateLabel(s, all, noun);
  if (s.state === "sent") return `${what} sent.`;
  if (s.state === "refused") return `${what} was not accepted: ${s.error ?? ""}`;
  if (s.state === "waiting")
    return `${what} is ${s.onDevice === false ? "kept while this page is open" : "saved on this phone"} and will be sent when the network is back.`;
  return "";
}

export function SendStatusList({ scope, noun = "Answer", className }: { scope: string; noun?: string; className?: string }) {
  const all = useSendStates()
    .filter((s) => s.scope === scope)
    .sort((a, b) => askedAt(a) - askedAt(b) || (a.take ?? 1) - (b.take ?? 1));
  const latest = [...all].reverse().find((s) => s.state !== "sending" && s.state !== "kept");
  return (
    <div className={className}>
      <KeepTroubleNote />
      {all.length ? (
        <ul className="space-y-1.5 text-xs" data-testid="send-status">
          {all.map((s) => (
            <li key={s.id} data-qnum={s.qnum ?? undefined} data-take={s.take ?? 1} data-state={s.state} className="space-y-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-semibold text-ink-800">{sendStateLabel(s, all, noun)}</span>
                <span
                  className={cx(
                    s.state === "sent"
                      ? "text-emerald-700"
                      : s.state === "refused"
                        ? "text-red-700"
                        : s.state === "waiting"
                          ? "text-amber-800"
                          : "text-ink-600",
                  )}
                >
                  {sendStateText(s)}
                </span>
              </div>
              {s.state === "sending" ? (
                <div aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-ink-200">
                  <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.floor(s.progress * 100)}%` }} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {latest ? announcement(latest, all, noun) : ""}
      </p>
    </div>
  );
}

/** Where a recording's question stands in the order asked: a follow-up right after the question it follows. */
function askedAt(s: SendState): number {
  return s.followUpOf ? s.followUpOf + 0.5 : (s.qnum ?? 0);
}

/** True once every recording of `scope` started on this page is with us (or refused for good). */
export function useAllSent(scope: string): { total: number; sent: number; open: number } {
  const mine = useSendStates().filter((s) => s.scope === scope);
  const sent = mine.filter((s) => s.state === "sent").length;
  const open = mine.filter((s) => s.state !== "sent" && s.state !== "refused" && s.state !== "empty").length;
  return { total: mine.length, sent, open };
}
