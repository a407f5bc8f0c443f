// POST /api/users/videoUpload: one recorded answer (form file, emotionData, id, question_no and
// repeated tabSwitchTiming) streamed straight to storage. The fields may come in any order; when
// `id` arrives before the file (as our page sends it) the caller is authorised before a byte is
// stored. Each answer carries its take (1 unless the interview allows retakes): a later take within
// the interview's retakes replaces the one kept, a take past them is refused with 409, and a retry
// of a take already kept (or superseded) is answered 200 and stores nothing.
// A question closes when its answer time is up. An answer held up by the network is still taken
// for a day after, whatever became of the interview meanwhile (ended, expired), when its length,
// read from the file, is within the answer time; it is kept marked late, by how much.
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { z } from "zod";
import { ANSWER_EXTRA_TIME_MAX_PERCENT, INTERVIEW_TAB_SWITCHES_MAX } from "./interview-rules";
import { EMOTION_NAMES } from "./monitoring";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import type { BeforeFile, FormSpec, ReceivedFile } from "@/lib/uploads/form-spec";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { parseJsonText } from "@/lib/validation/json";
import { UPLOAD_KINDS, type UploadKind } from "@/lib/uploads/kinds";
import { ownersOf } from "@/lib/uploads/resumable";
import { authorizeInterview, CONSENT_WITHDRAWN_MESSAGE, type InterviewAccess } from "./access";
import {
  answerMaxMs,
  answerSeconds,
  effectiveExtraTimePercent,
  interviewAnswerSeconds,
  lateness,
  LATE_ANSWER_REFUSED,
  LATE_ANSWER_UNMEASURED,
} from "./answer-time";
import { completeIfAllAnswered } from "./finish-interview";
import { assertTakeAllowed, retakesAllowed, takeNumber } from "./retakes";
import { ZEmotionData, type TEmotionData } from "./schema";

const ZAnswerFields = z.object({
  id: z.string({ error: "id is required" }).trim().min(1, "id is required"),
  question_no: z.string().trim().optional(),
  take: z.string().trim().optional(),
  emotionData: z.string().optional(),
  tabSwitchTiming: z.array(z.string()).default([]),
});

type Caller = { token: string | null; candidateId: string | null };

/** An interview's answer video: its length limit is the interview's answer time (plus the recorder's grace). */
function answerKind(extraTimePercent: number): UploadKind {
  return {
    ...UPLOAD_KINDS.interviewAnswer,
    maxDurationMs: answerMaxMs(extraTimePercent),
    durationMessage: `An answer can be at most ${answerSeconds(extraTimePercent)} seconds long`,
  };
}

function assertRecordable(interview: InterviewAccess): void {
  if (interview.consentWithdrawnAt) throw new AppError("CONSENT_WITHDRAWN", CONSENT_WITHDRAWN_MESSAGE);
}

/**
 * POST /api/users/videoUpload's form. When `id` arrives before the file (as our page sends it),
 * the caller is authorised before a byte is stored (an account closed for deletion ends the upload
 * with 403 at once), the file is held to the interview's answer time, and an answer already kept
 * for `question_no` stores nothing more.
 */
export function answerUploadForm(caller: Caller): FormSpec<typeof ZAnswerFields> {
  return {
    fields: ZAnswerFields,
    file: {
      field: "file",
      // Until the interview is known, the longest answer any interview allows.
      kind: answerKind(ANSWER_EXTRA_TIME_MAX_PERCENT),
      key: (ext) => `interview-answers/${randomUUID()}.${ext}`,
      missing: "Please attach the recorded answer as file",
      resumableOwners: ownersOf(caller),
    },
    repeated: ["tabSwitchTiming"],
    fieldBytes: { tabSwitchTiming: 32, emotionData: 256 * 1024, id: 64, question_no: 64, take: 16 },
    maxParts: 20 + INTERVIEW_TAB_SWITCHES_MAX,
    overheadBytes: 256 * 1024,
    beforeFile: async (raw): Promise<BeforeFile> => {
      if (typeof raw.id !== "string" || !raw.id.trim()) return "store";
      const interview = await authorizeInterview({ interviewId: raw.id.trim(), ...caller });
      assertRecordable(interview);
      const take = takeNumber(typeof raw.take === "string" ? raw.take : undefined);
      assertTakeAllowed(interview, take);
      const number = Number(typeof raw.question_no === "string" ? raw.question_no.trim() : NaN);
      if (Number.isInteger(number) && number >= 1) {
        const kept = await db().interviewAnswer.findFirst({ where: { interviewId: interview.id, question: { position: number } }, select: { take: true } });
        if (kept && kept.take >= take) return "skip";
      }
      return { kind: answerKind(effectiveExtraTimePercent(interview)) };
    },
  };
}

