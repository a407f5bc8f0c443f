// How a candidate's scores moved across their completed mocks, oldest first.
import { db } from "@/lib/db/client";

export type ScorePoint = { mockId: string; title: string; completedAt: number; content: number | null; delivery: number | null };

export async function listScoreProgress(options: { candidateId: string; limit?: number }): Promise<ScorePoint[]> {
  const rows = await db().mock.findMany({
    where: { candidateId: options.candidateId, status: "PROCESS_COMPLETED" },
    orderBy: { completedAt: "desc" },
    take: options.limit ?? 12,
    select: { id: true, title: true, overallScore: true, completedAt: true, createdAt: true, evaluation: { select: { deliveryScore: true } } },
  });
  return rows.reverse().map((r) => ({
    mockId: r.id,
    title: r.title,
    completedAt: Math.floor((r.completedAt ?? r.createdAt).getTime() / 1000),
    content: r.overallScore,
    delivery: r.evaluation?.deliveryScore ?? null,
  }));
}
