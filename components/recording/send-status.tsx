"use client";
// Where each recording of a screen stands: on this device and on its way (with the real share of
// bytes sent), then "Sent". The visible list updates with every percent; the live region below it
// announces only the changes of state, so a screen reader is not read each percent.
import { useSyncExternalStore } from "react";
import { cx } from "@/components/ui/cx";
import { fill } from "@/lib/i18n/fill";
import { keepTrouble, onKeepTrouble, type KeepTrouble } from "./device-store";
import { useSendStates, type SendState } from "./outbox";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

/** Told once, where the recordings' states are shown, when the device store cannot keep them. */
function keepTroubleText(trouble: KeepTrouble, words: RecordingWords): string {
  return trouble === "full" ? words.full : words.cannotKeep;
}

function KeepTroubleNote({ words }: { words: RecordingWords }) {
  const trouble = useSyncExternalStore(onKeepTrouble, keepTrouble, () => null);
  if (!trouble) return null;
  return (
    <p role="status" data-testid="keep-trouble" data-trouble={trouble} className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {keepTroubleText(trouble, words)}
    </p>
  );
}

export function sendStateText(s: SendState, words: RecordingWords = RECORDING_WORDS): string {
  const kept = s.onDevice === false ? words.keptOpen : words.savedPhone;
  switch (s.state) {
    case "sent":
      return words.sent;
    case "sending":
      return fill(words.sendingPercent, { kept, percent: Math.floor(s.progress * 100) });
    case "waiting":
      return fill(words.waitingNetwork, { kept });
    case "kept":
      return kept;
    case "refused":
      return fill(words.refused, { error: s.error ?? words.tryAgain });
    case "empty":
      return words.nothingSent;
  }
}

/**
 * "Answer 3", or "Answer 3 · take 2" for a take after the first, and for every take of an answer
 * recorded more than once on this page (two rows must never read the same).
 */
export function sendStateLabel(s: SendState, all: readonly SendState[], noun?: string, words: RecordingWords = RECORDING_WORDS): string {
  const name = noun ?? words.answer;
  // A follow-up reads by the question it follows, never by its own number.
  const what = s.followUpOf ? fill(words.labelFollowUp, { noun: name, n: s.followUpOf }) : s.qnum ? fill(words.labelN, { noun: name, n: s.qnum }) : name;
  if (!s.qnum) return what;
  const take = s.take ?? 1;
  const retaken = take > 1 || all.some((other) => other.id !== s.id && other.qnum === s.qnum && other.scope === s.scope);
  return retaken ? fill(words.labelTake, { what, take }) : what;
}

function announcement(s: SendState, all: readonly SendState[], noun: string | undefined, words: RecordingWords): string {
  const what = sendStateLabel(s, all, noun, words);
  if (s.state === "sent") return fill(words.saySent, { what });
  if (s.state === "refused") return fill(words.sayRefused, { what, error: s.error ?? "" });
  if (s.state === "waiting") return fill(s.onDevice === false ? words.sayWaitingOpen : words.sayWaitingSaved, { what });
  return "";
}

/** `noun` names each row ("Answer" by default); `words`: the page's "recording" namespace, English where none are handed. */
export function SendStatusList({
  scope,
  noun,
  className,
  words = RECORDING_WORDS,
}: {
  scope: string;
  noun?: string;
  className?: string;
  words?: RecordingWords;
}) {
  const all = useSendStates()
    .filter((s) => s.scope === scope)
    .sort((a, b) => askedAt(a) - askedAt(b) || (a.take ?? 1) - (b.take ?? 1));
  const latest = [...all].reverse().find((s) => s.state !== "sending" && s.state !== "kept");
  return (
    <div className={className}>
      <KeepTroubleNote words={words} />
      {all.length ? (
        <ul className="space-y-1.5 text-xs" data-testid="send-status">
          {all.map((s) => (
            <li key={s.id} data-qnum={s.qnum ?? undefined} data-take={s.take ?? 1} data-state={s.state} className="space-y-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-semibold text-ink-800">{sendStateLabel(s, all, noun, words)}</span>
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
                  {sendStateText(s, words)}
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
        {latest ? announcement(latest, all, noun, words) : ""}
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
