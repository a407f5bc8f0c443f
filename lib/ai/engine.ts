// Which AI provider serves each capability. OpenAI (or any OpenAI-compatible server) when a key or a
// base URL is set; otherwise the offline engine: our own question bank and eSpeak NG speech, no
// speech-to-text. Speech and transcription may each point at their own server.
import { env } from "@/lib/env";

export type AiProvider = "openai" | "offline";

export interface AiEngineInfo {
  provider: AiProvider;
  /** True when answers can be transcribed (a transcription server is configured). */
  transcription: boolean;
  /** A short human label for logs and the UI ("OpenAI gpt-4o-mini", "Offline engine"). */
  label: string;
}

export function chatConfigured(): boolean {
  const e = env();
  return Boolean(e.OPENAI_API_KEY || e.OPENAI_BASE_URL);
}

export function speechConfigured(): boolean {
  const e = env();
  return chatConfigured() || Boolean(e.OPENAI_SPEECH_BASE_URL);
}

export function transcriptionConfigured(): boolean {
  const e = env();
  return chatConfigured() || Boolean(e.OPENAI_TRANSCRIBE_BASE_URL);
}

export function aiEngine(): AiEngineInfo {
  const e = env();
  const provider: AiProvider = chatConfigured() ? "openai" : "offline";
  return {
    provider,
    transcription: transcriptionConfigured(),
    label: provider === "openai" ? `OpenAI ${e.OPENAI_MODEL}` : "Offline engine",
  };
}

/** One line for the start-up log naming every AI part in use. */
export function describeAiEngine(): string {
  const e = env();
  const chat = chatConfigured() ? `questions by ${e.OPENAI_MODEL}${e.OPENAI_BASE_URL ? ` at ${e.OPENAI_BASE_URL}` : ""}` : "questions from the offline bank";
  const speech = speechConfigured()
    ? `speech by ${e.OPENAI_TTS_MODEL}/${e.OPENAI_TTS_VOICE}${speechBase() ? ` at ${speechBase()}` : ""} (eSpeak NG computer voice as fallback, Hindi voice for Hindi and Hinglish)`
    : "speech by the eSpeak NG computer voice (offline; its Hindi voice for Hindi and Hinglish)";
  const stt = transcriptionConfigured()
    ? `transcription by ${e.OPENAI_TRANSCRIBE_MODEL}${transcribeBase() ? ` at ${transcribeBase()}` : ""}`
    : "no transcription (offline)";
  return `${chatConfigured() ? "OpenAI" : "offline engine"}: ${chat}; ${speech}; ${stt}`;
}

function speechBase(): string | undefined {
  const e = env();
  return e.OPENAI_SPEECH_BASE_URL ?? e.OPENAI_BASE_URL;
}

function transcribeBase(): string | undefined {
  const e = env();
  return e.OPENAI_TRANSCRIBE_BASE_URL ?? e.OPENAI_BASE_URL;
}
