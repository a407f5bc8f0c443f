"use client";
// "Send 2 answers kept on this device": offered wherever a candidate comes back (dashboard, mock
// list, the interview page) while recordings made earlier are still only on this device. The
// dashboard and the mock list load it only for a device that may hold one (lazy-kept-prompt.tsx).
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { deliverKept, keptToSend, useSendStates, type SendOptions } from "./outbox";
import { retryNow } from "./retry-policy";
import { useRecordingOwner } from "./owner";
import { fill } from "@/lib/i18n/fill";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

/** The prompt's sentences for `n` kept recordings: all answers, or some other recording among them. */
function keptWords(n: number, answers: boolean, words: RecordingWords) {
  const one = n === 1;
  const pick = (oneAnswer: string, manyAnswers: string, oneRecording: string, manyRecordings: string) =>
    fill(answers ? (one ? oneAnswer : manyAnswers) : one ? oneRecording : manyRecordings, { n });
  return {
    saved: pick(words.keptOneAnswer, words.keptManyAnswers, words.keptOneRecording, words.keptManyRecordings),
    send: pick(words.sendOneAnswer, words.sendManyAnswers, words.sendOneRecording, words.sendManyRecordings),
    before: one ? words.sendItBefore : words.sendThemBefore,
  };
}

export function KeptRecordingsPrompt({
  owner: given,
  scope,
  headers,
  className,
  words = RECORDING_WORDS,
}: {
  /** The page's "recording" namespace; English where none are handed. */
  words?: RecordingWords;
  owner?: string | null;
  scope?: string;
  headers?: SendOptions["headers"];
  className?: string;
}) {
  const fromPage = useRecordingOwner();
  const owner = given ?? fromPage;
  const [kept, setKept] = useState<{ id: string; answer: boolean }[]>([]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const states = useSendStates();
  const recount = useCallback(async () => {
    if (!owner) return;
    const now = (await keptToSend({ owner, scope })).map((r) => ({ id: r.id, answer: r.kind !== "profile-video" }));
    // Some were here and none are left: they reached us, whoever sent them.
    setKept((before) => {
      if (before.length > 0 && now.length === 0) setNote(words.allWithUs);
      return now;
    });
  }, [owner, scope, words]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the count is read from the device
    void recount();
  }, [recount, states]);

  const count = kept.length;
  const said = keptWords(
    count,
    kept.every((k) => k.answer),
    words,
  );
  // Some may already be on their way (the interview page sends them as it opens).
  const mine = states.filter((s) => kept.some((k) => k.id === s.id));
  const sending = mine.filter((s) => s.state === "sending");
  const onTheirWay = busy || mine.some((s) => s.state === "sending" || s.state === "waiting");
  const progress = sending.length ? Math.floor((sending.reduce((sum, s) => sum + s.progress, 0) / sending.length) * 100) : null;

  async function send() {
    if (!owner) return;
    setBusy(true);
    setNote("");
    const outcomes = deliverKept({ owner, scope }, { headers });
    // Those already waiting for their next try go now.
    retryNow();
    const done = await outcomes;
    const refused = done.filter((o) => o.state === "refused");
    setBusy(false);
    const error = refused[0]?.state === "refused" ? refused[0].error : "";
    setNote(refused.length ? fill(refused.length === 1 ? words.refusedOne : words.refusedMany, { n: refused.length, error }) : words.allWithUs);
    void recount();
  }

  if (count === 0 && !note) return null;
  return (
    <div className={className} data-testid="kept-recordings">
      {count > 0 ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-900">
            <span className="font-semibold">{said.saved}</span>{" "}
            {onTheirWay ? (progress !== null ? fill(words.keptSending, { percent: progress }) : words.keptWaiting) : said.before}
          </p>
          <Button size="sm" onClick={() => void send()} loading={busy} className="shrink-0">
            {said.send}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className={note ? "mt-2 text-sm text-ink-700" : "sr-only"}>
        {note}
      </p>
    </div>
  );
}
