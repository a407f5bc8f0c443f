// A question's spoken audio: made once by the AI engine's speech (provider or offline voice),
// stored, then handed out as a short-lived signed link. The question a candidate is about to be
// asked has its audio made ahead (prepareQuestionAudio), so pressing Start waits for a link, not
// for a voice; the question itself, and its answer clock, still wait for the question call. The voice
// follows the language the employer declared when scheduling (Hindi and Hinglish by the Hindi voice).
import { synthesizeSpeech } from "@/lib/ai";
import { db } from "@/lib/db/client";
import { mockLanguageOf } from "@/lib/language/languages";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";

const AUDIO_LINK_SECONDS = 30 * 60;

type SpokenQuestion = { id: string; text: string; audioKey: string | null };

/** Audio being made in this process, by question: a second caller waits for the first one's. */
const making = new Map<string, Promise<string>>();

function audioKeyOf(question: SpokenQuestion): Promise<string> {
  if (question.audioKey) return Promise.resolve(question.audioKey);
  let made = making.get(question.id);
  if (!made) {
    made = (async () => {
      const asked = await db().interviewQuestion.findUniqueOrThrow({ where: { id: question.id }, select: { interview: { select: { language: true } } } });
      const { audio, contentType } = await synthesizeSpeech({ text: question.text, language: mockLanguageOf(asked.interview.language) });
      const key = `interview-audio/${question.id}.mp3`;
      await storage().put(key, audio, { contentType });
      await db().interviewQuestion.update({ where: { id: question.id }, data: { audioKey: key } });
      return key;
    })().finally(() => making.delete(question.id));
    making.set(question.id, made);
  }
  return made;
}

export async function questionAudioUrl(question: SpokenQuestion): Promise<string | null> {
  try {
    return await storage().signedUrl(await audioKeyOf(question), { expiresInSeconds: AUDIO_LINK_SECONDS });
  } catch (error) {
    // The question text is on screen; a missing voice must not stop the interview.
    logger().error({ err: error, questionId: question.id }, "question audio unavailable");
    return null;
  }
}

/**
 * Makes question `position`'s audio now if it has none, without asking the question (its clock
 * does not start). Never throws: a failure here is retried by the question call itself.
 */
export async function prepareQuestionAudio(interviewId: string, position: number): Promise<void> {
  try {
    const question = await db().interviewQuestion.findUnique({
      where: { interviewId_position: { interviewId, position } },
      select: { id: true, text: true, audioKey: true },
    });
    if (question && !question.audioKey) await audioKeyOf(question);
  } catch (error) {
    logger().warn({ err: error, interviewId, position }, "question audio not made ahead");
  }
}