function parseEmotionData(raw: string | undefined): TEmotionData | null {
  if (!raw) return null;
  const value = parseJsonText(raw, "emotionData must be JSON");
  if (value === null) return null;
  const parsed = ZEmotionData.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `.${issue.path.join(".")}` : "";
    throw new AppError("INVALID_INPUT", `emotionData${where}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

function parseTimings(raw: string[]): number[] {
  return raw.map((t) => {
    const n = Number(t);
    if (!Number.isFinite(n) || n < 0 || n > 24 * 60 * 60) throw new AppError("INVALID_INPUT", "tabSwitchTiming is seconds into the answer");
    return Math.round(n * 10) / 10;
  });
}

/** What became of the expression counts sent with an answer (the answer says so). */
export type ExpressionsOutcome = "stored" | "discarded" | "none";

/**
 * Splits what the browser measured into what may be kept: expressions only with emotion analysis on.
 * With it off they are discarded (never stored), and the outcome says so.
 */
export function monitoringColumns(data: TEmotionData | null, emotionAnalysis: boolean) {
  if (!data) return { emotionData: undefined, attentionData: undefined, alarms: undefined, expressions: "none" as ExpressionsOutcome };
  const { expressions, alarms, observed, Attention, stats } = data;
  const emotionData = emotionAnalysis && expressions ? ({ ...expressions, Attention } satisfies Prisma.InputJsonValue) : undefined;
  const emotions: readonly string[] = EMOTION_NAMES;
  const keptStats = emotionAnalysis ? stats : stats.map((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !emotions.includes(k))));
  // The spec's flat tally carries attention only; the monitor's report also what was observed.
  const attentionData = observed ? { ...observed, Attention, stats: keptStats } : { Attention };
  const outcome: ExpressionsOutcome = !expressions ? "none" : emotionAnalysis ? "stored" : "discarded";
  return { emotionData, attentionData, alarms: observed ? alarms : undefined, expressions: outcome };
}

export async function receiveAnswer(options: Caller & { fields: z.output<typeof ZAnswerFields>; stored: ReceivedFile | null; now?: Date }) {
  const { fields, stored } = options;
  const now = options.now ?? new Date();
  const interview = await authorizeInterview({ interviewId: fields.id, token: options.token, candidateId: options.candidateId });
  try {
    assertRecordable(interview);
    const number = Number(fields.question_no);
    if (!Number.isInteger(number) || number < 1) throw new AppError("INVALID_INPUT", "question_no is the question's number, from 1");
    const take = takeNumber(fields.take);
    assertTakeAllowed(interview, take);
    const question = await db().interviewQuestion.findUnique({
      where: { interviewId_position: { interviewId: interview.id, position: number } },
      select: { id: true, askedAt: true, answer: { select: { take: true } } },
    });
    if (!question) throw new AppError("NOT_FOUND", "Question not found");
    if (question.answer && question.answer.take >= take) {
      // A retry after a lost response, or a take a later one replaced: what is kept stands.
      await deleteQuietly(stored?.key);
      return alreadyReceived(number, question.answer.take);
    }
    // Submitted by the candidate once every answer on the page was sent: a take arriving now was
    // begun after it, and what the employer was told is final does not change. (An interview that
    // completed by itself keeps taking the answers recorded in time and still on their way.)
    if (interview.submittedAt) throw new AppError("INTERVIEW_SUBMITTED", "This interview has already been submitted");
    if (!stored) throw new AppError("NO_RECORDING", "Please attach the recorded answer as file");
    if (!question.askedAt) throw new AppError("QUESTION_NOT_ASKED", "This question has not been asked yet");
    const extraTimePercent = effectiveExtraTimePercent(interview);
    if (stored.durationMs !== null && stored.durationMs > answerMaxMs(extraTimePercent)) {
      throw new AppError("ANSWER_TOO_LONG", answerKind(extraTimePercent).durationMessage!);
    }
    const late = lateness(new Date(question.askedAt.getTime() + interviewAnswerSeconds(interview) * 1000), now);
    if (late.refused) throw new AppError("OUTSIDE_ANSWER_TIME", LATE_ANSWER_REFUSED);
    // Only the file can say an answer held up this long was recorded within its time.
    if (late.lateSeconds !== null && stored.durationMs === null) throw new AppError("ANSWER_LENGTH_UNREADABLE", LATE_ANSWER_UNMEASURED);
    // An answer with no picture has no face to watch: nothing the camera would have measured is kept.
    const monitoring = monitoringColumns(stored.audioOnly ? null : parseEmotionData(fields.emotionData), interview.emotionAnalysis);
    const columns = {
      videoKey: stored.key,
      contentType: stored.contentType,
      sizeBytes: stored.size,
      durationMs: stored.durationMs,
      audioOnly: stored.audioOnly,
      uploadedAt: now,
      lateSeconds: late.lateSeconds,
      tabSwitchTimings: parseTimings(fields.tabSwitchTiming).slice(0, INTERVIEW_TAB_SWITCHES_MAX),
      emotionData: monitoring.emotionData ?? Prisma.DbNull,
      attentionData: monitoring.attentionData ?? Prisma.DbNull,
      alarms: monitoring.alarms ?? Prisma.DbNull,
      take,
    };
    const kept = await keepTake({ interviewId: interview.id, questionId: question.id, take, columns });
    if (!kept.kept) {
      await deleteQuietly(stored.key);
      return alreadyReceived(number, kept.take);
    }
    // The take it replaced is gone with it: only the last take is kept.
    await deleteQuietly(kept.replacedKey ?? undefined);
    // Consent withdrawn while this answer was uploading: the withdrawal marks the interview before it
    // looks for videos, so either it found this one or this check sees the mark.
    const current = await db().interview.findUnique({ where: { id: interview.id }, select: { consentWithdrawnAt: true } });
    if (current?.consentWithdrawnAt) {
      await db().interviewAnswer.deleteMany({ where: { questionId: question.id } });
      throw new AppError("CONSENT_WITHDRAWN", CONSENT_WITHDRAWN_MESSAGE);
    }
    await completeIfAllAnswered(interview);
    return {
      message: "Answer received",
      question_no: number,
      take,
      retakes_left: Math.max(0, 1 + retakesAllowed(interview) - take),
      expressions: monitoring.expressions,
      late_seconds: late.lateSeconds,
      audio_only: stored.audioOnly,
    };
  } catch (error) {
    await deleteQuietly(stored?.key);
    if (isUniqueViolation(error)) {
      return { message: "Answer already received", question_no: Number(fields.question_no) };
    }
    throw error;
  }
}

function alreadyReceived(questionNo: number, take: number) {
  return { message: "Answer already received", question_no: questionNo, take };
}

type TakeColumns = Omit<Prisma.InterviewAnswerUncheckedCreateInput, "interviewId" | "questionId">;

/**
 * Keeps take `take` of a question's answer unless an equal or later take is kept already. Takes of
 * one question are decided under a lock on the question, so however many arrive at once the
 * highest stands and each replaced video is known to exactly one caller.
 */
async function keepTake(options: { interviewId: string; questionId: string; take: number; columns: TakeColumns }) {
  const { interviewId, questionId, take, columns } = options;
  return db().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM interview_questions WHERE id = ${questionId}::uuid FOR UPDATE`;
      const current = await tx.interviewAnswer.findUnique({ where: { questionId }, select: { take: true, videoKey: true } });
      if (current && current.take >= take) return { kept: false as const, take: current.take };
      if (current) await tx.interviewAnswer.update({ where: { questionId }, data: columns });
      else await tx.interviewAnswer.create({ data: { ...columns, interviewId, questionId } });
      return { kept: true as const, replacedKey: current?.videoKey ?? null };
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}
