// "How this interview works": what a candidate is told, in plain words, before they consent to a
// recorded interview. Built from the interview and the employer's declaration when scheduling
// (how AI is used, how long recordings are kept, when they will reply). Versioned like the
// consent wording, and the version shown is kept with the consent (and so in the candidate's export).
import { PRACTICE_RUNS_PER_INTERVIEW } from "./interview-rules";
import { env } from "@/lib/env";
import { formatClock, possessive } from "@/lib/format";
import type { InterviewAccess } from "./access";
import { interviewAnswerSeconds } from "./answer-time";
import { retakesAllowed, retakesPoint } from "./retakes";
import { ZAiUse, type TAiUse } from "./schema";
import { mockLanguageOf, type MockLanguage } from "@/lib/language/languages";

/** Change it whenever the wording below changes. */
export const HOW_IT_WORKS_VERSION = "2026-11-29.1";

export type HowItWorks = { version: string; sections: Array<{ heading: string; points: string[] }> };

/** What the candidate is told of the questions' language; English, the default, goes without saying. */
const LANGUAGE_POINT: Record<MockLanguage, string | null> = {
  en: null,
  hi: "The questions are in Hindi, written in Devanagari.",
  hinglish: "The questions are in Hinglish: Hindi and English mixed, written in Latin letters.",
};

const NO_AI: TAiUse = { scoring: "none", factors: [], humanReview: true };

/** The declaration stored with the interview (interviews scheduled before it existed declared no AI scoring). */
export function aiUseOf(interview: Pick<InterviewAccess, "aiUse">): TAiUse {
  const parsed = ZAiUse.safeParse(interview.aiUse);
  return parsed.success ? parsed.data : NO_AI;
}

function aiPoints(company: string, use: TAiUse): string[] {
  const factors = use.factors.join("; ");
  const review = use.humanReview
    ? `A person at ${company} reviews every decision, and after a decision you can ask for a person to look at it again.`
    : `${company} has not said that a person reviews each decision. After a decision you can still ask for a person to look at it again.`;
  switch (use.scoring) {
    case "none":
      return [`${company} does not use AI to score your answers: people at ${company} watch them.`, review];
    case "assists-reviewers":
      return [`${company} uses AI to help its reviewers. It looks at: ${factors}. A person decides.`, review];
    case "decides":
      return [`${company} uses AI to make decisions on your answers. It looks at: ${factors}.`, review];
  }
}

export function howThisInterviewWorks(interview: InterviewAccess): HowItWorks {
  const company = interview.job.company.name;
  const n = interview._count.questions;
  const use = aiUseOf(interview);
  const days = Math.min(interview.retentionDays ?? env().VIDEO_RETENTION_DAYS, env().VIDEO_RETENTION_DAYS);
  const emotions = interview.consentedAt ? interview.emotionAnalysis : env().EMOTION_ANALYSIS === "on";
  return {
    version: HOW_IT_WORKS_VERSION,
    sections: [
      {
        heading: "The interview",
        points: [
          `${n} question${n === 1 ? "" : "s"}, spoken aloud and shown on screen, one at a time. Each answer may take up to ${formatClock(interviewAnswerSeconds(interview))}.`,
          ...[LANGUAGE_POINT[mockLanguageOf(interview.language)]].filter((point) => point !== null),
          retakesPoint(retakesAllowed(interview)),
          `You can practise first, for free, with our own questions in the same format (up to ${PRACTICE_RUNS_PER_INTERVIEW} runs). Practice answers never reach ${company}.`,
        ],
      },
      {
        heading: "What is recorded and measured, and by whom",
        points: [
          "Your camera and microphone while you answer each question.",
          `While you answer, our software in your browser notes whether your face is in view, whether more than one face is in view, whether you look away, and when you switch tabs. ${company} sees these notes beside your answers. They are observations, not a score.`,
          emotions
            ? `Your facial expressions are estimated in your browser and sent to ${company} only as counts of how often each was seen. We give them no score.`
            : "Your facial expressions are not analysed.",
          ...aiPoints(company, use),
        ],
      },
      {
        heading: "Who sees it, and for how long",
        points: [
          `${possessive(company)} hiring team sees your answers. Nobody else does.`,
          `Your answer videos are deleted ${days} days after you record them. The notes above stay with your application.`,
          ...(interview.feedbackWithinDays
            ? [`${company} has promised to reply within ${interview.feedbackWithinDays} day${interview.feedbackWithinDays === 1 ? "" : "s"} of your interview.`]
            : []),
        ],
      },
      {
        heading: "Your choices",
        points: [
          "Ask for more time for each answer, or for one more retake, before the first question.",
          `Ask ${company} for another way to be assessed, instead of this recorded interview. It waits for their answer.`,
          "Withdraw your consent at any time in Settings: the videos are deleted.",
          "Not take the interview at all: the link simply expires.",
        ],
      },
    ],
  };
}
