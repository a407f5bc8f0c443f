// The form of a recorded mock answer (the interview's answers and the review's retakes): the
// fields, then the video, streamed into storage and its length read from its own container.
import { randomUUID } from "node:crypto";
import { ANSWER_EXTRA_TIME_MAX_PERCENT } from "@/lib/interviews/interview-rules";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { BeforeFile, FormSpec, RawFields, ReceivedFile } from "@/lib/uploads/form-spec";
import { UPLOAD_KINDS, type UploadKind } from "@/lib/uploads/kinds";
import { ownersOf } from "@/lib/uploads/resumable";
import { questionAnswerMaxMs } from "@/lib/mocks/follow-ups/follow-up-rules";
import { db } from "@/lib/db/client";
import { answerTooLong, MOCK_ANSWER_ABSOLUTE_MAX_MS, WRONG_MOCK, ZAddMockVideoFields, type TAddMockVideoFields } from "./schema";

/** A mock's answer video: the length limit is the question's own answer time (plus the recorder's grace); a follow-up has half. */
export function mockAnswerKind(extraTimePercent: number, followUp = false): UploadKind {
  return {
    ...UPLOAD_KINDS.mockAnswer,
    maxDurationMs: questionAnswerMaxMs(extraTimePercent, followUp),
    durationMessage: answerTooLong(extraTimePercent, followUp),
  };
}

/** Once the mock is known: its own limit, on the file's length or else the browser's figure. */
export function checkAnswerLength(ms: number | null | undefined, extraTimePercent: number, followUp = false): void {
  if (ms != null && ms > questionAnswerMaxMs(extraTimePercent, followUp)) throw new AppError("ANSWER_TOO_LONG", answerTooLong(extraTimePercent, followUp));
}

/**
 * The question at `qnum` of the candidate's own mock, as a first take and a retake both check it
 * before their video is stored: another candidate's mock, or a number it has no question at, is a wrong link.
 */
export async function answerQuestion(candidateId: string, mockId: string, qnum: number) {
  const mock = await db().mock.findFirst({
    where: { id: mockId, candidateId },
    select: {
      status: true,
      submittedAt: true,
      extraTimePercent: true,
      questions: {
        where: { position: qnum },
        select: { id: true, followUpOf: true, openedAt: true, answer: { select: { kind: true, typedText: true } }, _count: { select: { retakes: true } } },
      },
    },
  });
  const question = mock?.questions[0];
  if (!mock || !question) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  return { mock, question };
}

/** What the form needs of the answer's question: its limits, and whether it has an answer already (which takes no second video). */
type AnswerTarget = { extraTimePercent: number; followUp: boolean; answeredAlready?: unknown };

export function answerForm(options: {
  candidateId: string;
  /** Words of the retryable 503 when storage cannot take the video. */
  unavailable: string;
  /** Finds the question the fields name, or refuses it, before a byte of the video is stored (our pages send the fields first). */
  findTarget: (candidateId: string, mockId: string, qnum: number) => Promise<AnswerTarget>;
}): FormSpec<typeof ZAddMockVideoFields> {
  const beforeVideo = async (fields: TAddMockVideoFields): Promise<BeforeFile> => {
    const target = await options.findTarget(options.candidateId, fields.mock_id, fields.qnum);
    return target.answeredAlready ? "skip" : { kind: mockAnswerKind(target.extraTimePercent, target.followUp) };
  };
  return {
    fields: ZAddMockVideoFields,
    file: {
      field: "answer",
      // Until the mock is known, the longest answer any mock allows.
      kind: { ...UPLOAD_KINDS.mockAnswer, maxDurationMs: MOCK_ANSWER_ABSOLUTE_MAX_MS, durationMessage: answerTooLong(ANSWER_EXTRA_TIME_MAX_PERCENT) },
      key: (ext) => `mocks/${options.candidateId}/answers/${randomUUID()}.${ext}`,
      unavailable: options.unavailable,
      resumableOwners: ownersOf({ token: null, candidateId: options.candidateId }),
    },
    fieldBytes: 64 * 1024,
    overheadBytes: 64 * 1024,
    beforeFile: async (raw: RawFields) => (raw.mock_id && raw.qnum ? beforeVideo(ZAddMockVideoFields.parse(raw)) : "store"),
  };
}

/** What an answer and a retake both keep of a received recording and its fields. */
export function answerColumns(fields: TAddMockVideoFields, stored: ReceivedFile) {
  return {
    videoKey: stored.key,
    contentType: stored.contentType,
    sizeBytes: stored.size,
    durationMs: stored.durationMs ?? fields.duration_ms ?? null,
    durationFromContainer: stored.durationMs !== null,
    audioOnly: stored.audioOnly,
    speechSegments: fields.segments ?? Prisma.DbNull,
    // No picture, no camera figures: an audio-only answer is never measured (or marked down) on them.
    camera: (!stored.audioOnly && fields.camera) || Prisma.DbNull,
    browserTranscript: fields.browser_transcript?.trim() || null,
  };
}
