// One typed answer arrives: the question is checked to be the candidate's and still open, and the
// words are kept exactly as typed, as the answer's transcript. The time it took is read by the
// server's clock, from when the server first served the question (POST /api/mock/open-question),
// and held to the question's answer time, with a little more for a send the network dropped; the
// browser's answer clock is held to it too. A question the server never served is timed by the
// browser's clock alone. Nothing can show when a typed answer was written, so it cannot join a mock that was
// submitted before it arrived. A retry of the same words is answered as saved; other words, or a
// recording, for a question already answered are refused.
import { AppError } from "@/lib/errors/app-error";
import { checkAnswerLength } from "./answer-form";
import { findTarget, progress, recordAnswer, type ReceivedAnswer } from "./receive-mock-answer";
import { ALREADY_ANSWERED, type TAddMockText } from "./schema";

/** A typed answer sent in time whose send the network dropped has this long to get through again. */
export const TYPED_SEND_ALLOWANCE_SECONDS = 30;

/** How a typed answer's transcript is labelled: its words are the candidate's own, not heard. */
export const TYPED_TRANSCRIPT_SOURCE = "typed";

export async function receiveTypedAnswer(options: { candidateId: string; fields: TAddMockText }): Promise<ReceivedAnswer> {
  const { candidateId, fields } = options;
  const text = fields.text.trim();
  const target = await findTarget(candidateId, fields.mock_id, fields.qnum);
  const answered = (): Promise<ReceivedAnswer> => settleExisting(candidateId, fields, text);
  if (target.answeredAlready) return answered();
  checkAnswerLength(fields.duration_ms, target.extraTimePercent, target.followUp);
  if (target.openedAt)
    checkAnswerLength(Math.max(0, Date.now() - target.openedAt.getTime() - TYPED_SEND_ALLOWANCE_SECONDS * 1000), target.extraTimePercent, target.followUp);
  const recorded = await recordAnswer(
    target,
    {
      kind: "TYPED",
      typedText: text,
      durationMs: fields.duration_ms,
      durationFromContainer: false,
      transcript: text,
      transcriptSource: TYPED_TRANSCRIPT_SOURCE,
      transcriptEngine: TYPED_TRANSCRIPT_SOURCE,
    },
    { measured: false, lateAllowed: false },
  );
  if (recorded.duplicate) return answered();
  return { qnum: fields.qnum, saved: true, duplicate: false, ...(await progress(target.mockId)) };
}

/** The question has an answer already: the same words again are a retry; anything else is refused. */
async function settleExisting(candidateId: string, fields: TAddMockText, text: string): Promise<ReceivedAnswer> {
  const target = await findTarget(candidateId, fields.mock_id, fields.qnum);
  const existing = target.answeredAlready;
  if (existing?.kind !== "TYPED" || existing.typedText !== text) throw new AppError("ANSWER_ALREADY_RECEIVED", ALREADY_ANSWERED);
  return { qnum: fields.qnum, saved: true, duplicate: true, ...(await progress(target.mockId)) };
}
