// Where a mock interview stands, as a small state machine: asking a question, fetching the next
// (a main answer's follow-up, if the server writes one), submitting, or failed to submit. Each
// named event moves it one step; the screen draws the state and the flow (use-interview-flow.ts)
// sends the events.
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { withFollowUp, type WizardQuestion } from "./question-order";

export type Phase = "asking" | "fetching" | "submitting" | "error";

export type OrderState = {
  /** The questions in the order asked; follow-ups join it as they are written. */
  list: WizardQuestion[];
  /** The question being asked (0-based); `list.length` once all are asked. */
  index: number;
  phase: Phase;
  error: string | null;
};

export type OrderEvent =
  /** The current answer ended: the next question is being fetched. */
  | { type: "answered" }
  /** The next question is asked: the follow-up of the answer just given first, when there is one. */
  | { type: "advanced"; followUp: WizardQuestion | null }
  /** After a reload: asked from where the candidate left off, with the follow-up that was due. */
  | { type: "resumed"; followUp: WizardQuestion | null }
  | { type: "submitting" }
  | { type: "failed"; error: string };

/** The state a mock opens in: resumed after a main answer waits for its follow-up; past the last question it submits. */
export function initialOrder(questions: WizardQuestion[], startAt: number, awaitingFollowUp: boolean): OrderState {
  const phase: Phase = awaitingFollowUp ? "fetching" : startAt >= questions.length ? "submitting" : "asking";
  return { list: questions, index: startAt, phase, error: null };
}

export function reduceOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case "answered":
      return { ...state, phase: "fetching" };
    case "advanced":
      return { ...state, list: event.followUp ? withFollowUp(state.list, event.followUp) : state.list, index: state.index + 1, phase: "asking" };
    case "resumed":
      return { ...state, list: event.followUp ? withFollowUp(state.list, event.followUp) : state.list, phase: "asking" };
    case "submitting":
      return { ...state, phase: "submitting", error: null };
    case "failed":
      return { ...state, phase: "error", error: event.error };
  }
}

/** How many follow-ups have been asked so far. */
export function followUpsAsked(list: readonly WizardQuestion[]): number {
  return list.filter((q) => q.follow_up_of !== null).length;
}

/** Whether the question at `index` is the last one asked: a main answer that may still get its follow-up is not. */
export function isLastQuestion(state: OrderState, followUps: boolean): boolean {
  const current = state.list[state.index];
  const mayFollowUp = followUps && current?.follow_up_of === null && followUpsAsked(state.list) < MOCK_FOLLOW_UPS_MAX;
  return state.index === state.list.length - 1 && !mayFollowUp;
}

/** The main question answered just before `startAt` when its follow-up may still be due (none asked yet, the mock's limit not reached); else null. */
export function mainAwaitingFollowUp(order: readonly WizardQuestion[], startAt: number, followUps: boolean): WizardQuestion | null {
  const before = startAt > 0 ? order[startAt - 1] : undefined;
  if (!followUps || !before || before.follow_up_of !== null) return null;
  const asked = order.filter((q) => q.follow_up_of !== null);
  return asked.length < MOCK_FOLLOW_UPS_MAX && !asked.some((q) => q.follow_up_of === before.qnum) ? before : null;
}
