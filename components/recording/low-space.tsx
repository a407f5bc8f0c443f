// Before the first question: is there room on this device for the answers to wait until they are
// sent? The mock and the recorded interview warn in the same words.
import { useEffect, useState } from "react";
import { prepareStorage } from "./device-store";
import { RECORDING_WORDS, type RecordingWords } from "./recording-words";

/** Room one answer can take on the device, three minutes of video and some to spare. */
const ANSWER_BYTES_AT_MOST = 20 * 1024 * 1024;

/** Asks for persistent storage and checks the quota once; true when `answers` may not fit. */
export function useLowSpace(answers: number): boolean {
  const [low, setLow] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareStorage().then(({ freeBytes }) => live && setLow(freeBytes !== null && freeBytes < answers * ANSWER_BYTES_AT_MOST));
    return () => {
      live = false;
    };
  }, [answers]);
  return low;
}

/** `words`: the page's "recording" namespace; English where none are handed. */
export function LowSpaceWarning({ words = RECORDING_WORDS }: { words?: RecordingWords }) {
  return (
    <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="low-space">
      {words.lowSpace}
    </p>
  );
}
