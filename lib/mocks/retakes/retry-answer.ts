// "Try this question again": a new take of one question of a reviewed mock, recorded like the
// interview's answer, stored as take 2, 3 or 4 and evaluated the same way. It spends no credit.
// Takes of one question are numbered under a lock on the question, so however many arrive at
// once exactly MOCK_RETAKES_PER_QUESTION are kept and the rest are refused with 429.
import { MOCK_RETAKES_PER_QUESTION } from "@/lib/mocks/mock-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { ReceivedFile } from "@/lib/uploads/form-spec";
import { answerColumns, answerForm, answerQuestion, checkAnswerLength } from "@/lib/mocks/answers/answer-form";
import type { TAddMockVideoFields } from "@/lib/mocks/answers/schema";
import { queueRetakeEvaluation } from "./evaluate-retake";

export const RETAKE_BEFORE_FEEDBACK = "You can try a question again once its feedback is ready";
export const RETAKE_NOT_ANSWERED = "This question was not answered in the interview, so there is no take to compare with";
export const RETAKES_USED_UP = `You have tried this question again ${MOCK_RETAKES_PER_QUESTION} times, the most there is`;

export type RetakeResult = { qnum: number; take: number; Status: "Evaluating" };

type Target = { mockId: string; questionId: string; extraTimePercent: number; followUp: boolean };

async function findTarget(candidateId: string, mockId: string, qnum: number): Promise<Target> {
  const { mock, question } = await answerQuestion(candidateId, mockId, qnum);
  if (mock.status !== "PROCESS_COMPLETED") throw new AppError("FEEDBACK_NOT_READY", RETAKE_BEFORE_FEEDBACK);
  if (!question.answer) throw new AppError("QUESTION_NOT_ANSWERED", RETAKE_NOT_ANSWERED);
  // Refused before any byte is stored; the count under the lock below is the one that decides.
  if (question._count.retakes >= MOCK_RETAKES_PER_QUESTION) throw new AppError("RETAKES_USED_UP", RETAKES_USED_UP);
  return { mockId, questionId: question.id, extraTimePercent: mock.extraTimePercent, followUp: question.followUpOf !== null };
}

/** POST /api/mock/retry-answer's form: a take that would be refused is refused before its video is stored. */
export function retakeForm(candidateId: string) {
  return answerForm({ candidateId, unavailable: "Your answer could not be saved just now. Please try again in a moment.", findTarget });
}

export async function retryAnswer(options: { candidateId: string; fields: TAddMockVideoFields; stored: ReceivedFile | null }): Promise<RetakeResult> {
  const { fields, stored } = options;
  const found = await findTarget(options.candidateId, fields.mock_id, fields.qnum);
  if (!stored) throw new AppError("NO_RECORDING", "Please record an answer");
  checkAnswerLength(stored.durationMs ?? fields.duration_ms, found.extraTimePercent, found.followUp);
  const retake = await db().$transaction(
    async (tx) => {
      await tx.$queryRaw`select id from mock_questions where id = ${found.questionId}::uuid for update`;
      const taken = await tx.mockRetake.count({ where: { questionId: found.questionId } });
      if (taken >= MOCK_RETAKES_PER_QUESTION) throw new AppError("RETAKES_USED_UP", RETAKES_USED_UP);
      return tx.mockRetake.create({
        data: {
          mockId: found.mockId,
          questionId: found.questionId,
          take: taken + 2,
          ...answerColumns(fields, stored),
        },
        select: { id: true, take: true },
      });
    },
    // A burst of takes waits for the lock rather than fail.
    { maxWait: 30_000, timeout: 30_000 },
  );
  await queueRetakeEvaluation(retake.id);
  return { qnum: fields.qnum, take: retake.take, Status: "Evaluating" };
}
