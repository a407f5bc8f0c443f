// What the interview page needs before the first question: who invited, how many questions, the
// answer time, and the consent wording (or the consent already given).
import { assertOpen, expiryOf, type InterviewAccess } from "./access";
import { answerSeconds } from "./answer-time";
import { currentConsent } from "./record-consent";

export function interviewOverview(interview: InterviewAccess) {
  return {
    id: interview.id,
    status: interview.status,
    jobTitle: interview.job.title,
    company: interview.job.company.name,
    totalQuestions: interview._count.questions,
    timeLimitSeconds: answerSeconds(interview.extraTimePercent),
    extraTimePercent: interview.extraTimePercent,
    expiresAt: expiryOf(interview).toISOString(),
    consentedAt: interview.consentedAt?.toISOString() ?? null,
    emotionAnalysis: interview.consentedAt ? interview.emotionAnalysis : currentConsent(interview).emotionAnalysis,
    consent: currentConsent(interview),
  };
}

export function openInterview(interview: InterviewAccess) {
  if (interview.status !== "COMPLETED") assertOpen(interview);
  return interviewOverview(interview);
}
export type InterviewOverview = ReturnType<typeof interviewOverview>;
