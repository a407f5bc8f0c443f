// How an answer is named wherever a person sees it (the review, the PDF, the partner API): a
// recording with sound and no picture is an "Audio answer", a full answer like any other. Read by
// the browser too.

export type AnswerMediaLabel = "Video answer" | "Audio answer";

export function answerMediaLabel(audioOnly: boolean): AnswerMediaLabel {
  return audioOnly ? "Audio answer" : "Video answer";
}

/** Why an audio answer has no camera figures, in the words the candidate reads. */
export const AUDIO_ONLY_NOT_WATCHED = "Recorded as audio only, so nothing about your face or where you looked was measured, and nothing is marked down for it.";
