// Reading DISC results: history, one result, the latest one. Always scoped to the candidate.
import type { DiscResult } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { describeConsistency, scoreDisc, type DiscAnswer, type DiscConsistency } from "./score";
import { isDiscStyle, type DiscStyle } from "./styles";

export type DiscResultView = {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  D: number;
  I: number;
  S: number;
  C: number;
  primary: DiscStyle;
  secondary: DiscStyle;
  consistency: DiscConsistency;
};

const resultSelect = {
  id: true,
  createdAt: true,
  answers: true,
  dominance: true,
  influence: true,
  steadiness: true,
  conscientiousness: true,
  primaryStyle: true,
  secondaryStyle: true,
  consistency: true,
} as const satisfies Partial<Record<keyof DiscResult, true>>;

type ResultRow = Pick<DiscResult, keyof typeof resultSelect>;

export function toResultView(row: ResultRow): DiscResultView {
  // Rows from before the secondary style and consistency were stored are scored again from their answers.
  const rescored = row.secondaryStyle === null || row.consistency === null ? scoreDisc(row.answers as DiscAnswer[]) : null;
  const secondary = row.secondaryStyle ?? rescored!.secondary;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    D: row.dominance,
    I: row.influence,
    S: row.steadiness,
    C: row.conscientiousness,
    primary: isDiscStyle(row.primaryStyle) ? row.primaryStyle : "D",
    secondary: isDiscStyle(secondary) ? secondary : "I",
    consistency: rescored ? rescored.consistency : describeConsistency(row.consistency!),
  };
}

export async function listDiscResults(options: { candidateId: string; take?: number }): Promise<DiscResultView[]> {
  const rows = await db().discResult.findMany({
    where: { candidateId: options.candidateId },
    orderBy: { createdAt: "desc" },
    select: resultSelect,
    take: options.take ?? 50,
  });
  return rows.map(toResultView);
}

export async function getDiscResult(options: { candidateId: string; id: string }): Promise<DiscResultView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(options.id)) return null;
  const row = await db().discResult.findFirst({ where: { id: options.id, candidateId: options.candidateId }, select: resultSelect });
  return row ? toResultView(row) : null;
}

/** The candidate's most recent result, or null: for the dashboard card and the mock interview review. */
export async function getLatestDiscResult(options: { candidateId: string }): Promise<DiscResultView | null> {
  const [latest] = await listDiscResults({ candidateId: options.candidateId, take: 1 });
  return latest ?? null;
}
