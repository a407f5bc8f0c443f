// OpenAI SDK clients per capability. The SDK retries connection errors, 408/409/429 and 5xx with
// exponential back-off (OPENAI_MAX_RETRIES) and gives up after OPENAI_TIMEOUT_MS per attempt.
import OpenAI from "openai";
import { env } from "@/lib/env";

export type AiCapability = "chat" | "speech" | "transcription";

const clients = new Map<string, OpenAI>();

export function openaiClient(capability: AiCapability): OpenAI {
  const e = env();
  const baseURL =
    capability === "speech"
      ? (e.OPENAI_SPEECH_BASE_URL ?? e.OPENAI_BASE_URL)
      : capability === "transcription"
        ? (e.OPENAI_TRANSCRIBE_BASE_URL ?? e.OPENAI_BASE_URL)
        : e.OPENAI_BASE_URL;
  const ownKey = capability === "speech" ? e.OPENAI_SPEECH_API_KEY : capability === "transcription" ? e.OPENAI_TRANSCRIBE_API_KEY : undefined;
  // Self-hosted servers often need no key; the SDK insists on one, so a placeholder stands in.
  const apiKey = ownKey ?? e.OPENAI_API_KEY ?? "not-needed";
  const cacheKey = `${baseURL ?? ""}|${apiKey}|${e.OPENAI_TIMEOUT_MS}|${e.OPENAI_MAX_RETRIES}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new OpenAI({ apiKey, baseURL, timeout: e.OPENAI_TIMEOUT_MS, maxRetries: e.OPENAI_MAX_RETRIES });
    clients.set(cacheKey, client);
  }
  return client;
}

/** A provider failure, worded for the log and the mock's failure reason. */
export class AiProviderError extends Error {
  constructor(capability: AiCapability, cause: unknown) {
    super(`${capability} provider failed: ${describe(cause)}`, { cause });
    this.name = "AiProviderError";
  }
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "timed out";
  if (error instanceof OpenAI.APIConnectionError) return `could not connect (${error.message})`;
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? "?"}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
