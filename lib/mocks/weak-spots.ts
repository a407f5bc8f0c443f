// The candidate's weak spots: questions of reviewed mocks whose latest take scored 5 or below,
// for content or for speaking, weakest first. A retake that does better takes a question off it.
import type { DeliveryMetrics } from "@/lib/ai/evaluate";
import { WEAK_SPOT_MAX_SCORE } from "./mock-rules";
import { db } from "@/lib/db/client";

export interface WeakSpot {
  mock_id: string;
  qnum: number;
  question: string;
  score: number;
  reason: string;
  /** How the question was answered in the interview: a typed answer's weakness is its content alone. */
  answer_kind: "video" | "typed";
}

type Take = { score: number | null; reason: string | null; delivery: unknown; evaluatedAt: Date | null };

function weakness(take: Take): { score: number; reason: string } | null {
  if (!take.evaluatedAt) return null;
  const speaking = (take.delivery as DeliveryMetrics | null)?.score ?? null;
  const content = take.score;
  const lowest = [content, speaking].filter((s): s is number => s !== null).sort((a, b) => a - b)[0];
  if (lowest === undefined || lowest > WEAK_SPOT_MAX_SCORE) return null;
  const reason = lowest === content ? (take.reason ?? "") : `How you spoke scored ${lowest}/10: work on pace, pauses and the share of time you speak.`;
  return { score: lowest, reason };
}

export async function listWeakSpots(options: { candidateId: string; limit?: number }): Promise<WeakSpot[]> {
  const takeSelect = { score: true, reason: true, delivery: true, evaluatedAt: true } as const;
  const questions = await db().mockQuestion.findMany({
    where: { mock: { candidateId: options.candidateId, status: "PROCESS_COMPLETED" }, answer: { isNot: null }, followUpOf: null },
    select: {
      mockId: true,
      position: true,
      text: true,
      answer: { select: { ...takeSelect, kind: true } },
      retakes: { where: { evaluatedAt: { not: null } }, orderBy: { take: "desc" }, take: 1, select: takeSelect },
    },
    orderBy: { mock: { createdAt: "desc" } },
    take: 300,
  });
  const spots: WeakSpot[] = [];
  for (const q of questions) {
    const latest = q.retakes[0] ?? q.answer;
    const weak = latest ? weakness(latest) : null;
    if (weak) spots.push({ mock_id: q.mockId, qnum: q.position, question: q.text, ...weak, answer_kind: q.answer?.kind === "TYPED" ? "typed" : "video" });
  }
  return spots.sort((a, b) => a.score - b.score).slice(0, options.limit ?? 10);
}
