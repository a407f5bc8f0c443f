// A question's spoken audio: made once by the AI engine's speech (provider or offline voice),
// stored, then handed out as a short-lived signed link.
import { synthesizeSpeech } from "@/lib/ai";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";

const AUDIO_LINK_SECONDS = 30 * 60;

export async function questionAudioUrl(question: { id: string; text: string; audioKey: string | null }): Promise<string | null> {
  try {
    let key = question.audioKey;
    if (!key) {
      const { audio, contentType } = await synthesizeSpeech({ text: question.text });
      key = `interview-audio/${question.id}.mp3`;
      await storage().put(key, audio, { contentType });
      await db().interviewQuestion.update({ where: { id: question.id }, data: { audioKey: key } });
    }
    return await storage().signedUrl(key, { expiresInSeconds: AUDIO_LINK_SECONDS });
  } catch (error) {
    // The question text is on screen; a missing voice must not stop the interview.
    logger().error({ err: error, questionId: question.id }, "question audio unavailable");
    return null;
  }
}
