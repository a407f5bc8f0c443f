"use client";
// The kept-recordings prompt where a candidate comes back (the dashboard, the mock list): it loads,
// with the device store and the outbox, only on a device that may hold a recording for them.
import { useEffect, useState } from "react";
import { mayHoldRecordings } from "./kept-probe";
import { useLaterPart } from "./later-part";
import { useRecordingOwner } from "./owner";
import type { RecordingWords } from "./recording-words";

const loadPrompt = () => import("./kept-prompt");

/** `words`: the page's "recording" namespace; English where none are handed. */
export function LazyKeptRecordingsPrompt({ className, words }: { className?: string; words?: RecordingWords }) {
  const owner = useRecordingOwner();
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void mayHoldRecordings(owner).then((answer) => {
      if (live) setHolds(answer);
    });
    return () => {
      live = false;
    };
  }, [owner]);
  // Not loaded (the network went): what is kept stays on the device, offered once the prompt loads.
  const { part } = useLaterPart(loadPrompt, holds);
  return part ? <part.KeptRecordingsPrompt className={className} words={words} /> : null;
}
