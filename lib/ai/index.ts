// The AI engine: one entry point for questions, speech and transcription, whichever provider serves them.
export { aiEngine, describeAiEngine, type AiEngineInfo, type AiProvider } from "./engine";
export { generateQuestions, OFFLINE_QUESTIONS_LABEL, type GenerateQuestionsInput } from "./generate-questions";
export { synthesizeSpeech, looksLikeMp3, type SpeechResult } from "./synthesize-speech";
export { transcribe, type Transcript, type TranscriptWord } from "./transcribe";
export { AiProviderError, openaiClient } from "./openai/client";
