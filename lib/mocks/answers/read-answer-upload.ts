// The one reader of a recorded mock answer's form (the interview's answers and the review's
// retakes): the fields, then the video streamed straight into storage, never whole in memory. The
// caller looks at the fields before any byte is stored and may skip the body. The length is read
// from the video's own container as it streams past: one longer than the limit is refused before
// it is committed to storage. Whatever fails later, the caller discards what was stored.
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { firstIssue } from "@/lib/http/respond";
import { fieldText, readMultipart } from "@/lib/http/multipart";
import { logger } from "@/lib/log";
import { ContainerDurationProbe } from "@/lib/media/container-duration";
import { storage } from "@/lib/storage";
import { storeUpload, type StoredUpload } from "@/lib/uploads/store-upload";
import { answerTooLong, mockAnswerMaxMs, ZAddMockVideoFields, type TAddMockVideoFields } from "./schema";
import { MOCK_ANSWER_KIND } from "./upload-kind";

/** Storage could not take the file: the browser should try again later. */
export class AnswerStorageUnavailableError extends Error {}

export type AnswerUpload = { fields: TAddMockVideoFields; stored: StoredUpload | null; measuredMs: number | null };

function parseFields(raw: Record<string, string>): TAddMockVideoFields {
  const parsed = ZAddMockVideoFields.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
  return parsed.data;
}

/**
 * Reads the form. `accept(fields)` runs once, as soon as the fields are known (before the video
 * when the browser sends them first, as ours does); when it answers false the video is skipped.
 */
export async function readAnswerUpload(options: {
  request: Request;
  candidateId: string;
  accept: (fields: TAddMockVideoFields) => Promise<boolean>;
  /** The mock's extra answer time, once `accept` has found the mock (the most there is before). */
  extraTimePercent: () => number;
}): Promise<AnswerUpload> {
  const raw: Record<string, string> = {};
  let stored: StoredUpload | null = null;
  let fields: TAddMockVideoFields | null = null;
  let accepted: boolean | null = null;
  let measuredMs: number | null = null;
  const tooLong = (ms: number | null | undefined) => {
    const extra = options.extraTimePercent();
    if (ms != null && ms > mockAnswerMaxMs(extra)) throw new AppError("UNPROCESSABLE", answerTooLong(extra));
  };
  try {
    for await (const part of readMultipart(options.request, { maxBytes: MOCK_ANSWER_KIND.maxBytes + 64 * 1024, maxParts: 12 })) {
      if (part.name !== "answer") {
        raw[part.name] = await fieldText(part, 64 * 1024);
        continue;
      }
      if (stored) throw new AppError("BAD_REQUEST", "Send one answer at a time");
      if (raw.mock_id && raw.qnum) {
        fields = parseFields(raw);
        accepted = await options.accept(fields);
        if (!accepted) continue; // the body is skipped, nothing stored
      }
      const probe = new ContainerDurationProbe();
      stored = await storeUpload({
        body: part.body,
        kind: MOCK_ANSWER_KIND,
        key: (ext) => `mocks/${options.candidateId}/answers/${randomUUID()}.${ext}`,
        inspect: {
          chunk: (bytes) => {
            probe.push(bytes);
            // Past the limit already: stop reading now rather than store the rest first.
            tooLong(probe.seenMs());
          },
          end: () => {
            measuredMs = probe.durationMs();
            tooLong(measuredMs);
          },
        },
      }).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        logger().warn({ err: error }, "storage refused a mock answer");
        throw new AnswerStorageUnavailableError("storage unavailable");
      });
    }
    fields = parseFields(raw);
    if (accepted === null && !(await options.accept(fields))) {
      await discardUpload(stored);
      stored = null;
    }
    // Now that the mock is known: its own limit, on the file's length or else the browser's figure.
    if (stored) tooLong(measuredMs ?? fields.duration_ms);
    return { fields, stored, measuredMs };
  } catch (error) {
    await discardUpload(stored);
    throw error;
  }
}

export async function discardUpload(stored: StoredUpload | null) {
  if (!stored) return;
  await storage()
    .delete(stored.key)
    .catch((error: unknown) => logger().warn({ err: error, key: stored.key }, "could not delete a discarded answer"));
}
