"use client";
// The device check's choice for one mock or interview: video at a bitrate the connection carries,
// or the microphone alone. Audio only is kept on the device, so a reload (or the retake of an
// answer) goes on as the candidate chose; the bitrates are measured again on each visit.
import { useCallback, useEffect, useRef, useState } from "react";
import { keepChoice, readChoice } from "./device-store";
import type { RecorderBitrates } from "./recorder";
import { defaultChoice, type RecordingChoice } from "./recording-plan";

/**
 * `owner` null while it is still being worked out (an interview link's hash): nothing is read or
 * kept until then. `audioOnly`: the choice until a kept one is read (the retake of an audio answer
 * starts as audio).
 */
export function useRecordingChoice(owner: string | null, scope: string, ceiling: Required<RecorderBitrates>, audioOnly = false) {
  const [choice, setChoice] = useState<RecordingChoice>(() => ({ ...defaultChoice(ceiling), audioOnly }));
  // Chosen on this visit: a kept choice read later must not undo it.
  const chosen = useRef(false);
  const [restored, setRestored] = useState(false);
  // The preview was passed on an earlier visit to this mock or interview: a resume does not ask for it again.
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    void readChoice(owner, scope).then((kept) => {
      if (!live || !kept) return;
      setChecked(kept.checked ?? false);
      if (chosen.current) return;
      setChoice((now) => ({ ...now, audioOnly: kept.audioOnly }));
      setRestored(kept.audioOnly);
    });
    return () => {
      live = false;
    };
  }, [owner, scope]);

  const current = useRef(choice);
  useEffect(() => {
    current.current = choice;
  }, [choice]);

  const change = useCallback(
    (next: RecordingChoice) => {
      if (next.audioOnly !== current.current.audioOnly) {
        chosen.current = true;
        setRestored(false);
        // Another choice is checked again (its preview records what the new choice records).
        if (owner) void keepChoice(owner, scope, { audioOnly: next.audioOnly, checked: false });
        setChecked(false);
      }
      current.current = next;
      setChoice(next);
    },
    [owner, scope],
  );

  /** The preview was passed: kept with the choice, for a resume. */
  const markChecked = useCallback(() => {
    if (owner) void keepChoice(owner, scope, { audioOnly: current.current.audioOnly, checked: true });
  }, [owner, scope]);

  return { choice, change, restored, checked, markChecked };
}
