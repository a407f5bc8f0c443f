// GET /api/partner/v1/interviews/{id}: an employer reads its interview's answers, each with a
// short-lived link to the video, the emotion tally (when analysed), attention, tab switches and alarms.
import { PARTNER_VIDEO_LINK_SECONDS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { expireIfDue, interviewAccessSelect } from "./access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getPartnerInterview(options: { companyId: string; interviewId: string }) {
  if (!UUID.test(options.interviewId)) throw new AppError("NOT_FOUND", "Interview not found");
  const where = { id: options.interviewId.toLowerCase(), job: { companyId: options.companyId } };
  const access = await db().interview.findFirst({ where, select: interviewAccessSelect });
  if (!access) throw new AppError("NOT_FOUND", "Interview not found");
  await expireIfDue(access);
  const interview = await db().interview.findFirstOrThrow({
    where,
    select: {
      id: true,
      applicationId: true,
      status: true,
      expiresAt: true,
      startedAt: true,
      completedAt: true,
      extraTimePercent: true,
      emotionAnalysis: true,
      consentedAt: true,
      consentVersion: true,
      consentScope: true,
      questions: {
        orderBy: { position: "asc" },
        select: {
          position: true,
          text: true,
          askedAt: true,
          answer: {
            select: { videoKey: true, contentType: true, sizeBytes: true, emotionData: true, attentionData: true, tabSwitchTimings: true, alarms: true, uploadedAt: true },
          },
        },
      },
    },
  });
  const expiresAt = new Date(Date.now() + PARTNER_VIDEO_LINK_SECONDS * 1000).toISOString();
  return {
    interviewId: interview.id,
    applicationId: interview.applicationId,
    status: interview.status,
    expiresAt: interview.expiresAt.toISOString(),
    startedAt: interview.startedAt?.toISOString() ?? null,
    completedAt: interview.completedAt?.toISOString() ?? null,
    extraTimePercent: interview.extraTimePercent,
    emotionAnalysis: interview.emotionAnalysis,
    consent: interview.consentedAt
      ? { at: interview.consentedAt.toISOString(), version: interview.consentVersion, scope: interview.consentScope }
      : null,
    questions: await Promise.all(
      interview.questions.map(async (q) => ({
        position: q.position,
        text: q.text,
        askedAt: q.askedAt?.toISOString() ?? null,
        answer: q.answer
          ? {
              videoUrl: await storage().signedUrl(q.answer.videoKey, { expiresInSeconds: PARTNER_VIDEO_LINK_SECONDS }),
              videoUrlExpiresAt: expiresAt,
              contentType: q.answer.contentType,
              sizeBytes: q.answer.sizeBytes,
              emotionData: q.answer.emotionData ?? null,
              attention: q.answer.attentionData ?? null,
              tabSwitchTimings: q.answer.tabSwitchTimings,
              alarms: q.answer.alarms ?? [],
              uploadedAt: q.answer.uploadedAt.toISOString(),
            }
          : null,
      })),
    ),
  };
}
