"use client";
// The mock interview's flow on its state machine (interview-order.ts): end an answer, wait for its
// follow-up where the mock asks them, go on or submit; and, after a reload, pick up where the
// candidate left off. The answer itself is the question's (use-mock-answer.ts).
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { api } from "@/components/api/api";
import type { CaptureTroubleState } from "@/components/recording/capture-trouble";
import { deliverKept, settled, type SendOutcome } from "@/components/recording/outbox";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { mockScope } from "./answer-form";
import { followUpsAsked, initialOrder, mainAwaitingFollowUp, reduceOrder, type OrderState } from "./interview-order";
import type { WizardQuestion } from "./question-order";
import type { Finished } from "./use-mock-answer";

/**
 * How long the interview waits for a main answer to reach the server before asking for its
 * follow-up; past it the next main question is asked (the answer keeps sending).
 */
const FOLLOW_UP_WAIT_MS = 20_000;
/** English: the interview screen says it in the interface language. */
export const NOT_SUBMITTED = "Your interview could not be submitted. Check your connection and try again.";

export type NextOptions = { skipTyped?: boolean; timeUp?: boolean };

type AnswerHandle = {
  finish: () => Promise<Finished>;
  typing: boolean;
  typedRefused: boolean;
  sendTyped: () => Promise<"sent" | "nothing" | "failed">;
};

export function useOrder(questions: WizardQuestion[], startAt: number, followUps: boolean) {
  const [resumedAfter] = useState(() => mainAwaitingFollowUp(questions, startAt, followUps));
  const [state, dispatch] = useReducer(reduceOrder, undefined, () => initialOrder(questions, startAt, resumedAfter !== null));
  return { state, dispatch, resumedAfter };
}

export function useInterviewFlow({
  mockId,
  owner,
  startAt,
  followUps,
  order,
  answer,
  trouble,
  onDone,
}: {
  mockId: string;
  owner: string;
  startAt: number;
  followUps: boolean;
  order: ReturnType<typeof useOrder>;
  answer: AnswerHandle;
  trouble: CaptureTroubleState;
  onDone: () => void;
}) {
  const { state, dispatch, resumedAfter } = order;
  const scope = mockScope(mockId);
  const moving = useRef(false);
  const latest = useRef<OrderState>(state);
  useEffect(() => {
    latest.current = state;
    // A question being asked can be moved on from.
    if (state.phase === "asking") moving.current = false;
  }, [state]);

  /** Once the main answer `asked` is with the server, its follow-up if the server writes one; null otherwise. */
  const followUpOf = useCallback(
    async (asked: WizardQuestion, answered: Finished): Promise<WizardQuestion | null> => {
      if (!followUps || !answered || answered === "empty" || asked.follow_up_of !== null) return null;
      if (followUpsAsked(latest.current.list) >= MOCK_FOLLOW_UPS_MAX) return null;
      let timer = 0;
      const waited = new Promise<null>((resolve) => {
        timer = window.setTimeout(() => resolve(null), FOLLOW_UP_WAIT_MS);
      });
      const sent = await Promise.race([answered.sending, waited]).finally(() => window.clearTimeout(timer));
      if (sent?.state !== "sent") return null;
      const result = await api("GET /api/mock/next-question", { query: { mock_id: mockId }, signedIn: true });
      return result.ok && result.data && result.data.follow_up_of === asked.qnum ? result.data : null;
    },
    [followUps, mockId],
  );

  const submit = useCallback(async () => {
    dispatch({ type: "submitting" });
    await settled(scope);
    const result = await api("POST /api/mock/end-interview", { json: { id: mockId }, fallback: NOT_SUBMITTED, offline: NOT_SUBMITTED });
    if (result.ok) return onDone();
    dispatch({ type: "failed", error: result.error });
  }, [dispatch, mockId, onDone, scope]);

  // Opened with every question answered (on the server or on this device): straight to submitting.
  // Opened right after a main answer whose follow-up was not fetched: once the answers kept here are
  // with the server, the next question is asked for; its follow-up comes first.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const total = state.list.length;
    if (!resumedAfter) {
      if (startAt >= total) void submit();
      return;
    }
    void (async () => {
      const sending = deliverKept({ owner, scope }).then((outcomes): SendOutcome => outcomes.find((o) => o.state === "refused") ?? { state: "sent", data: {} });
      const followUp = await followUpOf(resumedAfter, { sending });
      if (!followUp && startAt >= total) return submit();
      dispatch({ type: "resumed", followUp });
    })();
  }, [dispatch, followUpOf, owner, resumedAfter, scope, startAt, state.list.length, submit]);

  const next = useCallback(
    async (options: NextOptions = {}) => {
      if (moving.current) return;
      moving.current = true;
      const typedAnswer = answer.typing && !options.skipTyped ? await answer.sendTyped() : "nothing";
      if (typedAnswer === "failed") return void (moving.current = false);
      const { list, index } = latest.current;
      const asked = list[index]!;
      // A typed answer is with the server already: its follow-up is asked for as a recording's is.
      const finished: Finished = typedAnswer === "sent" ? { sending: Promise.resolve<SendOutcome>({ state: "sent", data: {} }) } : await answer.finish();
      // Nothing recorded and time left: the same question again, on the same clock, once the candidate chooses.
      if (finished === "empty" && !options.timeUp) {
        trouble.empty(asked.qnum);
        return void (moving.current = false);
      }
      if (finished === "empty") trouble.empty(asked.qnum, { timeUp: true });
      else trouble.movedOn(asked.qnum);
      dispatch({ type: "answered" });
      const followUp = await followUpOf(asked, finished);
      if (!followUp && index === list.length - 1) return submit();
      dispatch({ type: "advanced", followUp });
    },
    [answer, dispatch, followUpOf, submit, trouble],
  );

  const submitEarly = useCallback(async () => {
    if (moving.current) return;
    moving.current = true;
    if (answer.typing && !answer.typedRefused && (await answer.sendTyped()) === "failed") return void (moving.current = false);
    dispatch({ type: "answered" });
    await answer.finish();
    await submit();
  }, [answer, dispatch, submit]);

  return { next, submit, submitEarly, scope };
}
