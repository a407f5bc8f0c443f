// GET /api/partner/v1/interviews/{id}: an employer reads its interview's answers, each with a
// short-lived link to the video, the emotion tally (when analysed), attention, tab switches and alarms.
// A read that hands over any answer goes in the candidate's access log. A video deleted by retention
// or by the candidate's withdrawal of consent has no link.
import { recordDataReads, type DataReader } from "@/lib/account-data/access-log";
import { PARTNER_VIDEO_LINK_SECONDS } from "./interview-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { expireIfDue, interviewAccessSelect, interviewColumns } from "./access";
import { accommodationView } from "./accommodation";
import { interviewAnswerSeconds } from "./answer-time";
import { extraRetakeView } from "./extra-retake";
import { aiUseOf } from "./how-it-works";
import { retakesAllowed } from "./retakes";
import { answerMediaLabel } from "@/lib/media/answer-media";
import { mockLanguageOf } from "@/lib/language/languages";
import { isLocale } from "@/lib/i18n/locales";
import { isUuid } from "@/lib/db/uuid";

export async function getPartnerInterview(options: { partner: DataReader; interviewId: string }) {
  if (!isUuid(options.interviewId)) throw new AppError("NOT_FOUND", "Interview not found");
  // A closed account is hidden from employers, like its applications.
  const where = {
    id: options.interviewId.toLowerCase(),
    job: { companyId: options.partner.companyId },
    candidate: { accountDeletion: null },
  };
  const access = await db().interview.findFirst({ where, select: interviewAccessSelect });
  if (!access) throw new AppError("NOT_FOUND", "Interview not found");
  await expireIfDue(access);
  const interview = await db().interview.findFirstOrThrow({
    where,
    select: {
      ...interviewColumns,
      consentScope: true,
      questions: {
        orderBy: { position: "asc" },
        select: {
          position: true,
          text: true,
          askedAt: true,
          answer: {
            select: {
              videoKey: true,
              contentType: true,
              audioOnly: true,
              sizeBytes: true,
              durationMs: true,
              emotionData: true,
              attentionData: true,
              tabSwitchTimings: true,
              alarms: true,
              uploadedAt: true,
              lateSeconds: true,
              take: true,
            },
          },
        },
      },
    },
  });
  const expiresAt = new Date(Date.now() + PARTNER_VIDEO_LINK_SECONDS * 1000).toISOString();
  const result = {
    interviewId: interview.id,
    applicationId: interview.applicationId,
    status: interview.status,
    expiresAt: interview.expiresAt.toISOString(),
    startedAt: interview.startedAt?.toISOString() ?? null,
    completedAt: interview.completedAt?.toISOString() ?? null,
    extraTimePercent: interview.extraTimePercent,
    answerSeconds: interviewAnswerSeconds(interview),
    accommodationPolicy: { autoApproveUpToPercent: interview.accommodationAutoApprovePercent },
    accommodation: accommodationView(interview),
    retakes: interview.retakes,
    retakesAllowed: retakesAllowed(interview),
    extraRetake: extraRetakeView(interview),
    // What the employer declared when scheduling, read back as it was stored.
    aiUse: aiUseOf(interview),
    retentionDays: interview.retentionDays,
    feedbackWithinDays: interview.feedbackWithinDays,
    language: mockLanguageOf(interview.language),
    emotionAnalysis: interview.emotionAnalysis,
    consent: interview.consentedAt
      ? {
          at: interview.consentedAt.toISOString(),
          version: interview.consentVersion,
          // The language the wording was shown in (its version names the wording in that language).
          language: isLocale(interview.consentLanguage) ? interview.consentLanguage : "en",
          scope: interview.consentScope,
          withdrawnAt: interview.consentWithdrawnAt?.toISOString() ?? null,
        }
      : null,
    questions: await Promise.all(
      interview.questions.map(async (q) => ({
        position: q.position,
        text: q.text,
        askedAt: q.askedAt?.toISOString() ?? null,
        answer: q.answer
          ? {
              videoUrl: q.answer.videoKey ? await storage().signedUrl(q.answer.videoKey, { expiresInSeconds: PARTNER_VIDEO_LINK_SECONDS }) : null,
              videoUrlExpiresAt: q.answer.videoKey ? expiresAt : null,
              contentType: q.answer.contentType,
              // A full answer recorded with the microphone alone: nothing about a face was measured.
              audioOnly: q.answer.audioOnly,
              label: answerMediaLabel(q.answer.audioOnly),
              sizeBytes: q.answer.sizeBytes,
              emotionData: q.answer.emotionData ?? null,
              attention: q.answer.attentionData ?? null,
              tabSwitchTimings: q.answer.tabSwitchTimings,
              alarms: q.answer.alarms ?? [],
              durationMs: q.answer.durationMs,
              uploadedAt: q.answer.uploadedAt.toISOString(),
              // Recorded within its time but held up by the network: how long after the question closed it arrived.
              lateSeconds: q.answer.lateSeconds,
              // The take kept: the last one the candidate recorded (earlier takes are deleted).
              take: q.answer.take,
            }
          : null,
      })),
    ),
  };
  if (interview.questions.some((q) => q.answer)) {
    await recordDataReads({
      reader: options.partner,
      reads: [{ candidateId: interview.candidateId, kind: "INTERVIEW", subjectId: interview.id }],
    });
  }
  return result;
}
