// The spec's question call: the question's text, its audio and the total; null (204) once the
// interview is complete or past its last question. The answer clock runs on the server from the
// first time a question is shown, so reloading the page does not restart it.
import { alternativeRequestOf } from "@/lib/applications/requests/requests";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { assertOpen, type InterviewAccess } from "./access";
import { interviewAnswerSeconds } from "./answer-time";
import { prepareQuestionAudio, questionAudioUrl } from "./question-audio";
import { retakesAllowed } from "./retakes";

export const alternativePending = (company: string) => `You asked ${company} for another way to be assessed. The interview waits for their answer.`;
export const alternativeAgreed = (company: string) => `${company} agreed to assess you another way, so this interview is not recorded.`;

/** The first question waits while the candidate's request for another way to be assessed does; once agreed, it never comes. */
async function assertNoAlternativeRequested(interview: InterviewAccess) {
  const request = await alternativeRequestOf(interview.id);
  const company = interview.job.company.name;
  if (request?.status === "PENDING") throw new AppError("ALTERNATIVE_PENDING", alternativePending(company));
  if (request?.status === "ACCEPTED") throw new AppError("ALTERNATIVE_AGREED", alternativeAgreed(company));
}

export const CONSENT_REQUIRED = "Please agree to the recording and monitoring before the interview starts";

/**
 * Question `number` once more, for take `take` of it: after a reload cut its answer, while its
 * clock still runs and the interview's retakes allow that take. Null when it cannot be.
 */
async function questionAgain(interview: InterviewAccess, number: number, take: number, now: Date) {
  if (take > 1 + retakesAllowed(interview)) return null;
  const question = await db().interviewQuestion.findUnique({
    where: { interviewId_position: { interviewId: interview.id, position: number } },
    select: { id: true, position: true, text: true, audioKey: true, askedAt: true, answer: { select: { take: true } } },
  });
  if (!question?.askedAt || (question.answer && question.answer.take >= take)) return null;
  const timeLimitSeconds = interviewAnswerSeconds(interview);
  const secondsLeft = timeLimitSeconds - Math.floor((now.getTime() - question.askedAt.getTime()) / 1000);
  if (secondsLeft <= 0) return null;
  return {
    quest: question.text,
    audio: await questionAudioUrl(question),
    totalQuestions: interview._count.questions,
    ques_no: question.position,
    timeLimitSeconds,
    secondsLeft,
    take,
  };
}

/**
 * The question to answer: `number`, or the next one not answered. With `take`, question `number`
 * again for that take where its clock and the retakes allow it; where they do not, the next one.
 */
export async function getInterviewQuestion(options: { interview: InterviewAccess; number: number; take?: number; now?: Date }) {
  const { interview } = options;
  let { number } = options;
  const now = options.now ?? new Date();
  if (interview.status === "COMPLETED") return null;
  assertOpen(interview);
  if (!interview.consentedAt) throw new AppError("CONSENT_REQUIRED", CONSENT_REQUIRED);
  if (interview.status === "SCHEDULED") await assertNoAlternativeRequested(interview);
  const totalQuestions = interview._count.questions;
  if (number > totalQuestions) return null;
  if (options.take !== undefined) {
    const again = await questionAgain(interview, number, options.take, now);
    if (again) return again;
    // Its time is up or its takes are spent: what was recorded stands, and the interview goes on.
    number += 1;
    if (number > totalQuestions) return null;
  }

  // A question is never shown twice: one already answered hands out the next one not answered
  // (a page that reloads while an answer is on its way asks again for the question it had).
  const question = await db().interviewQuestion.findFirst({
    where: { interviewId: interview.id, position: { gte: number }, answer: { is: null } },
    orderBy: { position: "asc" },
    select: { id: true, position: true, text: true, audioKey: true, askedAt: true },
  });
  if (!question) return null;
  number = question.position;
  if (number > 1) {
    const before = await db().interviewQuestion.findUnique({
      where: { interviewId_position: { interviewId: interview.id, position: number - 1 } },
      select: { askedAt: true },
    });
    if (!before?.askedAt) throw new AppError("QUESTION_OUT_OF_ORDER", "Answer the questions in order");
  }

  let askedAt = question.askedAt;
  if (!askedAt) {
    askedAt = now;
    await db().interviewQuestion.updateMany({ where: { id: question.id, askedAt: null }, data: { askedAt: now } });
  }
  if (interview.status === "SCHEDULED") {
    await db().interview.updateMany({ where: { id: interview.id, status: "SCHEDULED" }, data: { status: "IN_PROGRESS", startedAt: now } });
  }
  // The next question's voice is made while this one is answered: moving on waits for a link, not a voice.
  if (number < totalQuestions) void prepareQuestionAudio(interview.id, number + 1);
  const timeLimitSeconds = interviewAnswerSeconds(interview);
  const elapsed = Math.floor((now.getTime() - askedAt.getTime()) / 1000);
  return {
    quest: question.text,
    audio: await questionAudioUrl(question),
    totalQuestions,
    ques_no: number,
    timeLimitSeconds,
    secondsLeft: Math.max(0, timeLimitSeconds - elapsed),
    take: 1,
  };
}
