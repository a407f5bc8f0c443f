// The review's part of get-mock-data: one result per question once the mock is evaluated, the
// overall figures, and where the evaluation stands (including a failure the candidate can retry).
import type { DeliveryMetrics } from "@/lib/ai/evaluate";
import { answerGuidePoints } from "@/lib/ai/offline/answer-guide";
import { mockLanguageOf } from "@/lib/language/languages";
import { ZCameraFigures, type CameraFigures } from "@/lib/mocks/answers/schema";
import type { AnswerRow } from "./answer-rows";

export const NOT_ANSWERED_REASON = "This question was not answered.";

export interface EvaluationResult {
  qnum: number;
  question: string;
  /** A follow-up's main question (its qnum); null for a main question. */
  follow_up_of: number | null;
  /** The words heard (the transcript), or null when the answer was not transcribed or not given. */
  candidate_answer: string | null;
  answered: boolean;
  /** How the question was answered: a recording, or typed (its words exact, no speaking measures); null when not answered. */
  answer_kind: "video" | "typed" | null;
  /** "provider" (our speech-to-text), "browser" (the candidate's browser heard it) or "typed". */
  transcript_source: string | null;
  score: number | null;
  reason: string | null;
  evidence: string[];
  missing: string | null;
  improvement: string | null;
  model_answer: string | null;
  delivery: DeliveryMetrics | null;
  /** Where the answer's length (and so its pace) comes from: the recording itself, or the browser when the recording could not be read. */
  length_source: "recording" | "browser" | null;
  engine: string | null;
  /** The candidate's own recording (an owner-only route that hands out a short-lived link). */
  video: string | null;
  /** Recorded with the microphone alone: a full answer, played as sound, with no camera figures. */
  audio_only: boolean;
  /** Seconds after the mock was submitted that this answer arrived (recorded in time, held up by the network); null when on time. */
  late_seconds: number | null;
  /** Camera figures when the candidate opted in to them; only ever shown to the candidate. */
  camera: CameraFigures | null;
  /** What a strong answer covers: 3–4 points, shown after the answer as a checklist. */
  guide: string[];
  /** Indexes of the guide's points the candidate ticked. */
  guide_ticks: number[];
  /** Every take of this question, oldest first: take 1 is the interview's answer, then the retakes. */
  takes: AnswerTake[];
}

/** One recording of a question and what it scored. */
export interface AnswerTake {
  take: number;
  /** False while a retake is still being scored. */
  evaluated: boolean;
  score: number | null;
  reason: string | null;
  candidate_answer: string | null;
  delivery: DeliveryMetrics | null;
  video: string | null;
  audio_only: boolean;
  /** Epoch seconds. */
  created_at: number;
}

export interface EvaluationState {
  engine: string | null;
  delivery_score: number | null;
  failed: boolean;
  error: string | null;
}

type QuestionRow = {
  position: number;
  text: string;
  guideTicks: number[];
  followUpOf?: number | null;
  answer: (RecordedRow & { kind: "VIDEO" | "TYPED"; camera: unknown; lateSeconds?: number | null }) | null;
  retakes?: (RecordedRow & { take: number })[];
};

type RecordedRow = AnswerRow & { evaluatedAt: Date | null; videoKey: string | null; createdAt?: Date; audioOnly?: boolean };

function toTake(mockId: string, qnum: number, take: number, row: RecordedRow): AnswerTake {
  const video =
    row.videoKey && row.videoKey !== NO_VIDEO_KEY ? `/api/mock/answer-video?mock_id=${mockId}&qnum=${qnum}${take > 1 ? `&take=${take}` : ""}` : null;
  return {
    take,
    evaluated: !!row.evaluatedAt,
    score: row.score,
    reason: row.reason,
    candidate_answer: row.transcript,
    delivery: (row.delivery as DeliveryMetrics | null) ?? null,
    video,
    audio_only: row.audioOnly ?? false,
    created_at: Math.floor((row.createdAt?.getTime() ?? 0) / 1000),
  };
}

export type GuideContext = { title: string; industry: string; skills: string[]; language: string };

/** Rows the demo seed wrote have no stored video to replay. */
const NO_VIDEO_KEY = "seed/none";

export function toEvaluationResults(mockId: string, completed: boolean, questions: QuestionRow[], context: GuideContext): EvaluationResult[] {
  if (!completed) return [];
  return questions.map((q) => {
    const a = q.answer;
    const camera = a ? ZCameraFigures.safeParse(a.camera) : null;
    return {
      qnum: q.position,
      question: q.text,
      follow_up_of: q.followUpOf ?? null,
      candidate_answer: a?.transcript ?? null,
      answered: !!a,
      answer_kind: a ? (a.kind === "TYPED" ? "typed" : "video") : null,
      transcript_source: a?.transcriptSource ?? null,
      score: a?.score ?? null,
      reason: a ? a.reason : NOT_ANSWERED_REASON,
      evidence: a?.evidence ?? [],
      missing: a?.missing ?? null,
      improvement: a?.improvement ?? null,
      model_answer: a?.modelAnswer ?? null,
      delivery: (a?.delivery as DeliveryMetrics | null) ?? null,
      length_source: a && a.durationMs !== null ? (a.durationFromContainer ? "recording" : "browser") : null,
      engine: a?.scoreEngine ?? null,
      video: a?.videoKey && a.videoKey !== NO_VIDEO_KEY ? `/api/mock/answer-video?mock_id=${mockId}&qnum=${q.position}` : null,
      audio_only: a?.audioOnly ?? false,
      late_seconds: a?.lateSeconds ?? null,
      camera: camera?.success && !a?.audioOnly ? camera.data : null,
      // A follow-up asks for one thing: the guide of a whole answer does not fit it.
      guide: q.followUpOf != null ? [] : answerGuidePoints(q.text, context, mockLanguageOf(context.language)),
      guide_ticks: q.guideTicks,
      takes: a ? [toTake(mockId, q.position, 1, a), ...(q.retakes ?? []).map((r) => toTake(mockId, q.position, r.take, r))] : [],
    };
  });
}

export function toEvaluationState(
  row: { engine: string | null; deliveryScore: number | null; failedAt: Date | null; error: string | null } | null,
): EvaluationState | null {
  if (!row) return null;
  return { engine: row.engine, delivery_score: row.deliveryScore, failed: !!row.failedAt, error: row.failedAt ? row.error : null };
}
