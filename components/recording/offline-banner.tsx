"use client";
// Said out loud when the network drops in the middle of a mock or an interview: a banner that
// screen readers announce, with how many answers wait to be sent, gone when the network is back.
import { useSyncExternalStore } from "react";
import { fill } from "@/lib/i18n/fill";
import { useSendStates } from "./outbox";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** `words`: the page's "recording" namespace; English where none are handed. */
export function OfflineBanner({ scope, words = RECORDING_WORDS }: { scope: string; words?: RecordingWords }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const waiting = useSendStates().filter((s) => s.scope === scope && s.state !== "sent" && s.state !== "refused" && s.state !== "empty").length;
  return (
    <div role="status" aria-live="assertive" className="mx-auto w-full max-w-5xl">
      {offline ? (
        <p data-testid="offline-banner" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          {words.offline}
          {waiting > 0 ? ` ${waiting === 1 ? words.waitingOne : fill(words.waitingMany, { n: waiting })}` : ""}
        </p>
      ) : null}
    </div>
  );
}
