// Checks answers against the blocks: known ids, statements of their own block, most ≠ least, each
// block once. A full test must answer all 24; saved progress may stop anywhere.
import { AppError } from "@/lib/errors/app-error";
import { DISC_BLOCK_IDS, findStatement } from "./blocks";
import { DISC_MESSAGES, type TDiscProgressAnswer } from "./schema";
import type { DiscAnswer } from "./score";

const order = new Map(DISC_BLOCK_IDS.map((id, i) => [id, i]));

function checkAnswer(answer: TDiscProgressAnswer, seen: Set<string>): void {
  if (!order.has(answer.blockId)) throw new AppError("INVALID_INPUT", DISC_MESSAGES.unknown);
  if (seen.has(answer.blockId)) throw new AppError("INVALID_INPUT", DISC_MESSAGES.duplicate);
  seen.add(answer.blockId);
  for (const choice of [answer.most, answer.least]) {
    if (choice !== null && findStatement(choice)?.blockId !== answer.blockId) throw new AppError("INVALID_INPUT", DISC_MESSAGES.unknown);
  }
  if (answer.most !== null && answer.most === answer.least) throw new AppError("INVALID_INPUT", DISC_MESSAGES.sameChoice);
}

/** Saved progress, in block order, without blocks that have no choice at all. */
export function validateProgress(answers: readonly TDiscProgressAnswer[]): TDiscProgressAnswer[] {
  const seen = new Set<string>();
  for (const answer of answers) checkAnswer(answer, seen);
  return answers.filter((a) => a.most !== null || a.least !== null).toSorted((a, b) => order.get(a.blockId)! - order.get(b.blockId)!);
}

/** A complete test, in block order; 400 with a plain message otherwise. */
export function validateCompleteAnswers(answers: readonly TDiscProgressAnswer[]): DiscAnswer[] {
  const sorted = validateProgress(answers);
  const complete = sorted.filter((a): a is DiscAnswer => a.most !== null && a.least !== null);
  if (complete.length !== DISC_BLOCK_IDS.length) throw new AppError("DISC_INCOMPLETE", DISC_MESSAGES.incomplete);
  return complete.map(({ blockId, most, least }) => ({ blockId, most, least }));
}
