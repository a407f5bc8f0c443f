// Question audio. The configured speech provider first; when it fails (or none is configured) the
// offline eSpeak NG voice stands in, so a mock never fails for want of audio. The offline voice
// follows the question's language: a Hindi or Hinglish question is spoken by eSpeak's Hindi voice.
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { speechConfigured } from "./engine";
import type { MockLanguage } from "@/lib/language/languages";
import { OFFLINE_VOICE_LABEL, speakOffline } from "./offline/espeak";
import { AiProviderError, openaiClient } from "./openai/client";

export interface SpeechResult {
  audio: Buffer;
  contentType: "audio/mpeg";
  /** Which voice made it, e.g. "gpt-4o-mini-tts/alloy" or "eSpeak NG computer voice (offline): hi". */
  engine: string;
}

/** OpenAI's speech endpoint takes at most 4096 characters. */
const MAX_SPEECH_CHARS = 4096;

/**
 * `signal` stops the provider's call when the task is told to stop; it then fails rather than falling back.
 * `language` is the question's (the mock's or the interview's); English when not given. The provider is
 * handed the question as written; the offline voice as hindi-voice.ts says.
 */
export async function synthesizeSpeech(options: { text: string; language?: MockLanguage; signal?: AbortSignal }): Promise<SpeechResult> {
  const text = options.text.trim().slice(0, MAX_SPEECH_CHARS) || ".";
  if (speechConfigured()) {
    try {
      return await providerSpeech(text, options.signal);
    } catch (error) {
      options.signal?.throwIfAborted();
      const failure = error instanceof AiProviderError ? error : new AiProviderError("speech", error);
      logger().warn({ err: failure.message }, "speech provider failed; using the offline voice");
    }
  }
  const spoken = await speakOffline(text, options.language ?? "en");
  return { audio: spoken.audio, contentType: "audio/mpeg", engine: `${OFFLINE_VOICE_LABEL}: ${[...new Set(spoken.voices)].join(" + ")}` };
}

async function providerSpeech(text: string, signal?: AbortSignal): Promise<SpeechResult> {
  const e = env();
  const response = await openaiClient("speech").audio.speech.create(
    {
      model: e.OPENAI_TTS_MODEL,
      voice: e.OPENAI_TTS_VOICE,
      input: text,
      response_format: "mp3",
    },
    { signal },
  );
  const audio = Buffer.from(await response.arrayBuffer());
  if (!looksLikeMp3(audio)) throw new Error(`the speech server answered ${audio.length} bytes that are not MP3`);
  return { audio, contentType: "audio/mpeg", engine: `${e.OPENAI_TTS_MODEL}/${e.OPENAI_TTS_VOICE}` };
}

/** An ID3 tag or an MPEG frame sync at the start. */
export function looksLikeMp3(audio: Buffer): boolean {
  if (audio.length < 4) return false;
  if (audio.subarray(0, 3).toString("latin1") === "ID3") return true;
  return audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0;
}
