// An application's events as what happened (to whom, when), put into words in either language: the
// API says them in English (TimelineEvent, word for word as before), a job's page in the account's
// language with the employer's words marked (components/jobs/application-timeline.tsx).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { formatDay } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogs";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { headingPhrases, sayPhrase, type Phrase, type TimelineEvent, type TimelineKind, type TimelineSubject } from "./timeline-event";

/** What an event's detail tells: the facts, not their words. */
export type StepDetail =
  | { kind: "applied"; job: string; company: string }
  | { kind: "status"; status: ApplicationStatus; job: string; company: string }
  | { kind: "invited"; company: string; count: number }
  | { kind: "answersSent"; company: string; due: Date | null }
  | { kind: "overdue"; company: string; due: Date }
  | { kind: "read"; company: string; cv: boolean; reads: number }
  // The employer's feedback or the candidate's own request, as written.
  | { kind: "own"; text: string }
  | { kind: "answered"; company: string; agreed: boolean; response: string };

export type TimelineStep = { at: number; kind: TimelineKind; subject: TimelineSubject; detail: StepDetail | null };

/** A step in words: its title and detail as messages with their values, for the page to draw. */
export type WordedStep = { at: number; kind: TimelineKind; title: Phrase; detail: Phrase | null };

function readMessage(words: ReturnType<typeof timelineWords>, cv: boolean, reads: number): string {
  if (cv) return reads === 1 ? words.cvOpened : reads === 2 ? words.cvOpenedTwice : words.cvOpenedMany;
  return reads === 1 ? words.answersOpened : reads === 2 ? words.answersOpenedTwice : words.answersOpenedMany;
}

const timelineWords = (locale: Locale) => messagesFor(locale, "applicationTimeline");

function detailPhrase(detail: StepDetail, locale: Locale): Phrase {
  const words = timelineWords(locale);
  const day = (when: Date) => formatDay(when, { locale: FORMAT_TAGS[locale] });
  switch (detail.kind) {
    case "applied":
      return { message: words.appliedDetail, values: { job: detail.job, company: detail.company } };
    case "status":
      return { message: messagesFor(locale, "mail").statuses[detail.status].body, values: { job: detail.job, company: detail.company } };
    case "invited":
      return { message: detail.count === 1 ? words.invitedOne : words.invitedMany, values: { company: detail.company, count: detail.count } };
    case "answersSent":
      return detail.due
        ? { message: words.answersSentPromise, values: { company: detail.company, day: day(detail.due) } }
        : { message: words.answersSent, values: {} };
    case "overdue":
      return { message: words.overdueDetail, values: { company: detail.company, day: day(detail.due) } };
    case "read":
      return { message: readMessage(words, detail.cv, detail.reads), values: { company: detail.company, count: detail.reads } };
    case "own":
      return { message: "{text}", values: { text: detail.text } };
    case "answered":
      return { message: detail.agreed ? words.requestAgreed : words.requestDeclined, values: { company: detail.company, response: detail.response } };
  }
}

/** The steps in `locale`'s words. */
export function wordSteps(steps: TimelineStep[], locale: Locale): WordedStep[] {
  const words = timelineWords(locale);
  return steps.map((step) => ({
    at: step.at,
    kind: step.kind,
    title: headingPhrases(step.subject, words).title,
    detail: step.detail ? detailPhrase(step.detail, locale) : null,
  }));
}

/** The steps as the API says them: English text. */
export function sayTimeline(steps: TimelineStep[]): TimelineEvent[] {
  return wordSteps(steps, "en").map((step) => ({ at: step.at, kind: step.kind, title: sayPhrase(step.title), detail: step.detail && sayPhrase(step.detail) }));
}
