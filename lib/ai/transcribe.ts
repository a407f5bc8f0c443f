// Speech-to-text for recorded answers. Only with a transcription server: offline there is none,
// and callers get null (the product says so rather than pretending).
import { toFile } from "openai";
import { env } from "@/lib/env";
import { transcriptionConfigured } from "./engine";
import { AiProviderError, openaiClient } from "./openai/client";

export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
}

export interface Transcript {
  text: string;
  /** Word timings in seconds, when the model gives them (whisper-1's verbose_json); otherwise null. */
  words: TranscriptWord[] | null;
  engine: string;
}

/** Models known to answer verbose_json with word timestamps. Others get plain JSON. */
function offersWordTimestamps(model: string): boolean {
  return !/^gpt-4o/i.test(model);
}

export async function transcribe(options: { audio: Buffer; filename: string; contentType: string }): Promise<Transcript | null> {
  if (!transcriptionConfigured()) return null;
  const model = env().OPENAI_TRANSCRIBE_MODEL;
  const file = await toFile(options.audio, options.filename, { type: options.contentType });
  const client = openaiClient("transcription");
  try {
    if (offersWordTimestamps(model)) {
      const result = await client.audio.transcriptions.create({
        file,
        model,
        response_format: "verbose_json",
        timestamp_granularities: ["word", "segment"],
      });
      const words = result.words?.map((w) => ({ word: w.word, start: w.start, end: w.end })) ?? null;
      return { text: result.text, words: words && words.length > 0 ? words : null, engine: model };
    }
    const result = await client.audio.transcriptions.create({ file, model, response_format: "json" });
    return { text: result.text, words: null, engine: model };
  } catch (error) {
    throw new AiProviderError("transcription", error);
  }
}
