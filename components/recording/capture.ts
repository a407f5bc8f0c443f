// One recording from the camera to the device store: started with what it is and where it goes,
// each chunk kept as it is recorded, completed with the fields known only at its end.
import { beginKept, finishKept, newRecordingId, keepChunk, type KeptRecording } from "./device-store";
import { extensionFor } from "./media";
import { startRecording, type RecorderOptions, type Recording } from "./recorder";

export type CaptureTarget = Omit<KeptRecording, "id" | "chunks" | "createdAt" | "state" | "fileName" | "type"> & {
  /** The file's name before its extension ("answer-3"). */
  fileStem: string;
};

export type Capture = {
  id: string;
  /** Stops the recorder; the recording is on the device (as a draft until `complete`). */
  stop: () => Promise<Recording>;
  /** Adds what the answer carries besides its video; `draft` keeps it unsent until chosen. */
  complete: (extra: { fields?: [string, string][]; draft?: boolean }) => Promise<void>;
};

export function captureRecording(stream: MediaStream, target: CaptureTarget, options: Pick<RecorderOptions, "bitrates" | "audioOnly"> = {}): Capture {
  const id = newRecordingId();
  const { fileStem, ...entry } = target;
  const recorder = startRecording(stream, { ...options, onChunk: (chunk, seq) => void keepChunk(id, seq, chunk) });
  const extension = extensionFor(recorder.mimeType);
  void beginKept({ ...entry, id, fileName: `${fileStem}.${extension}`, type: recorder.mimeType });
  let recording: Recording | null = null;
  return {
    id,
    stop: async () => (recording = await recorder.stop()),
    complete: async ({ fields = [], draft = false }) => {
      const patch = recording ? { fileName: `${fileStem}.${recording.extension}`, type: recording.type } : {};
      await finishKept(id, { ...patch, fields: [...target.fields, ...fields], state: draft ? "draft" : "ready" });
    },
  };
}
