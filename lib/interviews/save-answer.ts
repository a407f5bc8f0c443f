// POST /api/users/videoUpload: one recorded answer (form file, emotionData, id, question_no and
// repeated tabSwitchTiming) streamed straight to storage. The fields may come in any order; when
// `id` arrives before the file (as our page sends it) the caller is authorised before a byte is
// stored. An answer is taken once per question; a retry of a stored answer is answered 200.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { z } from "zod";
import { EMOTION_NAMES, INTERVIEW_LATE_UPLOAD_SECONDS, INTERVIEW_TAB_SWITCHES_MAX } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import type { FormSpec, ReceivedFile } from "@/lib/http/receive-form";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { parseJsonText } from "@/lib/validation/json";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { assertOpen, authorizeInterview, CONSENT_WITHDRAWN_MESSAGE } from "./access";
import { completeIfAllAnswered } from "./finish-interview";
import { ZEmotionData, type TEmotionData } from "./schema";

const ZAnswerFields = z.object({
  id: z.string({ error: "id is required" }).trim().min(1, "id is required"),
  question_no: z.string().trim().optional(),
  emotionData: z.string().optional(),
  tabSwitchTiming: z.array(z.string()).default([]),
});

type Caller = { token: string | null; candidateId: string | null };

/**
 * POST /api/users/videoUpload's form. When `id` arrives before the file (as our page sends it),
 * the caller is authorised and the interview checked open before a byte is stored.
 */
export function answerUploadForm(caller: Caller): FormSpec<typeof ZAnswerFields> {
  return {
    fields: ZAnswerFields,
    file: {
      field: "file",
      kind: UPLOAD_KINDS.interviewAnswer,
      key: (ext) => `interview-answers/${randomUUID()}.${ext}`,
      missing: "Please attach the recorded answer as file",
    },
    repeated: ["tabSwitchTiming"],
    fieldBytes: { tabSwitchTiming: 32, emotionData: 256 * 1024, id: 64, question_no: 64 },
    maxParts: 20 + INTERVIEW_TAB_SWITCHES_MAX,
    overheadBytes: 256 * 1024,
    beforeFile: async (raw): Promise<"store"> => {
      if (typeof raw.id === "string" && raw.id.trim()) assertOpen(await authorizeInterview({ interviewId: raw.id.trim(), ...caller }));
      return "store";
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
    throw new AppError("BAD_REQUEST", `emotionData${where}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

function parseTimings(raw: string[]): number[] {
  return raw.map((t) => {
    const n = Number(t);
    if (!Number.isFinite(n) || n < 0 || n > 24 * 60 * 60) throw new AppError("BAD_REQUEST", "tabSwitchTiming is seconds into the answer");
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

export async function receiveAnswer(options: Caller & { fields: z.output<typeof ZAnswerFields>; stored: ReceivedFile }) {
  const { fields, stored } = options;
  const interview = await authorizeInterview({ interviewId: fields.id, token: options.token, candidateId: options.candidateId });
  try {
    assertOpen(interview);
    if (interview.status === "COMPLETED") {
      const late = !interview.completedAt || Date.now() - interview.completedAt.getTime() > INTERVIEW_LATE_UPLOAD_SECONDS * 1000;
      if (late) throw new AppError("CONFLICT", "This interview has ended");
    }
    const number = Number(fields.question_no);
    if (!Number.isInteger(number) || number < 1) throw new AppError("BAD_REQUEST", "question_no is the question's number, from 1");
    const question = await db().interviewQuestion.findUnique({
      where: { interviewId_position: { interviewId: interview.id, position: number } },
      select: { id: true, askedAt: true, answer: { select: { id: true } } },
    });
    if (!question) throw new AppError("NOT_FOUND", "Question not found");
    if (!question.askedAt) throw new AppError("CONFLICT", "This question has not been asked yet");
    if (question.answer) {
      // A retry after a lost response: the first copy stands.
      await deleteQuietly(stored.key);
      return { message: "Answer already received", question_no: number };
    }
    const monitoring = monitoringColumns(parseEmotionData(fields.emotionData), interview.emotionAnalysis);
    await db().interviewAnswer.create({
      data: {
        interviewId: interview.id,
        questionId: question.id,
        videoKey: stored.key,
        contentType: stored.contentType,
        sizeBytes: stored.size,
        tabSwitchTimings: parseTimings(fields.tabSwitchTiming).slice(0, INTERVIEW_TAB_SWITCHES_MAX),
        emotionData: monitoring.emotionData,
        attentionData: monitoring.attentionData,
        alarms: monitoring.alarms,
      },
    });
    // Consent withdrawn while this answer was uploading: the withdrawal marks the interview before it
    // looks for videos, so either it found this one or this check sees the mark.
    const current = await db().interview.findUnique({ where: { id: interview.id }, select: { consentWithdrawnAt: true } });
    if (current?.consentWithdrawnAt) {
      await db().interviewAnswer.deleteMany({ where: { questionId: question.id } });
      throw new AppError("GONE", CONSENT_WITHDRAWN_MESSAGE);
    }
    await completeIfAllAnswered(interview);
    return { message: "Answer received", question_no: number, expressions: monitoring.expressions };
  } catch (error) {
    await deleteQuietly(stored.key);
    if (isUniqueViolation(error)) {
      return { message: "Answer already received", question_no: Number(fields.question_no) };
    }
    throw error;
  }
}
