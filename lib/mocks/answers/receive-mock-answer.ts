// One recorded answer arrives: the form streams through (the video straight into storage, never
// whole in memory), the question is checked to be the candidate's and still open, and the answer
// is recorded once. A retry of an answer already saved is answered as saved and stores nothing.
// The answer's length is read from the video's own container as it streams past (WebM/MP4
// timestamps): one longer than the limit is refused before it is committed to storage. When the
// container does not say (an unusual recorder, a damaged file), the answer is kept with the
// browser's figure marked as unverified; the size limit still bounds it.
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { fieldText, readMultipart } from "@/lib/http/multipart";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";
import { isUniqueViolation } from "@/lib/db/short-id";
import { storeUpload, type StoredUpload } from "@/lib/uploads/store-upload";
import { firstIssue } from "@/lib/http/respond";
import { ContainerDurationProbe } from "@/lib/media/container-duration";
import { ANSWER_TOO_LONG, MOCK_ANSWER_MAX_MS, ZAddMockVideoFields, type TAddMockVideoFields } from "./schema";
import { MOCK_ANSWER_KIND } from "./upload-kind";

export const WRONG_MOCK = "Error while getting question. Make sure your url is correct";

/** Storage could not take the file: the browser should try again later. */
export class AnswerStorageUnavailableError extends Error {}

export type ReceivedAnswer = { qnum: number; saved: true; duplicate: boolean; answered: number; total: number };

type Target = { mockId: string; questionId: string; answeredAlready: boolean };

async function findTarget(candidateId: string, mockId: string, qnum: number): Promise<Target> {
  const mock = await db().mock.findFirst({
    where: { id: mockId, candidateId },
    select: { status: true, questions: { where: { position: qnum }, select: { id: true, answer: { select: { id: true } } } } },
  });
  const question = mock?.questions[0];
  if (!mock || !question) throw new AppError("NOT_FOUND", WRONG_MOCK);
  if (question.answer) return { mockId, questionId: question.id, answeredAlready: true };
  if (mock.status !== "QUESTION_GENERATED" && mock.status !== "IN_PROGRESS") {
    throw new AppError("CONFLICT", "This interview has already been submitted");
  }
  return { mockId, questionId: question.id, answeredAlready: false };
}

async function progress(mockId: string) {
  const [answered, total] = await Promise.all([db().mockAnswer.count({ where: { mockId } }), db().mockQuestion.count({ where: { mockId } })]);
  return { answered, total };
}

function parseFields(raw: Record<string, string>): TAddMockVideoFields {
  const parsed = ZAddMockVideoFields.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
  return parsed.data;
}

export async function receiveMockAnswer(options: { request: Request; candidateId: string }): Promise<ReceivedAnswer> {
  const { candidateId } = options;
  const raw: Record<string, string> = {};
  let stored: StoredUpload | null = null;
  let target: Target | null = null;
  let fields: TAddMockVideoFields | null = null;
  let measuredMs: number | null = null;
  try {
    for await (const part of readMultipart(options.request, { maxBytes: MOCK_ANSWER_KIND.maxBytes + 64 * 1024, maxParts: 10 })) {
      if (part.name !== "answer") {
        raw[part.name] = await fieldText(part, 64 * 1024);
        continue;
      }
      if (stored) throw new AppError("BAD_REQUEST", "Send one answer at a time");
      // Our wizard sends the fields first, so a wrong question is refused before any byte is stored.
      if (raw.mock_id && raw.qnum) {
        fields = parseFields(raw);
        target = await findTarget(candidateId, fields.mock_id, fields.qnum);
        if (target.answeredAlready) continue; // the body is skipped, nothing stored
      }
      const probe = new ContainerDurationProbe();
      stored = await storeUpload({
        body: part.body,
        kind: MOCK_ANSWER_KIND,
        key: (ext) => `mocks/${candidateId}/answers/${randomUUID()}.${ext}`,
        inspect: {
          chunk: (bytes) => {
            probe.push(bytes);
            // Past the limit already: stop reading now rather than store the rest first.
            if ((probe.seenMs() ?? 0) > MOCK_ANSWER_MAX_MS) throw new AppError("UNPROCESSABLE", ANSWER_TOO_LONG);
          },
          end: () => {
            measuredMs = probe.durationMs();
            if (measuredMs !== null && measuredMs > MOCK_ANSWER_MAX_MS) throw new AppError("UNPROCESSABLE", ANSWER_TOO_LONG);
          },
        },
      }).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        logger().warn({ err: error }, "storage refused a mock answer");
        throw new AnswerStorageUnavailableError("storage unavailable");
      });
    }
    fields = parseFields(raw);
    target ??= await findTarget(candidateId, fields.mock_id, fields.qnum);
    if (target.answeredAlready) {
      await discard(stored);
      return { qnum: fields.qnum, saved: true, duplicate: true, ...(await progress(target.mockId)) };
    }
    if (!stored) throw new AppError("BAD_REQUEST", "Please record an answer");
    const duplicate = await recordAnswer(target, fields, stored, measuredMs);
    if (duplicate) await discard(stored);
    return { qnum: fields.qnum, saved: true, duplicate, ...(await progress(target.mockId)) };
  } catch (error) {
    await discard(stored);
    throw error;
  }
}

/** Inserts the answer and moves the mock to in progress; true when another upload got there first. */
async function recordAnswer(target: Target, fields: TAddMockVideoFields, stored: StoredUpload, measuredMs: number | null): Promise<boolean> {
  try {
    await db().$transaction(async (tx) => {
      const open = await tx.mock.updateMany({
        where: { id: target.mockId, status: { in: ["QUESTION_GENERATED", "IN_PROGRESS"] } },
        data: { status: "IN_PROGRESS" },
      });
      if (open.count === 0) throw new AppError("CONFLICT", "This interview has already been submitted");
      await tx.mock.updateMany({ where: { id: target.mockId, startedAt: null }, data: { startedAt: new Date() } });
      await tx.mockAnswer.create({
        data: {
          mockId: target.mockId,
          questionId: target.questionId,
          videoKey: stored.key,
          contentType: stored.contentType,
          sizeBytes: stored.size,
          durationMs: measuredMs ?? fields.duration_ms ?? null,
          durationFromContainer: measuredMs !== null,
          speechSegments: fields.segments ?? Prisma.DbNull,
          camera: fields.camera ?? Prisma.DbNull,
          browserTranscript: fields.browser_transcript?.trim() || null,
        },
      });
      // Many answers can finish uploading at once; they wait for a connection rather than fail.
    }, { maxWait: 30_000, timeout: 30_000 });
    return false;
  } catch (error) {
    if (isUniqueViolation(error)) return true;
    throw error;
  }
}

async function discard(stored: StoredUpload | null) {
  if (!stored) return;
  await storage()
    .delete(stored.key)
    .catch((error: unknown) => logger().warn({ err: error, key: stored.key }, "could not delete a discarded answer"));
}
