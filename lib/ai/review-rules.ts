// The scale of every score and what the review holds an answer's speaking against.

export const MAX_SCORE = 10;
/**
 * The answer length the review holds each answer against, in seconds: a story ("tell me about a
 * time…") needs room for the situation, the action and the result; other questions less.
 */
export const MOCK_ANSWER_TARGET_SECONDS = { story: { min: 60, max: 120 }, other: { min: 45, max: 90 } } as const;
/** Less speech than this in a whole answer is silence: it gets no delivery score. */
export const MOCK_SILENCE_SPEECH_SECONDS = 1;
