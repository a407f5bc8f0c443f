// One mapper from the database row to the spec's Mock fields (section 3), plus live progress.
import type { Difficulty, MockStatus } from "@/generated/prisma/enums";
import { answerSeconds } from "@/lib/interviews/answer-time";
import { mockStatusLabel, type MockStatusLabel } from "./status";
import { mockLanguageOf, type MockLanguage } from "@/lib/language/languages";

export const DIFFICULTY_LABELS = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const satisfies Record<Difficulty, string>;

export const mockSummarySelect = {
  id: true,
  title: true,
  description: true,
  industry: true,
  experience: true,
  skills: true,
  difficulty: true,
  value: true,
  status: true,
  engine: true,
  failureReason: true,
  overallScore: true,
  overallSummary: true,
  practiceOf: true,
  followUps: true,
  language: true,
  questionCount: true,
  extraTimePercent: true,
  practiceRun: true,
  createdAt: true,
  _count: { select: { questions: true } },
} as const;

export interface MockProgress {
  /** Questions planned for this mock. */
  total: number;
  questionsWritten: number;
  audioMade: number;
}

export interface MockSummary {
  mock_id: string;
  Title: string;
  Description: string;
  Job_Industry: string;
  Experience: number;
  Skills: string[];
  Value: string;
  Question_Preference: string;
  Status: MockStatusLabel;
  Created_At: number;
  engine: string | null;
  failure_reason: string | null;
  overall_score: number | null;
  /** A weak spot of an earlier mock that this one asks again in a new variant (its last question). */
  practice_of: string | null;
  /** Whether the mock asks follow-up questions (up to three, right after the main answers they follow up). */
  follow_ups: boolean;
  /** The mock's language: en (English), hi (Hindi) or hinglish. */
  language: MockLanguage;
  /** The time for each answer, in seconds: 180 s with the extra time chosen (or the invitation's, for a practice run). */
  answer_seconds: number;
  extra_time_percent: number;
  /** A free practice run of a recorded interview (1 for the first), or null for an ordinary mock. */
  practice_run: number | null;
  progress: MockProgress;
}

interface SummaryRow {
  id: string;
  title: string;
  description: string;
  industry: string;
  experience: number;
  skills: string[];
  difficulty: Difficulty;
  value: string;
  status: MockStatus;
  engine: string | null;
  failureReason: string | null;
  overallScore: number | null;
  practiceOf?: string | null;
  followUps?: boolean;
  language?: string;
  questionCount: number;
  extraTimePercent: number;
  practiceRun: number | null;
  createdAt: Date;
}

export function toMockSummary(row: SummaryRow, progress: { questionsWritten: number; audioMade: number }): MockSummary {
  return {
    mock_id: row.id,
    Title: row.title,
    Description: row.description,
    Job_Industry: row.industry,
    Experience: row.experience,
    Skills: row.skills,
    Value: row.value,
    Question_Preference: DIFFICULTY_LABELS[row.difficulty],
    Status: mockStatusLabel(row.status),
    Created_At: Math.floor(row.createdAt.getTime() / 1000),
    engine: row.engine,
    failure_reason: row.failureReason,
    overall_score: row.overallScore,
    practice_of: row.practiceOf ?? null,
    follow_ups: row.followUps ?? false,
    language: mockLanguageOf(row.language),
    answer_seconds: answerSeconds(row.extraTimePercent),
    extra_time_percent: row.extraTimePercent,
    practice_run: row.practiceRun,
    progress: { total: Math.max(row.questionCount, progress.questionsWritten), ...progress },
  };
}
