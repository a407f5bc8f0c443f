// How a candidate's scores moved across their completed mocks, oldest first. Spoken and typed
// answers are kept apart: a typed answer's words are exact and it has no speaking measures, so its
// content score is its own series and never moves the spoken one.
import { db } from "@/lib/db/client";

export type ScorePoint = {
  mockId: string;
  title: string;
  completedAt: number;
  /** Content, averaged over the mock's spoken (recorded) answers; null when none was scored. */
  content: number | null;
  /** Content, averaged over the mock's typed answers; null when none was typed or scored. */
  typed: number | null;
  delivery: number | null;
};

const average = (values: number[]) => (values.length ? Math.round((values.reduce((n, v) => n + v, 0) / values.length) * 100) / 100 : null);

export async function listScoreProgress(options: { candidateId: string; limit?: number }): Promise<ScorePoint[]> {
  const rows = await db().mock.findMany({
    where: { candidateId: options.candidateId, status: "PROCESS_COMPLETED" },
    orderBy: { completedAt: "desc" },
    take: options.limit ?? 12,
    select: {
      id: true,
      title: true,
      completedAt: true,
      createdAt: true,
      evaluation: { select: { deliveryScore: true } },
      answers: { where: { score: { not: null } }, select: { kind: true, score: true } },
    },
  });
  const scores = (answers: { kind: string; score: number | null }[], kind: string) =>
    answers.flatMap((a) => (a.kind === kind && a.score !== null ? [a.score] : []));
  return rows.reverse().map((r) => ({
    mockId: r.id,
    title: r.title,
    completedAt: Math.floor((r.completedAt ?? r.createdAt).getTime() / 1000),
    content: average(scores(r.answers, "VIDEO")),
    typed: average(scores(r.answers, "TYPED")),
    delivery: r.evaluation?.deliveryScore ?? null,
  }));
}
