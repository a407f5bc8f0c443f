// Finishing the test: score the answers, keep the result, forget the progress.
import { db } from "@/lib/db/client";
import { toResultView, type DiscResultView } from "./results";
import type { TDiscProgressAnswer } from "./schema";
import { scoreDisc } from "./score";
import { validateCompleteAnswers } from "./validate-answers";

export async function submitDiscTest(options: { candidateId: string; answers: readonly TDiscProgressAnswer[] }): Promise<DiscResultView> {
  const answers = validateCompleteAnswers(options.answers);
  const score = scoreDisc(answers);
  const row = await db().$transaction(async (tx) => {
    const created = await tx.discResult.create({
      data: {
        candidateId: options.candidateId,
        answers,
        dominance: score.D,
        influence: score.I,
        steadiness: score.S,
        conscientiousness: score.C,
        primaryStyle: score.primary,
        secondaryStyle: score.secondary,
        consistency: score.consistency.score,
      },
    });
    await tx.discProgress.deleteMany({ where: { candidateId: options.candidateId } });
    return created;
  });
  return toResultView(row);
}
