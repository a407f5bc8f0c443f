// What a recorded mock answer carries besides its video, as the mock routes read it: the first
// take (add-mock-video) and a retake from the review (retry-answer) send the same fields.
import type { Recording } from "@/components/recording/recorder";
import type { SignalsRecorder } from "./answer-signals";

type AnswerExtras = {
  recording: Recording;
  measured: ReturnType<SignalsRecorder["end"]>;
  /** The time this answer was given (the candidate's chosen multiple of the standard time). */
  answerSeconds: number;
  /** The camera's figures, when the camera was watched. */
  camera?: unknown;
};

/** Where a mock's answers (and its device choices) are kept on the device. */
export function mockScope(mockId: string): string {
  return `mock:${mockId}`;
}

/** The fields that identify the answer, known when recording starts. */
export function answerTarget(mockId: string, qnum: number): [string, string][] {
  return [
    ["mock_id", mockId],
    ["qnum", String(qnum)],
  ];
}

export function answerExtras({ recording, measured, answerSeconds, camera }: AnswerExtras): [string, string][] {
  const fields: [string, string][] = [];
  // A recorder stopped a moment late still counts as the limit (plus the stop's own delay).
  fields.push(["duration_ms", String(Math.min(recording.durationMs, (answerSeconds + 4) * 1000))]);
  if (measured.segments) fields.push(["segments", JSON.stringify(measured.segments)]);
  if (measured.transcript) fields.push(["browser_transcript", measured.transcript]);
  if (camera) fields.push(["camera", JSON.stringify(camera)]);
  return fields;
}
