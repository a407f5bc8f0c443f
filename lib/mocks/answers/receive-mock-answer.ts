// One recorded answer arrives: the form streams through (the video straight into storage, never
// whole in memory), the question is checked to be the candidate's and still open, and the answer
// is recorded once. A retry of an answer already saved is answered as saved and stores nothing.
// The answer's length is read from the video's own container as it streams past (WebM/MP4
// timestamps): one longer than the limit is refused before it is committed to storage. When the
// container does not say (an unusual recorder, a damaged file), the answer is kept with the
// browser's figure marked as unverified; the size limit still bounds it.
import { Prisma } from "@/generated/prisma/client";
import { ANSWER_EXTRA_TIME_MAX_PERCENT } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/db/short-id";
import type { StoredUpload } from "@/lib/uploads/store-upload";
import { AnswerStorageUnavailableError, discardUpload, readAnswerUpload } from "./read-answer-upload";
import type { TAddMockVideoFields } from "./schema";

export const WRONG_MOCK = "Error while getting question. Make sure your url is correct";

export { AnswerStorageUnavailableError };

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

export async function receiveMockAnswer(options: { request: Request; candidateId: string }): Promise<ReceivedAnswer> {
  const { candidateId } = options;
  let target: Target | null = null;
  // Our wizard sends the fields first, so a wrong question is refused before any byte is stored.
  const { fields, stored, measuredMs } = await readAnswerUpload({
    request: options.request,
    candidateId,
    accept: async (fields) => {
      target = await findTarget(candidateId, fields.mock_id, fields.qnum);
      return !target.answeredAlready;
    },
    extraTimePercent: () => (target as Target | null)?.extraTimePercent ?? ANSWER_EXTRA_TIME_MAX_PERCENT,
  });
  try {
    const found = target as Target | null;
    if (!found) throw new AppError("NOT_FOUND", WRONG_MOCK);
    if (found.answeredAlready) return { qnum: fields.qnum, saved: true, duplicate: true, ...(await progress(found.mockId)) };
    if (!stored) throw new AppError("BAD_REQUEST", "Please record an answer");
    const duplicate = await recordAnswer(found, fields, stored, measuredMs);
    if (duplicate) await discardUpload(stored);
    return { qnum: fields.qnum, saved: true, duplicate, ...(await progress(found.mockId)) };
  } catch (error) {
    await discardUpload(stored);
    throw error;
  }
}

/** Inserts the answer and moves the mock to in progress; true when another upload got there first. */
async function recordAnswer(target: Target, fields: TAddMockVideoFields, stored: StoredUpload, measuredMs: number | null): Promise<boolean> {
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
          videoKey: stored.key,
          contentType: stored.contentType,
          sizeBytes: stored.size,
          durationMs: measuredMs ?? fields.duration_ms ?? null,
          durationFromContainer: measuredMs !== null,
          speechSegments: fields.segments ?? Prisma.DbNull,
          camera: fields.camera ?? Prisma.DbNull,
          browserTranscript: fields.browser_transcript?.trim() || null,
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
