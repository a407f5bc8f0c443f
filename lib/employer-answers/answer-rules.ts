// How an employer answers its applicants, from real events of the application timeline (never typed
// by the employer): of the applications made to its jobs in the last ANSWER_WINDOW_DAYS, the share
// that got any answer, and the median days to that first answer. The figures are computed by a
// background task (compute-answer-figures.ts) into the company's row and read with each job.
//
// An answer is the employer's first move on an application: a status it sets (In Review, Eligible,
// Interview Scheduled, Process Completed, Hired, Not Selected), feedback it writes, or an interview
// it schedules. The candidate's own moves (applying, withdrawing, finishing an interview) and the
// system's (an expired link) are not answers.
//
// Not counted: an application withdrawn before any answer (the candidate stopped waiting; it says
// nothing of the employer), and one younger than ANSWER_GRACE_DAYS without an answer yet (it may
// still hear back). An application answered within its first days counts at once.

import { fill } from "@/lib/i18n/fill";

export const ANSWER_WINDOW_DAYS = 180;
export const ANSWER_GRACE_DAYS = 14;
/** Below this many counted applications a job shows no figures, only that there are too few yet. */
export const ANSWER_MIN_APPLICATIONS = 10;
/** The statuses an employer sets: moving an application to one of them is an answer. */
export const ANSWER_STATUSES = ["IN_REVIEW", "NOT_SELECTED", "ELIGIBLE", "INTERVIEW_SCHEDULED", "PROCESS_COMPLETED", "HIRED"] as const;

export const NOT_ENOUGH_APPLICATIONS = "New on HireReady: not enough applications yet to say";

/** The columns of a company that hold its figures (written only by the task). */
export type AnswerFigures = {
  answerApplications: number;
  answeredApplications: number;
  answerMedianDays: number | null;
};

/** The days the employer usually takes, as shown ("within 4 days"): the median rounded up, at least 1; null without an answer. */
export function usualAnswerDays(figures: AnswerFigures): number | null {
  if (figures.answerMedianDays === null || figures.answeredApplications === 0) return null;
  return Math.max(1, Math.ceil(figures.answerMedianDays - 1e-9));
}

export function enoughApplications(figures: AnswerFigures): boolean {
  return figures.answerApplications >= ANSWER_MIN_APPLICATIONS;
}

/** The share of applicants who heard back, in whole percent. */
export function answeredPercent(figures: AnswerFigures): number {
  if (figures.answerApplications === 0) return 0;
  return Math.round((figures.answeredApplications / figures.answerApplications) * 100);
}

/**
 * What a job carries of its employer's figures (its payload's `Employer_Answers`): the share of
 * applicants who heard back and the days it usually takes (null when none was answered); null
 * while too few applications were counted to say. Kept short: every card carries it.
 */
export type EmployerAnswers = { Percent: number; Usual_Days: number | null } | null;

export function toEmployerAnswers(figures: AnswerFigures): EmployerAnswers {
  return enoughApplications(figures) ? { Percent: answeredPercent(figures), Usual_Days: usualAnswerDays(figures) } : null;
}

/** The answer line's words, in the interface language (the catalog's jobCard.answers*). */
export type AnswerLineWords = { answersNotEnough: string; answersNone: string; answersWithinDay: string; answersWithinDays: string };

const EN_WORDS: AnswerLineWords = {
  answersNotEnough: NOT_ENOUGH_APPLICATIONS,
  answersNone: "No answer yet in the last {window} days · {percent} % of applicants heard back",
  answersWithinDay: "Usually answers within a day · {percent} % of applicants heard back",
  answersWithinDays: "Usually answers within {days} days · {percent} % of applicants heard back",
};

/** The line on a job's card and page: "Usually answers within 4 days · 83 % of applicants heard back". */
export function answerLine(answers: EmployerAnswers, words: AnswerLineWords = EN_WORDS): string {
  if (answers === null) return words.answersNotEnough;
  if (answers.Usual_Days === null) return fill(words.answersNone, { window: ANSWER_WINDOW_DAYS, percent: answers.Percent });
  if (answers.Usual_Days === 1) return fill(words.answersWithinDay, { percent: answers.Percent });
  return fill(words.answersWithinDays, { days: answers.Usual_Days, percent: answers.Percent });
}

/**
 * Whether an application unanswered for `waitedDays` has waited longer than its employer usually
 * takes: only when the employer has figures to go by (enough applications, some answered).
 */
export function waitedLongerThanUsual(figures: AnswerFigures, waitedDays: number): boolean {
  const usual = usualAnswerDays(figures);
  return enoughApplications(figures) && usual !== null && waitedDays > usual;
}
