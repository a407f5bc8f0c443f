// "mocks.generate": writes a mock's questions, speaks each one, stores the audio, then marks the
// mock "Question Generated" and tells the candidate. Idempotent: questions are written once (a
// re-run finds them), audio only for questions still without it, the status moves once.
import { generateQuestions, synthesizeSpeech } from "@/lib/ai";
import { fillTemplate } from "@/lib/ai/offline/question-bank";
import { bankQuestionIn, WEAK_SPOT_TEMPLATE } from "@/lib/ai/offline/question-bank-hindi";
import { mockLanguageOf, type MockLanguage } from "@/lib/language/languages";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationOf } from "@/lib/notifications/notification-text";
import { sendMailLater, type TaskContext } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { failMock } from "./fail-mock";
import { mockReadyEmail } from "./mock-emails";
import { numberQuestions } from "./number-questions";

/** A question the candidate found hard, asked again so that the answer must be a new one. */
export function weakSpotVariant(question: string, language: MockLanguage = "en"): string {
  // A question of our bank is asked in the mock's language, even when the earlier mock was in another.
  const asked = bankQuestionIn(question, language) ?? question.replace(/\s+$/, "");
  return fillTemplate(WEAK_SPOT_TEMPLATE[language], { question: asked });
}

export function questionAudioKey(mockId: string, position: number): string {
  return `mocks/${mockId}/question-${position}.mp3`;
}

function normalise(question: string): string {
  return question.replace(/\s+/g, " ").trim().toLowerCase();
}

async function writeQuestions(mockId: string, signal: AbortSignal): Promise<void> {
  const mock = await db().mock.findUniqueOrThrow({
    where: { id: mockId },
    select: {
      title: true,
      industry: true,
      experience: true,
      difficulty: true,
      skills: true,
      value: true,
      resumeText: true,
      practiceOf: true,
      questionCount: true,
      language: true,
      practiceFor: { select: { questions: { select: { text: true } } } },
      _count: { select: { questions: true } },
    },
  });
  if (mock._count.questions > 0) return;
  // A practice run never asks the employer's own questions, whatever the engine came up with.
  const employers = new Set((mock.practiceFor?.questions ?? []).map((q) => normalise(q.text)));
  const generated = await generateQuestions({
    title: mock.title,
    industry: mock.industry,
    experience: mock.experience,
    difficulty: mock.difficulty,
    skills: mock.skills,
    value: mock.value,
    resumeText: mock.resumeText,
    language: mockLanguageOf(mock.language),
    count: mock.questionCount + employers.size,
    signal,
  });
  const engine = generated.engine;
  const questions = generated.questions.filter((q) => !employers.has(normalise(q))).slice(0, mock.questionCount);
  // A weak spot of an earlier mock takes the last place, in a new variant.
  const asked =
    mock.practiceOf && questions.length > 1 ? [...questions.slice(0, -1), weakSpotVariant(mock.practiceOf, mockLanguageOf(mock.language))] : questions;
  // Two runs racing: the unique (mockId, position) keeps exactly one set.
  await db().$transaction([
    db().mockQuestion.createMany({ data: numberQuestions(asked).map((q) => ({ mockId, ...q })), skipDuplicates: true }),
    db().mock.update({ where: { id: mockId }, data: { engine } }),
  ]);
}

async function speakQuestions(mockId: string, signal: AbortSignal): Promise<string[]> {
  const pending = await db().mockQuestion.findMany({
    where: { mockId, audioKey: null },
    select: { id: true, position: true, text: true, mock: { select: { language: true } } },
  });
  const engines = await Promise.all(
    pending.map(async (q) => {
      signal.throwIfAborted();
      const speech = await synthesizeSpeech({ text: q.text, language: mockLanguageOf(q.mock.language), signal });
      const key = questionAudioKey(mockId, q.position);
      await storage().put(key, speech.audio, { contentType: speech.contentType });
      await db().mockQuestion.update({ where: { id: q.id }, data: { audioKey: key } });
      return speech.engine;
    }),
  );
  return [...new Set(engines)];
}

async function announceReady(mockId: string): Promise<void> {
  const mock = await db().$transaction(async (tx) => {
    const moved = await tx.mock.updateMany({ where: { id: mockId, status: "GENERATING" }, data: { status: "QUESTION_GENERATED" } });
    if (moved.count === 0) return null;
    const row = await tx.mock.findUniqueOrThrow({
      where: { id: mockId },
      select: { title: true, candidateId: true, questionCount: true, candidate: { select: { email: true, firstName: true, language: true } } },
    });
    await createNotification(
      {
        candidateId: row.candidateId,
        ...notificationOf("mock_ready", { mock: row.title }),
        link: `/mock/mock-interview?mock_id=${mockId}`,
      },
      tx,
    );
    return row;
  });
  if (!mock) return;
  await sendMailLater(mockReadyEmail(mock.candidate, { id: mockId, title: mock.title, questionCount: mock.questionCount }));
}

export async function generateMock(mockId: string, context: Pick<TaskContext, "signal">): Promise<void> {
  const mock = await db().mock.findUnique({ where: { id: mockId }, select: { status: true } });
  if (!mock || mock.status !== "GENERATING") return; // deleted, finished or failed already
  await writeQuestions(mockId, context.signal);
  const voices = await speakQuestions(mockId, context.signal);
  if (voices.length) logger().info({ mockId, voices }, "mock question audio made");
  await announceReady(mockId);
}

/** One attempt of the "mocks.generate" task: the last one to fail marks the mock failed and refunds its credit. */
export async function generateMockAttempt(mockId: string, attempt: Pick<TaskContext, "isLastAttempt" | "signal">): Promise<void> {
  try {
    await generateMock(mockId, attempt);
  } catch (error) {
    if (!attempt.isLastAttempt) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    await failMock({ mockId, reason: `Question generation failed: ${reason}` });
    logger().warn({ mockId, reason }, "mock generation failed for good; credit refunded");
  }
}
