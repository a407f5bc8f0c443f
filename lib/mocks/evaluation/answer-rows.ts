// Between the database's answer rows and the evaluator's types.
import type { AnswerEvaluation, AnswerToEvaluate, DeliveryMetrics, SpeechSegment, TranscriptSource } from "@/lib/ai/evaluate";
import { ZSpeechSegments } from "@/lib/mocks/answers/schema";

/** How a transcript from the candidate's own browser is labelled. */
export const BROWSER_TRANSCRIPT_ENGINE = "browser speech recognition";

export const answerRowSelect = {
  id: true,
  videoKey: true,
  contentType: true,
  durationMs: true,
  durationFromContainer: true,
  audioOnly: true,
  speechSegments: true,
  camera: true,
  browserTranscript: true,
  transcript: true,
  transcriptSource: true,
  transcriptEngine: true,
  transcriptWords: true,
  score: true,
  reason: true,
  evidence: true,
  missing: true,
  improvement: true,
  modelAnswer: true,
  delivery: true,
  scoreEngine: true,
  evaluatedAt: true,
} as const;

export type AnswerRow = {
  durationMs: number | null;
  /** True when the length was read from the recording itself, false when the browser's figure stands. */
  durationFromContainer: boolean;
  speechSegments: unknown;
  transcript: string | null;
  transcriptSource: string | null;
  transcriptEngine: string | null;
  transcriptWords: unknown;
  score: number | null;
  reason: string | null;
  evidence: string[];
  missing: string | null;
  improvement: string | null;
  modelAnswer: string | null;
  delivery: unknown;
  scoreEngine: string | null;
};

export function segmentsOf(row: Pick<AnswerRow, "speechSegments">): SpeechSegment[] | null {
  const parsed = ZSpeechSegments.safeParse(row.speechSegments);
  return parsed.success ? parsed.data : null;
}

export function toAnswerToEvaluate(position: number, question: string, row: AnswerRow): AnswerToEvaluate {
  const words = Array.isArray(row.transcriptWords) ? (row.transcriptWords as { word: string; start: number; end: number }[]) : null;
  return {
    position,
    question,
    transcript:
      row.transcript !== null && row.transcriptSource
        ? { text: row.transcript, words, source: row.transcriptSource as TranscriptSource, engine: row.transcriptEngine ?? "" }
        : null,
    segments: segmentsOf(row),
    durationSeconds: row.durationMs !== null ? row.durationMs / 1000 : null,
  };
}

export function toAnswerEvaluation(position: number, row: AnswerRow): AnswerEvaluation {
  return {
    position,
    score: row.score,
    reason: row.reason ?? "",
    evidence: row.evidence,
    missing: row.missing,
    improvement: row.improvement,
    modelAnswer: row.modelAnswer,
    delivery: row.delivery as DeliveryMetrics,
    engine: row.scoreEngine ?? "none",
  };
}
