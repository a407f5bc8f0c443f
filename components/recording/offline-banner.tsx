"use client";
// Said out loud when the network drops in the middle of a mock or an interview: a banner that
// screen readers announce, with how many answers wait to be sent, gone when the network is back.
import { useSyncExternalStore } from "react";
import { useSendStates } from "./outbox";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function OfflineBanner({ scope }: { scope: string }) {
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
          You are offline. Keep going: your answers are kept on this phone and sent when the network is back.
          {waiting > 0 ? ` ${waiting === 1 ? "1 answer is" : `${waiting} answers are`} waiting to be sent.` : ""}
        </p>
      ) : null}
    </div>
  );
}
