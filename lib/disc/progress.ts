// The test in progress: answers saved as the candidate goes, so leaving and coming back resumes.
import { db } from "@/lib/db/client";
import { publicDiscBlocks, type PublicDiscBlock } from "./blocks";
import type { TDiscProgressAnswer } from "./schema";
import { validateProgress } from "./validate-answers";

export async function getDiscProgress(options: { candidateId: string }): Promise<TDiscProgressAnswer[]> {
  const row = await db().discProgress.findUnique({ where: { candidateId: options.candidateId }, select: { answers: true } });
  if (!row) return [];
  try {
    // Saved answers were checked on the way in; re-checking drops anything the blocks no longer have.
    return validateProgress(row.answers as TDiscProgressAnswer[]);
  } catch {
    return [];
  }
}

/** GET /api/disc/disc-question: the blocks and whatever the candidate has answered so far. */
export async function getDiscQuestions(options: { candidateId: string }): Promise<{ blocks: PublicDiscBlock[]; saved: TDiscProgressAnswer[] }> {
  return { blocks: publicDiscBlocks(), saved: await getDiscProgress(options) };
}

export async function saveDiscProgress(options: { candidateId: string; answers: readonly TDiscProgressAnswer[] }): Promise<{ saved: number }> {
  const answers = validateProgress(options.answers);
  await db().discProgress.upsert({
    where: { candidateId: options.candidateId },
    create: { candidateId: options.candidateId, answers },
    update: { answers },
  });
  return { saved: answers.length };
}
