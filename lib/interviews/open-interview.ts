// What the interview page needs before the first question: who invited, how many questions, the
// answer time, and the consent wording (or the consent already given).
import { alternativeRequestOf } from "@/lib/applications/requests/requests";
import { db } from "@/lib/db/client";
import { assertOpen, expiryOf, type InterviewAccess } from "./access";
import { effectiveExtraTimePercent, interviewAnswerSeconds } from "./answer-time";
import { accommodationView } from "./accommodation";
import { prepareQuestionAudio } from "./question-audio";
import { howThisInterviewWorks } from "./how-it-works";
import { extraRetakeView } from "./extra-retake";
import { retakesAllowed } from "./retakes";
import { currentConsent } from "./record-consent";
import { mockLanguageOf } from "@/lib/language/languages";
import type { Locale } from "@/lib/i18n/locales";

/** `locale`: the interface's language, which the consent wording and "How this interview works" are written in. */
export function interviewOverview(interview: InterviewAccess, locale: Locale = "en") {
  return {
    id: interview.id,
    status: interview.status,
    jobTitle: interview.job.title,
    company: interview.job.company.name,
    totalQuestions: interview._count.questions,
    /** The questions' language (en, hi or hinglish): the question screen's words beside the audio are written in it. */
    language: mockLanguageOf(interview.language),
    timeLimitSeconds: interviewAnswerSeconds(interview),
    extraTimePercent: effectiveExtraTimePercent(interview),
    accommodation: accommodationView(interview),
    /** Times each answer may be recorded again (the declared retakes, plus one once an extra retake is granted). */
    retakes: retakesAllowed(interview),
    extraRetake: extraRetakeView(interview),
    expiresAt: expiryOf(interview).toISOString(),
    consentedAt: interview.consentedAt?.toISOString() ?? null,
    emotionAnalysis: interview.consentedAt ? interview.emotionAnalysis : currentConsent(interview).emotionAnalysis,
    consent: currentConsent(interview, locale),
    howItWorks: howThisInterviewWorks(interview, locale),
  };
}

/**
 * Where a candidate who reloads the page picks up: the first question not yet answered whose time
 * has not run out (past the last when none is left, so the page ends the interview).
 */
async function resumeAt(interview: InterviewAccess, now: Date): Promise<number> {
  const limitMs = interviewAnswerSeconds(interview) * 1000;
  const questions = await db().interviewQuestion.findMany({
    where: { interviewId: interview.id },
    orderBy: { position: "asc" },
    select: { position: true, askedAt: true, answer: { select: { id: true } } },
  });
  const open = questions.find((q) => !q.answer && (!q.askedAt || q.askedAt.getTime() + limitMs > now.getTime()));
  return open?.position ?? questions.length + 1;
}

export async function openInterview(interview: InterviewAccess, locale: Locale = "en", now = new Date()) {
  if (interview.status !== "COMPLETED") assertOpen(interview);
  const [at, alternative] = await Promise.all([resumeAt(interview, now), alternativeRequestOf(interview.id)]);
  // The next question's voice is made while the candidate checks the camera, not after Start.
  if (interview.consentedAt && interview.status !== "COMPLETED" && at <= interview._count.questions) void prepareQuestionAudio(interview.id, at);
  return { ...interviewOverview(interview, locale), resumeAt: at, alternative };
}
export type InterviewOverview = Awaited<ReturnType<typeof openInterview>>;
