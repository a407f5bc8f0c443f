// The order a mock's questions are asked in: the main questions by number, each followed straight
// away by its follow-up when it has one (a follow-up is numbered after the main questions, in the
// order asked, so its number is not its place).
import { inAskingOrder } from "@/lib/mocks/follow-ups/follow-up-rules";
import type { MockQuestionView } from "@/lib/mocks/get-mock-data";

export type WizardQuestion = MockQuestionView;

export function askingOrder(questions: readonly WizardQuestion[]): WizardQuestion[] {
  return inAskingOrder(questions);
}

/** Where to resume: the place after the last question answered (on the server or kept on this device). */
export function resumeAt(order: readonly WizardQuestion[], done: readonly number[]): number {
  const answered = new Set(done);
  let at = 0;
  order.forEach((q, i) => {
    if (answered.has(q.qnum)) at = i + 1;
  });
  return at;
}

/** The order with `followUp` asked right after its main question (once). */
export function withFollowUp(order: readonly WizardQuestion[], followUp: WizardQuestion): WizardQuestion[] {
  if (order.some((q) => q.qnum === followUp.qnum)) return [...order];
  const main = order.findIndex((q) => q.qnum === followUp.follow_up_of);
  return main === -1 ? [...order, followUp] : [...order.slice(0, main + 1), followUp, ...order.slice(main + 1)];
}
