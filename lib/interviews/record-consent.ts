// The candidate's explicit consent, stored with the wording's version, what it covered and when.
// The wording follows EMOTION_ANALYSIS at the moment of consent, and so does what is analysed.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { assertOpen, type InterviewAccess } from "./access";
import { consentScope } from "./consent-text";
import { howThisInterviewWorks } from "./how-it-works";
import { prepareQuestionAudio } from "./question-audio";

export function currentConsent(interview: InterviewAccess) {
  return consentScope({ emotionAnalysis: env().EMOTION_ANALYSIS === "on", company: interview.job.company.name, retentionDays: interview.retentionDays });
}

export async function recordConsent(options: { interview: InterviewAccess; version: string }) {
  const { interview } = options;
  if (interview.status === "COMPLETED") throw new AppError("INTERVIEW_SUBMITTED", "This interview has already been submitted");
  assertOpen(interview);
  const scope = currentConsent(interview);
  if (options.version !== scope.version) {
    throw new AppError("CONSENT_TEXT_CHANGED", "The consent text has changed. Please reload the page and read it again.");
  }
  if (interview.consentedAt) return { consentedAt: interview.consentedAt.toISOString(), version: interview.consentVersion };
  const consentedAt = new Date();
  await db().interview.update({
    where: { id: interview.id },
    data: {
      consentedAt,
      consentVersion: scope.version,
      // What "How this interview works" said when they agreed, kept with what they agreed to.
      consentScope: { ...scope, howItWorks: howThisInterviewWorks(interview) } as unknown as Prisma.InputJsonValue,
      emotionAnalysis: scope.emotionAnalysis,
    },
  });
  // The first question's voice is made while the candidate checks the camera, not after Start.
  void prepareQuestionAudio(interview.id, 1);
  return { consentedAt: consentedAt.toISOString(), version: scope.version };
}
