// One recorded answer arrives: the form streams through (the video straight into storage, never
// whole in memory), the question is checked to be the candidate's and still open, and the answer
// is recorded once. A retry of an answer already saved is answered as saved and stores nothing.
// The answer's length is read from the video's own container as it streams past (WebM/MP4
// timestamps): one longer than the limit is refused before it is committed to storage. When the
// container does not say (an unusual recorder, a damaged file), the answer is kept with the
// browser's figure marked as unverified; the size limit still bounds it.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import type { ReceivedFile } from "@/lib/http/receive-form";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { answerColumns, answerForm, checkAnswerLength, mockAnswerKind } from "./answer-form";
import type { TAddMockVideoFields } from "./schema";

export const WRONG_MOCK = "Error while getting question. Make sure your url is correct";

export type ReceivedAnswer = { qnum: number; saved: true; duplicate: boolean; answered: number; total: number };

type Target = { mockId: string; questionId: string; answeredAlready: boolean; extraTimePercent: number };

async function findTarget(candidateId: string, mockId: string, qnum: number): Promise<Target> {
  const mock = await db().mock.findFirst({
    where: { id: mockId, candidateId },
    select: { status: true, extraTimePercent: true, questions: { where: { position: qnum }, select: { id: true, answer: { select: { id: true } } } } },
  });
  const question = mock?.questions[0];
  if (!mock || !question) throw new AppError("NOT_FOUND", WRONG_MOCK);
  const { extraTimePercent } = mock;
  if (question.answer) return { mockId, questionId: question.id, answeredAlready: true, extraTimePercent };
  if (mock.status !== "QUESTION_GENERATED" && mock.status !== "IN_PROGRESS") {
    throw new AppError("CONFLICT", "This interview has already been submitted");
  }
  return { mockId, questionId: question.id, answeredAlready: false, extraTimePercent };
}

async function progress(mockId: string) {
  const [answered, total] = await Promise.all([db().mockAnswer.count({ where: { mockId } }), db().mockQuestion.count({ where: { mockId } })]);
  return { answered, total };
}

/** POST /api/mock/add-mock-video's form: a question already answered takes no second video. */
export function mockAnswerForm(candidateId: string) {
  return answerForm({
    candidateId,
    unavailable: "Your answer could not be saved just now. It will be sent again.",
    beforeVideo: async (fields) => {
      const target = await findTarget(candidateId, fields.mock_id, fields.qnum);
      return target.answeredAlready ? "skip" : { kind: mockAnswerKind(target.extraTimePercent) };
    },
  });
}

export async function receiveMockAnswer(options: { candidateId: string; fields: TAddMockVideoFields; stored: ReceivedFile | null }): Promise<ReceivedAnswer> {
  const { fields, stored } = options;
  const target = await findTarget(options.candidateId, fields.mock_id, fields.qnum);
  if (target.answeredAlready) {
    await deleteQuietly(stored?.key);
    return { qnum: fields.qnum, saved: true, duplicate: true, ...(await progress(target.mockId)) };
  }
  if (!stored) throw new AppError("BAD_REQUEST", "Please record an answer");
  checkAnswerLength(stored.durationMs ?? fields.duration_ms, target.extraTimePercent);
  const duplicate = await recordAnswer(target, fields, stored);
  if (duplicate) await deleteQuietly(stored.key);
  return { qnum: fields.qnum, saved: true, duplicate, ...(await progress(target.mockId)) };
}

/** Inserts the answer and moves the mock to in progress; true when another upload got there first. */
async function recordAnswer(target: Target, fields: TAddMockVideoFields, stored: ReceivedFile): Promise<boolean> {
  try {
    await db().$transaction(async (tx) => {
      const open = await tx.mock.updateMany({
        where: { id: target.mockId, status: { in: ["QUESTION_GENERATED", "IN_PROGRESS"] } },
        data: { status: "IN_PROGRESS" },
      });
      if (open.count === 0) throw new AppError("CONFLICT", "This interview has already been submitted");
      await tx.mock.updateMany({ where: { id: target.mockId, startedAt: null }, data: { startedAt: new Date() } });
      await tx.mockAnswer.create({
        data: {
          mockId: target.mockId,
          questionId: target.questionId,
          ...answerColumns(fields, stored),
        },
      });
      // Many answers can finish uploading at once; they wait for a connection rather than fail.
    }, { maxWait: 30_000, timeout: 30_000 });
    return false;
  } catch (error) {
    if (isUniqueViolation(error)) return true;
    throw error;
  }
}
