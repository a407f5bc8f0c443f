// One recorded answer arrives: the form streams through (the video straight into storage, never
// whole in memory), the question is checked to be the candidate's and still open, and the answer
// is recorded once. A retry of an answer already saved is answered as saved and stores nothing.
// The answer's length is read from the video's own container as it streams past (WebM/MP4
// timestamps): one longer than the limit is refused before it is committed to storage. When the
// container does not say (an unusual recorder, a damaged file), the answer is kept with the
// browser's figure marked as unverified; the size limit still bounds it.
// A mock's questions close when it is submitted. An answer recorded before that but held up by the
// network is still kept for a day after, marked late, if its length is read from the file and
// within the limit; the mock's evaluation then runs again to take it in.
import { LATE_ANSWER_ACCEPT_SECONDS } from "@/lib/interviews/interview-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import type { ReceivedFile } from "@/lib/uploads/form-spec";
import { lateness, LATE_ANSWER_REFUSED, LATE_ANSWER_UNMEASURED } from "@/lib/interviews/answer-time";
import { queueEvaluation } from "@/lib/mocks/evaluation/end-interview";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { answerColumns, answerForm, answerQuestion, checkAnswerLength } from "./answer-form";
import { ALREADY_ANSWERED, type TAddMockVideoFields } from "./schema";
import type { Prisma } from "@/generated/prisma/client";

export type ReceivedAnswer = { qnum: number; saved: true; duplicate: boolean; answered: number; total: number };

type ExistingAnswer = { kind: "VIDEO" | "TYPED"; typedText: string | null };
type Target = {
  mockId: string;
  questionId: string;
  answeredAlready: ExistingAnswer | null;
  extraTimePercent: number;
  followUp: boolean;
  /** When the server first served the question; null when it never did. */
  openedAt: Date | null;
};

export const OPEN = ["QUESTION_GENERATED", "IN_PROGRESS"] as const;
/** A submitted mock that a late answer can still join (its evaluation runs again). */
const SUBMITTED = ["EVALUATING", "PROCESS_COMPLETED"] as const;
const SUBMITTED_MESSAGE = "This interview has already been submitted";

/** Why an answer cannot join a mock that is no longer open: too late, or never open to it. */
export function closedError(mock: { status: string; submittedAt: Date | null }, now: Date): AppError {
  const submitted = (SUBMITTED as readonly string[]).includes(mock.status) && mock.submittedAt;
  if (submitted && lateness(mock.submittedAt, now).refused) return new AppError("OUTSIDE_ANSWER_TIME", LATE_ANSWER_REFUSED);
  return new AppError("MOCK_SUBMITTED", SUBMITTED_MESSAGE);
}

export async function findTarget(candidateId: string, mockId: string, qnum: number, now = new Date()): Promise<Target> {
  const { mock, question } = await answerQuestion(candidateId, mockId, qnum);
  const { extraTimePercent } = mock;
  const followUp = question.followUpOf !== null;
  const { openedAt } = question;
  if (question.answer) return { mockId, questionId: question.id, answeredAlready: question.answer, extraTimePercent, followUp, openedAt };
  const open = (OPEN as readonly string[]).includes(mock.status);
  const lateButKept = (SUBMITTED as readonly string[]).includes(mock.status) && mock.submittedAt && !lateness(mock.submittedAt, now).refused;
  if (!open && !lateButKept) throw closedError(mock, now);
  return { mockId, questionId: question.id, answeredAlready: null, extraTimePercent, followUp, openedAt };
}

export async function progress(mockId: string) {
  const [answered, total] = await Promise.all([db().mockAnswer.count({ where: { mockId } }), db().mockQuestion.count({ where: { mockId } })]);
  return { answered, total };
}

/** POST /api/mock/add-mock-video's form: a question already answered takes no second video. */
export function mockAnswerForm(candidateId: string) {
  return answerForm({ candidateId, unavailable: "Your answer could not be saved just now. It will be sent again.", findTarget });
}

