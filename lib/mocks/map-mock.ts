// One mapper from the database row to the spec's Mock fields (section 3), plus live progress.
import type { Difficulty, MockStatus } from "@/generated/prisma/enums";
import { MOCK_QUESTION_COUNT } from "@/lib/constants";
import { mockStatusLabel, type MockStatusLabel } from "./status";

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
    progress: { total: Math.max(MOCK_QUESTION_COUNT, progress.questionsWritten), ...progress },
  };
}
