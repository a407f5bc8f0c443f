// "How this interview works": what a candidate is told, in plain words, before they consent to a
// recorded interview. Built from the interview and the employer's declaration when scheduling
// (how AI is used, how long recordings are kept, when they will reply), in the interface's language
// (interviewTerms in the catalogs). Versioned like the consent wording, each language on its own,
// and the version shown is kept with the consent (and so in the candidate's export).
import { PRACTICE_RUNS_PER_INTERVIEW } from "./interview-rules";
import { env } from "@/lib/env";
import { formatClock, possessive } from "@/lib/format";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import type { InterviewAccess } from "./access";
import { interviewAnswerSeconds } from "./answer-time";
import { retakesAllowed } from "./retakes";
import { ZAiUse, type TAiUse } from "./schema";
import { mockLanguageOf } from "@/lib/language/languages";

/** Change one whenever its wording (interviewTerms in that language's catalog) changes. */
export const HOW_IT_WORKS_VERSIONS: Record<Locale, string> = { en: "2026-11-29.1", hi: "2026-11-30.1-hi" };

export type HowItWorks = { version: string; sections: Array<{ heading: string; points: string[] }> };

type Words = Messages["interviewTerms"];

const NO_AI: TAiUse = { scoring: "none", factors: [], humanReview: true };

/** The declaration stored with the interview (interviews scheduled before it existed declared no AI scoring). */
export function aiUseOf(interview: Pick<InterviewAccess, "aiUse">): TAiUse {
  const parsed = ZAiUse.safeParse(interview.aiUse);
  return parsed.success ? parsed.data : NO_AI;
}

function aiPoints(w: Words, company: string, use: TAiUse): string[] {
  const values = { company, factors: use.factors.join("; ") };
  const review = fill(use.humanReview ? w.reviewHuman : w.reviewNoHuman, values);
  const scoring = { none: w.aiNone, "assists-reviewers": w.aiAssists, decides: w.aiDecides }[use.scoring];
  return [fill(scoring, values), review];
}

/** What the candidate is told of the questions' language; English, the default, goes without saying. */
function languagePoint(w: Words, language: string): string[] {
  const said = { en: null, hi: w.languageHi, hinglish: w.languageHinglish }[mockLanguageOf(language)];
  return said ? [said] : [];
}

function retakesPoint(w: Words, allowed: number): string {
  return allowed === 0 ? w.retakesNone : allowed === 1 ? w.retakesOne : fill(w.retakesMany, { n: allowed });
}

export function howThisInterviewWorks(interview: InterviewAccess, locale: Locale = "en"): HowItWorks {
  const w = messagesFor(locale, "interviewTerms");
  const company = interview.job.company.name;
  const n = interview._count.questions;
  const days = Math.min(interview.retentionDays ?? env().VIDEO_RETENTION_DAYS, env().VIDEO_RETENTION_DAYS);
  const emotions = interview.consentedAt ? interview.emotionAnalysis : env().EMOTION_ANALYSIS === "on";
  const reply = interview.feedbackWithinDays;
  return {
    version: HOW_IT_WORKS_VERSIONS[locale],
    sections: [
      {
        heading: w.headingInterview,
        points: [
          fill(n === 1 ? w.questionsOne : w.questionsMany, { n, time: formatClock(interviewAnswerSeconds(interview)) }),
          ...languagePoint(w, interview.language),
          retakesPoint(w, retakesAllowed(interview)),
          fill(w.practise, { runs: PRACTICE_RUNS_PER_INTERVIEW, company }),
        ],
      },
      {
        heading: w.headingRecorded,
        points: [
          w.recordedCamera,
          fill(w.recordedNotes, { company }),
          emotions ? fill(w.expressionsOn, { company }) : w.expressionsOff,
          ...aiPoints(w, company, aiUseOf(interview)),
        ],
      },
      {
        heading: w.headingWho,
        points: [
          // English says "Brightloom Technologies' hiring team"; Hindi puts its own "की" after the name.
          fill(w.whoTeam, { whose: locale === "en" ? possessive(company) : company }),
          fill(w.whoDeleted, { days }),
          ...(reply ? [fill(reply === 1 ? w.replyOne : w.replyMany, { company, days: reply })] : []),
        ],
      },
      {
        heading: w.headingChoices,
        points: [w.choiceTime, fill(w.choiceAnother, { company }), w.choiceWithdraw, w.choiceSkip],
      },
    ],
  };
}
