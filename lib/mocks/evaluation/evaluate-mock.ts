// "mocks.evaluate": transcribes and evaluates the answers side by side, then completes the mock.
// Each answer's transcript and evaluation are saved as soon as they exist, so a worker killed half-way resumes
// where it stopped; the final move to Process Completed happens once (a conditional update), and
// only that move sends the notification and the e-mail. A provider that keeps failing leaves the
// mock's evaluation visibly failed, with a retry.
import { mapLimited, summariseEvaluation, type ChatSettings } from "@/lib/ai/evaluate";
import { MOCK_QUESTION_COUNT } from "@/lib/mocks/mock-rules";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { wantsEmail } from "@/lib/email-preferences/email-preferences";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationOf } from "@/lib/notifications/notification-text";
import { sendMailLater, type TaskContext } from "@/lib/queue";
import { BROWSER_TRANSCRIPT_ENGINE, answerRowSelect, toAnswerEvaluation } from "./answer-rows";
import { chatProvider, contextOf, mockContextSelect, scoreOf, transcriptOf } from "./evaluate-one";
import { saveAnswerScore } from "./guide-tally";
import { mockEvaluatedEmail } from "../mock-emails";

export { BROWSER_TRANSCRIPT_ENGINE };

async function loadMock(mockId: string) {
  return db().mock.findUnique({
    where: { id: mockId },
    select: {
      id: true,
      status: true,
      candidateId: true,
      ...mockContextSelect,
      candidate: { select: { email: true, firstName: true, language: true } },
      questions: { orderBy: { position: "asc" }, select: { position: true, text: true, followUpOf: true, answer: { select: answerRowSelect } } },
    },
  });
}
type LoadedMock = NonNullable<Awaited<ReturnType<typeof loadMock>>>;

/** An answer arrived (late, after the mock was submitted) while its evaluation ran. */
class LateAnswerArrived extends Error {}

type LoadedQuestion = LoadedMock["questions"][number];
type LoadedAnswer = NonNullable<LoadedQuestion["answer"]>;

/**
 * Answers worked on at once: every answer of a mock is transcribed and scored side by side (one
 * answer video in memory per lane), so the review waits for the slowest answer, not for all of
 * them in turn.
 */
const ANSWER_LANES = MOCK_QUESTION_COUNT;

async function transcribeAnswer(answer: LoadedAnswer) {
  const data = await transcriptOf(answer);
  if (!data) return;
  await db().mockAnswer.update({ where: { id: answer.id }, data });
  Object.assign(answer, { transcriptWords: null, ...data });
}

async function scoreAnswer(mock: LoadedMock, q: LoadedQuestion, row: LoadedAnswer, provider: ChatSettings | null) {
  const followUpOf = q.followUpOf === null ? null : (mock.questions.find((main) => main.position === q.followUpOf)?.text ?? null);
  const data = await scoreOf({ context: contextOf(mock), qnum: q.position, question: q.text, followUpOf, row, provider });
  await saveAnswerScore(row.id, data);
  Object.assign(row, data);
}

/** Each answer's transcript, then its score, saved as soon as each exists: a re-run does only what is left. */
async function evaluateAnswers(mock: LoadedMock, provider: ChatSettings | null) {
  const pending = mock.questions.filter((q) => q.answer && (!q.answer.transcriptSource || !q.answer.evaluatedAt));
  await mapLimited(pending, ANSWER_LANES, async (q) => {
    const answer = q.answer!;
    if (!answer.transcriptSource && !answer.evaluatedAt) await transcribeAnswer(answer);
    if (!answer.evaluatedAt) await scoreAnswer(mock, q, answer, provider);
  });
}

async function complete(mock: LoadedMock, provider: ChatSettings | null) {
  const answered = mock.questions.filter((q) => q.answer);
  const whole = await summariseEvaluation({
    context: contextOf(mock),
    provider,
    questions: answered.map((q) => q.text),
    answers: answered.map((q) => toAnswerEvaluation(q.position, q.answer!)),
  });
  const unanswered = mock.questions.length - answered.length;
  const summary = unanswered > 0 ? `${whole.summary} ${unanswered} of ${mock.questions.length} questions were not answered.` : whole.summary;
  const link = `/mock/mock-review?mock_id=${mock.id}`;
  const completed = await db().$transaction(async (tx) => {
    const moved = await tx.mock.updateMany({
      where: { id: mock.id, status: "EVALUATING" },
      data: { status: "PROCESS_COMPLETED", overallScore: whole.overallScore, overallSummary: summary, completedAt: new Date() },
    });
    if (moved.count === 0) return false;
    // The move above locked the mock: an answer that arrived late while this ran is seen here, and
    // is evaluated before the mock completes (the rollback leaves it evaluating).
    if ((await tx.mockAnswer.count({ where: { mockId: mock.id, evaluatedAt: null } })) > 0) throw new LateAnswerArrived();
    await tx.mockEvaluation.update({
      where: { mockId: mock.id },
      data: { engine: whole.engine, deliveryScore: whole.deliveryScore, finishedAt: new Date(), error: null, failedAt: null },
    });
    await createNotification(
      {
        candidateId: mock.candidateId,
        ...notificationOf("mock_evaluated", { mock: mock.title, score: whole.overallScore, speaking: whole.deliveryScore }),
        link,
      },
      tx,
    );
    return true;
  });
  if (!completed) return;
  // The bell has it already; the e-mail only when the candidate wants mock results.
  if (!(await wantsEmail({ candidateId: mock.candidateId, kind: "mockResults" }))) return;
  const scored = { title: mock.title, link, overallScore: whole.overallScore, deliveryScore: whole.deliveryScore, engine: whole.engine };
  await sendMailLater(mockEvaluatedEmail(mock.candidate, scored));
}

export async function evaluateMock(mockId: string, context: Pick<TaskContext, "isLastAttempt" | "signal">): Promise<void> {
  const mock = await loadMock(mockId);
  if (!mock || mock.status !== "EVALUATING") return; // finished already, or gone
  await db().mockEvaluation.upsert({ where: { mockId }, create: { mockId, attempts: 1 }, update: { attempts: { increment: 1 } } });
  const provider = chatProvider(context.signal);
  try {
    for (let current = mock; ;) {
      await evaluateAnswers(current, provider);
      try {
        await complete(current, provider);
        break;
      } catch (error) {
        if (!(error instanceof LateAnswerArrived)) throw error;
        const reloaded = await loadMock(mockId);
        if (!reloaded || reloaded.status !== "EVALUATING") return;
        current = reloaded;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger().warn({ mockId, err: error, last: context.isLastAttempt }, "mock evaluation failed");
    if (context.isLastAttempt) {
      await db().mockEvaluation.update({ where: { mockId }, data: { error: message.slice(0, 500), failedAt: new Date() } });
    }
    throw error;
  }
}
