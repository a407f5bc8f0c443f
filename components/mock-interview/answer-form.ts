// One recorded answer as the form the mock routes read: the first take (add-mock-video) and a
// retake from the review (retry-answer) send the same fields.
import type { Recording } from "./answer-recorder";
import type { SignalsRecorder } from "./answer-signals";

type AnswerForm = {
  mockId: string;
  qnum: number;
  recording: Recording;
  measured: ReturnType<SignalsRecorder["end"]>;
  /** The time this answer was given (the candidate's chosen multiple of the standard time). */
  answerSeconds: number;
  /** The camera's figures, when the camera was watched. */
  camera?: unknown;
  /** "answer" or "take": the file's name before its number. */
  fileStem: string;
};

export function answerForm({ mockId, qnum, recording, measured, answerSeconds, camera, fileStem }: AnswerForm): FormData {
  const form = new FormData();
  form.append("mock_id", mockId);
  form.append("qnum", String(qnum));
  // A recorder stopped a moment late still counts as the limit (plus the stop's own delay).
  form.append("duration_ms", String(Math.min(recording.durationMs, (answerSeconds + 4) * 1000)));
  if (measured.segments) form.append("segments", JSON.stringify(measured.segments));
  if (measured.transcript) form.append("browser_transcript", measured.transcript);
  if (camera) form.append("camera", JSON.stringify(camera));
  form.append("answer", new File([recording.blob], `${fileStem}-${qnum}.${recording.extension}`, { type: recording.blob.type }));
  return form;
}
