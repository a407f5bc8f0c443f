// The candidate's explicit consent, stored with the wording's version, the language it was shown
// in, what it covered and when. The wording follows EMOTION_ANALYSIS at the moment of consent, and
// so does what is analysed.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { assertOpen, type InterviewAccess } from "./access";
import { consentScope, consentScopeOfVersion } from "./consent-text";
import { howThisInterviewWorks } from "./how-it-works";
import { prepareQuestionAudio } from "./question-audio";

function consentOptions(interview: InterviewAccess) {
  return { emotionAnalysis: env().EMOTION_ANALYSIS === "on", company: interview.job.company.name, retentionDays: interview.retentionDays };
}

export function currentConsent(interview: InterviewAccess, locale: Locale = "en") {
  return consentScope({ ...consentOptions(interview), locale });
}

/** `version`: the wording the candidate read; its language is the one it was written in. */
export async function recordConsent(options: { interview: InterviewAccess; version: string }) {
  const { interview } = options;
  if (interview.status === "COMPLETED") throw new AppError("INTERVIEW_SUBMITTED", "This interview has already been submitted");
  assertOpen(interview);
  const scope = consentScopeOfVersion(options.version, consentOptions(interview));
  if (!scope) throw new AppError("CONSENT_TEXT_CHANGED", "The consent text has changed. Please reload the page and read it again.");
  if (interview.consentedAt)
    return { consentedAt: interview.consentedAt.toISOString(), version: interview.consentVersion, language: interview.consentLanguage };
  const consentedAt = new Date();
  await db().interview.update({
    where: { id: interview.id },
    data: {
      consentedAt,
      consentVersion: scope.version,
      consentLanguage: scope.language,
      // What "How this interview works" said when they agreed, in the language they read it in, kept with what they agreed to.
      consentScope: { ...scope, howItWorks: howThisInterviewWorks(interview, scope.language) } as unknown as Prisma.InputJsonValue,
      emotionAnalysis: scope.emotionAnalysis,
    },
  });
  // The first question's voice is made while the candidate checks the camera, not after Start.
  void prepareQuestionAudio(interview.id, 1);
  return { consentedAt: consentedAt.toISOString(), version: scope.version, language: scope.language };
}
