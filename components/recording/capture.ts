// The capture unit: one recording from the camera to the server, written once for the mock answer,
// the interview answer, the review's retake and the profile video. Started with what it is and
// where it goes, each chunk kept as it is recorded; `finish` stops it, completes it with the fields
// known only at its end and starts sending it (or keeps it as a draft until the candidate chooses
// it). A recording that holds nothing is never kept or sent: it ends as `empty`, and the screen
// offers another try. A recording that stops by itself (the recorder failed, the camera was taken)
// is told through `onInterrupted`; what it recorded is finished like any other.
import { beginKept, dropKept, finishKept, newRecordingId, keepChunk, type KeptRecording } from "./device-store";
import { extensionFor } from "./media";
import { announceKept, deliver, type SendOptions, type SendOutcome } from "./outbox";
import { startRecording, type Interruption, type RecorderOptions, type Recording } from "./recorder";

export type CaptureTarget = Omit<KeptRecording, "id" | "chunks" | "createdAt" | "state" | "fileName" | "type"> & {
  /** The file's name before its extension ("answer-3"). */
  fileStem: string;
};

export type CaptureOutcome =
  /** Complete on the device and on its way; `sending` settles when the server has it or refuses it. */
  | { state: "sending"; recording: Recording; sending: Promise<SendOutcome> }
  /** Complete on the device, sent only when the candidate chooses it (`send`). */
  | { state: "draft"; recording: Recording }
  /** Nothing was recorded: nothing is kept or sent. */
  | { state: "empty"; recording: Recording };

export type Capture = {
  id: string;
  /**
   * Stops the recording and hands it on. `fields` adds what the answer carries besides its bytes,
   * worked out from the recording; `draft` keeps it unsent until `send`. Called twice, the first
   * call's outcome is returned.
   */
  finish: (extra?: { fields?: (recording: Recording) => [string, string][]; draft?: boolean }) => Promise<CaptureOutcome>;
  /** Sends a draft kept by `finish({ draft: true })`. */
  send: (options?: SendOptions) => Promise<SendOutcome>;
  /** Stops the recording and forgets it (typed instead, or never chosen). */
  discard: () => Promise<void>;
};

export type CaptureOptions = Pick<RecorderOptions, "bitrates" | "audioOnly"> & {
  /** How the recording is sent (an interview link's token). */
  send?: SendOptions;
  onInterrupted?: (reason: Interruption) => void;
};

/** Nothing the candidate can use: no bytes at all. */
export function isEmptyRecording(recording: Recording): boolean {
  return recording.blob.size === 0;
}

export function captureRecording(stream: MediaStream, target: CaptureTarget, options: CaptureOptions = {}): Capture {
  const id = newRecordingId();
  const { fileStem, ...entry } = target;
  let chunks = 0;
  const recorder = startRecording(stream, {
    bitrates: options.bitrates,
    audioOnly: options.audioOnly,
    onChunk: (chunk, seq) => {
      chunks = seq + 1;
      void keepChunk(id, seq, chunk);
    },
    onInterrupted: options.onInterrupted,
  });
  void beginKept({ ...entry, id, fileName: `${fileStem}.${extensionFor(recorder.mimeType)}`, type: recorder.mimeType });
  let finished: Promise<CaptureOutcome> | null = null;

  const finish: Capture["finish"] = (extra = {}) =>
    (finished ??= (async (): Promise<CaptureOutcome> => {
      const recording = await recorder.stop();
      if (isEmptyRecording(recording)) {
        await dropKept(id);
        return { state: "empty", recording };
      }
      const fields = [...target.fields, ...(extra.fields?.(recording) ?? [])];
      await finishKept(id, { fileName: `${fileStem}.${recording.extension}`, type: recording.type, fields, chunks, state: extra.draft ? "draft" : "ready" });
      if (extra.draft) return { state: "draft", recording };
      return { state: "sending", recording, sending: sendKept(options.send) };
    })());

  function sendKept(sendOptions?: SendOptions): Promise<SendOutcome> {
    announceKept({ id, scope: target.scope, kind: target.kind, qnum: target.qnum, take: target.take, followUpOf: target.followUpOf });
    return deliver(id, sendOptions);
  }

  return {
    id,
    finish,
    send: async (sendOptions = options.send) => {
      await finishKept(id, { state: "ready" });
      return sendKept(sendOptions);
    },
    discard: async () => {
      await recorder.stop();
      await dropKept(id);
    },
  };
}
