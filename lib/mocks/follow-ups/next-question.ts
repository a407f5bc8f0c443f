// The question to ask next in a mock: right after a main answer, its follow-up when the mock asks
// them (up to MOCK_FOLLOW_UPS_MAX, for answers that lack the candidate's own part, a result or a
// specific), else the next main question; null when none is left. A follow-up is written from
// the answer's words (the model's transcript, or the browser's), spoken like any question, and
// numbered after the main questions in the order asked, so the number shown is the number stored.
// Two calls at once make one follow-up: the unique (mock, followUpOf) keeps the first and the
// other answers with it.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { synthesizeSpeech } from "@/lib/ai";
import { writeFollowUp } from "@/lib/ai/follow-up";
import { answerGuide } from "@/lib/ai/offline/answer-guide";
import { db } from "@/lib/db/client";
import { mockLanguageOf } from "@/lib/language/languages";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";
import { chatProvider, contextOf, mockContextSelect, transcriptOf } from "@/lib/mocks/evaluation/evaluate-one";
import { guideMisses } from "@/lib/mocks/evaluation/guide-tally";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { storage } from "@/lib/storage";
import { questionView, type MockQuestionView } from "@/lib/mocks/get-mock-data";
import { MOCK_FOLLOW_UPS_MAX } from "./follow-up-rules";

/** The question the interview screen asks next: as the mock's data lists its questions. */
export type NextQuestion = MockQuestionView;

const OPEN = ["QUESTION_GENERATED", "IN_PROGRESS"] as const;

const answerSelect = { id: true, videoKey: true, contentType: true, browserTranscript: true, transcript: true, transcriptSource: true } as const;

async function load(candidateId: string, mockId: string) {
  const mock = await db().mock.findFirst({
    where: { id: mockId, candidateId },
    select: {
      id: true,
      status: true,
      followUps: true,
      extraTimePercent: true,
      ...mockContextSelect,
      questions: { orderBy: { position: "asc" }, select: { position: true, text: true, audioKey: true, followUpOf: true, answer: { select: answerSelect } } },
    },
  });
  if (!mock) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  return mock;
}
type LoadedMock = Awaited<ReturnType<typeof load>>;
type LoadedQuestion = LoadedMock["questions"][number];

async function view(mock: LoadedMock, q: Pick<LoadedQuestion, "position" | "text" | "audioKey" | "followUpOf">): Promise<NextQuestion> {
  // Served to be answered: a typed answer's time counts from the first time (see open-question.ts).
  await db().mockQuestion.updateMany({ where: { mockId: mock.id, position: q.position, openedAt: null }, data: { openedAt: new Date() } });
  return questionView(mock, q);
}

/** The answer's words: kept already, else the provider's speech-to-text (kept for the evaluation) or the browser's. */
async function wordsOf(answer: NonNullable<LoadedQuestion["answer"]>): Promise<string | null> {
  if (answer.transcriptSource) return answer.transcript;
  try {
    const heard = await transcriptOf(answer);
    if (!heard) return null;
    await db().mockAnswer.updateMany({ where: { id: answer.id, transcriptSource: null }, data: heard });
    return heard.transcript;
  } catch (error) {
    // The follow-up does without the provider's words; the evaluation tries again.
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, "answer could not be transcribed for its follow-up");
    return answer.browserTranscript;
  }
}

/** Writes, speaks and stores the follow-up of `main`; null when its answer lacks nothing. */
async function createFollowUp(mock: LoadedMock, main: LoadedQuestion): Promise<LoadedQuestion | null> {
  const transcript = await wordsOf(main.answer!);
  const context = contextOf(mock);
  const template = answerGuide(main.text, context).template;
  const followUp = await writeFollowUp({
    question: main.text,
    transcript,
    context,
    provider: chatProvider(),
    guideMisses: () => (template ? guideMisses(template) : Promise.resolve(new Map())),
  });
  if (!followUp) return null;
  const speech = await synthesizeSpeech({ text: followUp.text, language: mockLanguageOf(mock.language) });
  const audioKey = `mocks/${mock.id}/follow-up-${main.position}-${randomUUID()}.mp3`;
  await storage().put(audioKey, speech.audio, { contentType: speech.contentType });
  const data: Prisma.MockQuestionUncheckedCreateInput = {
    mockId: mock.id,
    // After every question so far: a six-question mock's follow-ups are 7, 8 and 9, in the order asked.
    position: Math.max(0, ...mock.questions.map((q) => q.position)) + 1,
    text: followUp.text,
    audioKey,
    followUpOf: main.position,
    followUpSource: followUp.source,
  };
  try {
    const row = await db().mockQuestion.create({ data, select: { position: true, text: true, audioKey: true, followUpOf: true } });
    return { ...row, answer: null };
  } catch (error) {
    await deleteQuietly(audioKey);
    if (!isUniqueViolation(error)) throw error;
    // Another call made it first: answer with that one.
    const made = await db().mockQuestion.findUnique({
      where: { mockId_followUpOf: { mockId: mock.id, followUpOf: main.position } },
      select: { position: true, text: true, audioKey: true, followUpOf: true, answer: { select: answerSelect } },
    });
    if (!made) throw error;
    return made;
  }
}

export async function nextQuestion(options: { candidateId: string; mockId: string }): Promise<NextQuestion | null> {
  const mock = await load(options.candidateId, options.mockId);
  if (!(OPEN as readonly string[]).includes(mock.status)) return null;
  const mains = mock.questions.filter((q) => q.followUpOf === null);
  const followUps = new Map(mock.questions.filter((q) => q.followUpOf !== null).map((q) => [q.followUpOf!, q]));
  const last = mains.filter((q) => q.answer).at(-1);
  if (last) {
    const made = followUps.get(last.position);
    if (made && !made.answer) return view(mock, made);
    if (!made && mock.followUps && followUps.size < MOCK_FOLLOW_UPS_MAX) {
      const created = await createFollowUp(mock, last);
      if (created && !created.answer) return view(mock, created);
    }
  }
  const next = mains.find((q) => q.position > (last?.position ?? 0) && !q.answer);
  return next ? view(mock, next) : null;
}
