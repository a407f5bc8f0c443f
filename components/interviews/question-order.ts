// Where a recorded interview's question screen stands, as a small state machine: loading question
// `number`, answering it (take `take` of it), moving on, or recording it again. Each named event
// moves it one step; the screen (question-screen.tsx) draws the state and sends the events.
import type { Question } from "./interview-api";

export type QuestionPhase = "loading" | "answering" | "moving" | "retaking";

export type QuestionState = { number: number; question: Question | null; take: number; phase: QuestionPhase };

export type QuestionEvent =
  /** Question `number` (or the next one) came from the server: the take it names starts. */
  | { type: "loaded"; question: Question }
  /** The answer is being ended (next, the clock, an early submit). */
  | { type: "moving" }
  /** Nothing was recorded with time left: the question stays, its take unspent. */
  | { type: "stayed" }
  /** The next question is asked for. */
  | { type: "advanced" }
  /** "Record again" ends this take… */
  | { type: "retaking" }
  /** …and take `take` records (the same number again when the last recorded nothing). */
  | { type: "retaken"; take: number };

/** Opens at question `startAt`; `again`: its take to record once more, after a reload cut its answer. */
export function initialQuestion({ startAt, again }: { startAt: number; again?: number }): QuestionState {
  return { number: startAt, question: null, take: again ?? 1, phase: "loading" };
}

export function reduceQuestion(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case "loaded":
      return { ...state, question: event.question, take: event.question.take, phase: "answering" };
    case "moving":
      return { ...state, phase: "moving" };
    case "stayed":
      return { ...state, phase: "answering" };
    case "advanced":
      // After the question on screen, which the server may have moved past the one asked for.
      return { ...state, number: (state.question?.ques_no ?? state.number) + 1, phase: "loading" };
    case "retaking":
      return { ...state, phase: "retaking" };
    case "retaken":
      return { ...state, take: event.take, phase: "answering" };
  }
}