export async function receiveMockAnswer(options: { candidateId: string; fields: TAddMockVideoFields; stored: ReceivedFile | null }): Promise<ReceivedAnswer> {
  const { fields, stored } = options;
  const target = await findTarget(options.candidateId, fields.mock_id, fields.qnum);
  if (target.answeredAlready) {
    await deleteQuietly(stored?.key);
    // Answered by typing: this recording is a second answer, not a retry of the first.
    if (target.answeredAlready.kind === "TYPED") throw new AppError("ANSWER_ALREADY_RECEIVED", ALREADY_ANSWERED);
    return { qnum: fields.qnum, saved: true, duplicate: true, ...(await progress(target.mockId)) };
  }
  if (!stored) throw new AppError("NO_RECORDING", "Please record an answer");
  checkAnswerLength(stored.durationMs ?? fields.duration_ms, target.extraTimePercent, target.followUp);
  const recorded = await recordAnswer(target, { ...answerColumns(fields, stored), kind: "VIDEO" }, { measured: stored.durationMs !== null, lateAllowed: true });
  if (recorded.duplicate) {
    await deleteQuietly(stored.key);
    if ((await findTarget(options.candidateId, fields.mock_id, fields.qnum)).answeredAlready?.kind === "TYPED")
      throw new AppError("ANSWER_ALREADY_RECEIVED", ALREADY_ANSWERED);
  }
  // Submitted already: the evaluation runs again (or, running now, sees the new answer before it completes).
  if (recorded.reopened) await queueEvaluation(target.mockId);
  return { qnum: fields.qnum, saved: true, duplicate: recorded.duplicate, ...(await progress(target.mockId)) };
}

type Recorded = { duplicate: boolean; reopened: boolean };

/**
 * Inserts the answer and moves the mock to in progress, or, when it was submitted meanwhile or
 * before, back to evaluating with the answer marked late (only an answer whose length was
 * measured). The mock's row is locked first, so an evaluation completing at the same moment either
 * sees this answer or is completed before it.
 */
export async function recordAnswer(
  target: Pick<Target, "mockId" | "questionId">,
  columns: Omit<Prisma.MockAnswerUncheckedCreateInput, "mockId" | "questionId" | "lateSeconds">,
  /** measured: the answer's length was read from its file. lateAllowed: it may join a submitted mock (only if measured). */
  options: { measured: boolean; lateAllowed: boolean },
): Promise<Recorded> {
  const now = new Date();
  try {
    return await db().$transaction(
      async (tx) => {
        const open = await tx.mock.updateMany({ where: { id: target.mockId, status: { in: [...OPEN] } }, data: { status: "IN_PROGRESS" } });
        let lateSeconds: number | null = null;
        if (open.count === 0) {
          if (!options.lateAllowed) {
            throw closedError(await tx.mock.findUniqueOrThrow({ where: { id: target.mockId }, select: { status: true, submittedAt: true } }), now);
          }
          const reopened = await tx.mock.updateMany({
            where: { id: target.mockId, status: { in: [...SUBMITTED] }, submittedAt: { gte: new Date(now.getTime() - LATE_ANSWER_ACCEPT_SECONDS * 1000) } },
            data: { status: "EVALUATING" },
          });
          const mock = await tx.mock.findUniqueOrThrow({ where: { id: target.mockId }, select: { status: true, submittedAt: true } });
          if (reopened.count === 0) throw closedError(mock, now);
          // Only the file can say an answer held up for this long was recorded within its time.
          if (!options.measured) throw new AppError("ANSWER_LENGTH_UNREADABLE", LATE_ANSWER_UNMEASURED);
          lateSeconds = lateness(mock.submittedAt, now).lateSeconds;
        }
        await tx.mock.updateMany({ where: { id: target.mockId, startedAt: null }, data: { startedAt: now } });
        await tx.mockAnswer.create({
          data: { mockId: target.mockId, questionId: target.questionId, lateSeconds, ...columns },
        });
        return { duplicate: false, reopened: open.count === 0 };
        // Many answers can finish uploading at once; they wait for a connection rather than fail.
      },
      { maxWait: 30_000, timeout: 30_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true, reopened: false };
    throw error;
  }
}
