// What the interview screens show and send about the camera figures, apart from the face model
// that measures them (camera-signals.ts), which loads only once the candidate has opted in.
import type { CameraFigures } from "@/lib/mocks/answers/schema";

export type CameraRecorder = {
  /**
   * Starts measuring an answer. `answerStartedAt` (performance.now() of the answer's start) when
   * the model became ready after the answer began: times stay in the answer's seconds, and the
   * figures say from when they were measured.
   */
  begin(answerStartedAt?: number): void;
  end(): CameraFigures;
  dispose(): void;
};

/** The camera figures on the interview screen: not chosen, loading, measuring, or not possible here. */
export type CameraState = { state: "off" } | { state: "loading" } | { state: "unavailable" } | { state: "ready"; recorder: CameraRecorder };

/** Sent for an answer the candidate opted in for but the face model could not measure: said so in the review. */
export const NOT_MEASURED: CameraFigures = { samples: 0, face_share: 0, looking_share: 0, away: [] };
