import type { MockLanguage } from "@/lib/language/languages";
// What the evaluation reads and what it gives back, shared by the evaluators, the task and the review.

/** A stretch of speech the browser's voice-activity detector heard, in seconds from the answer's start. */
export type SpeechSegment = { start: number; end: number };

/** Who gave us the words: our speech-to-text, the candidate's browser, or the candidate's own typing (exact). */
export type TranscriptSource = "provider" | "browser" | "typed";

export type AnswerTranscript = {
  text: string;
  /** Word timings when the speech-to-text gave them (seconds). */
  words: { word: string; start: number; end: number }[] | null;
  /** Who heard the words: our AI provider's speech-to-text or the candidate's browser; or typed, not heard. */
  source: TranscriptSource;
  engine: string;
};

export type AnswerToEvaluate = {
  position: number;
  question: string;
  /** For a follow-up question: the main question it follows up. */
  followUpOf?: string | null;
  transcript: AnswerTranscript | null;
  /** Speech segments from the browser's voice-activity detector; null when it did not run. */
  segments: SpeechSegment[] | null;
  /** Length of the recording in seconds, when known. */
  durationSeconds: number | null;
};

export type MockContext = {
  /** The mock's language (English when absent): the judge reads Hindi and Hinglish answers through their gloss. */
  language?: MockLanguage;
  title: string;
  industry: string;
  skills: string[];
  experience: number;
  difficulty: "EASY" | "MEDIUM" | "HARD";
};

export type TermCount = { term: string; count: number };

export type DeliveryMetrics = {
  durationSeconds: number | null;
  speakingSeconds: number | null;
  /** Share of the answer spent speaking, 0–1. */
  speakingShare: number | null;
  longestPauseSeconds: number | null;
  pauseCount: number | null;
  /** Seconds of silence before the first word. */
  startDelaySeconds: number | null;
  wordCount: number | null;
  wordsPerMinute: number | null;
  fillerCount: number | null;
  fillersPerMinute: number | null;
  fillers: TermCount[];
  hedgeCount: number | null;
  hedges: TermCount[];
  /** 0–10 from what was measured (pace, fillers, pauses, share of time speaking, length); null when nothing was, or when no speech was heard. */
  score: number | null;
  /** True when the voice detector ran and heard no speech (and no words were heard): the answer was silent. Absent on older reviews. */
  silent?: boolean;
  /** The length this answer is held against, in seconds. Absent on older reviews. */
  targetSeconds?: { min: number; max: number } | null;
  /** True for a typed answer: nothing about speaking was measured, so nothing here is scored. Absent on spoken answers. */
  typed?: boolean;
  /** The speech segments the figures came from (for the review's chart). */
  segments: SpeechSegment[];
};

/** Which points of the question template's guide the evaluation could tell, and which of them the answer left out (from 1). */
export type GuideFindings = { template: string; judged: number[]; missed: number[] };

export type AnswerEvaluation = {
  position: number;
  /** 0–10, or null when the words were not heard (the reason says why). */
  score: number | null;
  reason: string;
  /** The candidate's own words the reason rests on, each verbatim from the transcript. */
  evidence: string[];
  missing: string | null;
  improvement: string | null;
  modelAnswer: string | null;
  delivery: DeliveryMetrics;
  /** Which engine scored the content: "openai:<model>", "rule-based", or "none". */
  engine: string;
  /** What the evaluation found of the guide's points; null when it judged none (no words, off the question, a follow-up, a question the bank did not write). */
  guide?: GuideFindings | null;
};

export type MockEvaluation = {
  answers: AnswerEvaluation[];
  /** Average of the content scores to 2 decimals; null when no answer could be scored. */
  overallScore: number | null;
  /** Average of the delivery scores to 2 decimals; null when nothing was measured. */
  deliveryScore: number | null;
  summary: string;
  engine: string;
};
