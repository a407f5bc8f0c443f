// One of the candidate's mocks with its questions (audio as short-lived links), evaluation and
// progress. Scoped by owner in the query: another candidate's mock is simply not found.
import { MOCK_AUDIO_LINK_TTL_SECONDS } from "./mock-rules";
import { latinReading } from "@/lib/ai/offline/question-bank-hindi";
import { db } from "@/lib/db/client";
import { mockLanguageOf } from "@/lib/language/languages";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { answerRowSelect } from "./evaluation/answer-rows";
import { questionAnswerSeconds } from "./follow-ups/follow-up-rules";
import { toEvaluationResults, toEvaluationState, type EvaluationResult, type EvaluationState } from "./evaluation/evaluation-results";
import { mockSummarySelect, toMockSummary, type MockSummary } from "./map-mock";
import { isUuid } from "@/lib/db/uuid";

export interface MockQuestionView {
  qnum: number;
  question: string;
  /** A Hindi question's reading in Latin letters, shown beneath it; null otherwise. */
  reading: string | null;
  audio: string | null;
  /** A follow-up's main question (its qnum); null for a main question. */
  follow_up_of: number | null;
  /** The time to answer it: the mock's answer time, or half of it for a follow-up. */
  answer_seconds: number;
}

export type { EvaluationResult };

/** A question as the candidate's screens read it: its words, their Latin reading, a link to its audio and its time. */
export async function questionView(
  mock: { language: string; extraTimePercent: number },
  q: { position: number; text: string; audioKey: string | null; followUpOf: number | null },
): Promise<MockQuestionView> {
  return {
    qnum: q.position,
    question: q.text,
    reading: latinReading(q.text, mockLanguageOf(mock.language)),
    audio: q.audioKey ? await storage().signedUrl(q.audioKey, { expiresInSeconds: MOCK_AUDIO_LINK_TTL_SECONDS }) : null,
    follow_up_of: q.followUpOf,
    answer_seconds: questionAnswerSeconds(mock.extraTimePercent, q.followUpOf !== null),
  };
}

export interface MockData extends MockSummary {
  questions: MockQuestionView[];
  evaluation_results: EvaluationResult[];
  overall_summary: string | null;
  /** When the review was ready (epoch seconds); null before. */
  completed_at: number | null;
  /** Positions (1-based) of the questions already answered: the wizard resumes at the first other one. */
  answered: number[];
  evaluation: EvaluationState | null;
}

export const MOCK_NOT_FOUND = "Mock interview not found";

export async function getMockData(options: { candidateId: string; mockId: string }): Promise<MockData> {
  const row = await db().mock.findFirst({
    where: { id: options.mockId, candidateId: options.candidateId },
    select: {
      ...mockSummarySelect,
      completedAt: true,
      questions: {
        orderBy: { position: "asc" },
        select: {
          position: true,
          text: true,
          audioKey: true,
          guideTicks: true,
          followUpOf: true,
          answer: { select: { ...answerRowSelect, kind: true, createdAt: true, lateSeconds: true } },
          retakes: { orderBy: { take: "asc" }, select: { ...answerRowSelect, take: true, createdAt: true } },
        },
      },
      evaluation: { select: { engine: true, deliveryScore: true, failedAt: true, error: true } },
    },
  });
  if (!row) throw new AppError("MOCK_NOT_FOUND", MOCK_NOT_FOUND);
  const questions = await Promise.all(row.questions.map((q) => questionView(row, q)));
  // Follow-ups are asked during the interview: generation's progress counts the main questions.
  const mains = row.questions.filter((q) => q.followUpOf === null);
  const audioMade = mains.filter((q) => q.audioKey).length;
  return {
    ...toMockSummary(row, { questionsWritten: mains.length, audioMade }),
    questions,
    evaluation_results: toEvaluationResults(row.id, row.status === "PROCESS_COMPLETED", row.questions, row),
    overall_summary: row.overallSummary,
    completed_at: row.completedAt ? Math.floor(row.completedAt.getTime() / 1000) : null,
    answered: row.questions.filter((q) => q.answer).map((q) => q.position),
    evaluation: toEvaluationState(row.evaluation),
  };
}

/** A page's mock from its `?mock_id=`: the candidate's own, or null for an id that is missing, malformed or not theirs. */
export async function findMockData(options: { candidateId: string; mockId: unknown }): Promise<MockData | null> {
  const { candidateId, mockId } = options;
  if (typeof mockId !== "string" || !isUuid(mockId)) return null;
  try {
    return await getMockData({ candidateId, mockId });
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
