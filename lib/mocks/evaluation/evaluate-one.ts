// One recording's transcript and score, the same for an interview answer and a retake: what the
// mock's evaluation and a retake's evaluation both save on their own row.
import type { Readable } from "node:stream";
import type { Prisma } from "@/generated/prisma/client";
import { aiEngine, openaiClient, transcribe } from "@/lib/ai";
import { evaluateAnswer, type ChatSettings, type MockContext } from "@/lib/ai/evaluate";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { BROWSER_TRANSCRIPT_ENGINE, toAnswerToEvaluate, type AnswerRow } from "./answer-rows";
import { guideColumns } from "./guide-tally";
import { mockLanguageOf } from "@/lib/language/languages";

export type RecordingRow = AnswerRow & { videoKey: string | null; contentType: string | null; browserTranscript: string | null };

/** The chat model that scores content, or null offline. */
export function chatProvider(signal?: AbortSignal): ChatSettings | null {
  return aiEngine().provider === "openai" ? { client: openaiClient("chat"), model: env().OPENAI_MODEL, signal } : null;
}

/** The mock's columns contextOf reads: the mock as the judge and the follow-up writer are told of it. */
export const mockContextSelect = {
  title: true,
  industry: true,
  skills: true,
  experience: true,
  difficulty: true,
  language: true,
} as const satisfies Prisma.MockSelect;

export function contextOf(mock: Omit<MockContext, "language"> & { language?: string }): MockContext {
  return {
    title: mock.title,
    industry: mock.industry,
    skills: mock.skills,
    experience: mock.experience,
    difficulty: mock.difficulty,
    language: mockLanguageOf(mock.language),
  };
}

async function readAll(key: string): Promise<Buffer> {
  const file = await storage().get(key);
  if (!file) throw new Error(`answer video ${key} is missing from storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The words of a recording: speech-to-text when there is one, else what the browser heard, else null. */
export async function transcriptOf(row: Pick<RecordingRow, "videoKey" | "contentType" | "browserTranscript">) {
  // Speech-to-text takes the file in one request (a typed answer has no file: its words came with it).
  const heard =
    aiEngine().transcription && row.videoKey
      ? await transcribe({ audio: await readAll(row.videoKey), filename: row.videoKey.split("/").pop()!, contentType: row.contentType ?? "video/webm" })
      : null;
  if (heard) {
    return {
      transcript: heard.text,
      transcriptSource: "provider",
      transcriptEngine: heard.engine,
      transcriptWords: (heard.words ?? undefined) as Prisma.InputJsonValue | undefined,
    };
  }
  if (row.browserTranscript) return { transcript: row.browserTranscript, transcriptSource: "browser", transcriptEngine: BROWSER_TRANSCRIPT_ENGINE };
  return null;
}

/** The recording scored against its own question. */
/** `followUpOf`: for a follow-up, the main question it follows up (its answer is judged as a follow-up's). */
export async function scoreOf(options: {
  context: MockContext;
  qnum: number;
  question: string;
  followUpOf?: string | null;
  row: AnswerRow;
  provider: ChatSettings | null;
}) {
  const answer = { ...toAnswerToEvaluate(options.qnum, options.question, options.row), followUpOf: options.followUpOf ?? null };
  const result = await evaluateAnswer({ answer, context: options.context, provider: options.provider });
  return {
    score: result.score,
    reason: result.reason,
    evidence: result.evidence,
    missing: result.missing,
    improvement: result.improvement,
    modelAnswer: result.modelAnswer,
    delivery: result.delivery as unknown as Prisma.InputJsonValue,
    scoreEngine: result.engine,
    ...guideColumns(result.guide),
    evaluatedAt: new Date(),
  };
}
