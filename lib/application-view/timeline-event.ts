// What an application's timeline is made of: the events the candidate sees, their headings and tie
// order, and the card's one line.
import type { ApplicationStatus, CandidateRequestKind } from "@/generated/prisma/client";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";

export const TIMELINE_KINDS = [
  "APPLIED",
  "CV_VIEWED",
  "STATUS_CHANGED",
  "INTERVIEW_SCHEDULED",
  "INTERVIEW_VIEWED",
  "INTERVIEW_DONE",
  "FEEDBACK",
  "REQUEST_MADE",
  "REQUEST_ANSWERED",
  "REPLY_OVERDUE",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export type TimelineEvent = {
  /** Epoch seconds. */
  at: number;
  kind: TimelineKind;
  title: string;
  detail: string | null;
};

/** The application card's one line: the newest event, said short ("Viewed by Brightloom"). */
export type TimelineSummary = { at: number; kind: TimelineKind; text: string };

/** Events at the same second read in the order they happen (a move, then the message that came with it). */
export const TIMELINE_ORDER: Record<TimelineKind, number> = {
  APPLIED: 0,
  CV_VIEWED: 1,
  INTERVIEW_SCHEDULED: 2,
  INTERVIEW_DONE: 3,
  INTERVIEW_VIEWED: 4,
  STATUS_CHANGED: 5,
  FEEDBACK: 6,
  REQUEST_MADE: 7,
  REQUEST_ANSWERED: 8,
  REPLY_OVERDUE: 9,
};

/** What an event's heading names: the status it moved to, or the company that read or wrote. */
export type TimelineSubject =
  | { kind: "APPLIED" | "INTERVIEW_SCHEDULED" | "INTERVIEW_DONE" }
  | { kind: "STATUS_CHANGED"; status: ApplicationStatus }
  | { kind: "CV_VIEWED" | "INTERVIEW_VIEWED" | "FEEDBACK" | "REQUEST_ANSWERED" | "REPLY_OVERDUE"; company: string }
  // The request's kind travels in `status`, as the newest-event statement answers it.
  | { kind: "REQUEST_MADE"; status: CandidateRequestKind };

/** A message and its values ({company} and {job} are the employer's words, {text} and {response} their own or the candidate's). */
export type Phrase = { message: string; values: Record<string, string | number> };

/** The slots that hold someone's own words, not the interface's: drawn marked translate="no". */
export const OWN_WORDS_SLOTS = ["company", "job", "text", "response"] as const;

type Words = Messages["applicationTimeline"];
const ENGLISH: Words = messagesFor("en", "applicationTimeline");

const phrase = (message: string, company?: string): Phrase => ({ message, values: company === undefined ? {} : { company } });

/** An event's title and, where the card says it shorter, its short form: the full timeline and the card both word events here. */
export function headingPhrases(subject: TimelineSubject, words: Words = ENGLISH): { title: Phrase; short?: Phrase } {
  switch (subject.kind) {
    case "APPLIED":
      return { title: phrase(words.applied) };
    case "INTERVIEW_SCHEDULED":
      return { title: phrase(words.interviewScheduled) };
    case "INTERVIEW_DONE":
      return { title: phrase(words.interviewDone) };
    case "STATUS_CHANGED":
      return { title: phrase(words.statuses[subject.status]) };
    case "CV_VIEWED":
      return { title: phrase(words.cvViewed, subject.company), short: phrase(words.cvViewedShort, subject.company) };
    case "INTERVIEW_VIEWED":
      return { title: phrase(words.answersViewed, subject.company) };
    case "FEEDBACK":
      return { title: phrase(words.feedback, subject.company) };
    case "REQUEST_MADE":
      return subject.status === "ALTERNATIVE_ASSESSMENT"
        ? { title: phrase(words.askedAlternative), short: phrase(words.askedAlternative) }
        : { title: phrase(words.askedReview), short: phrase(words.askedReviewShort) };
    case "REQUEST_ANSWERED":
      return { title: phrase(words.requestAnswered, subject.company), short: phrase(words.requestAnsweredShort, subject.company) };
    case "REPLY_OVERDUE":
      return { title: phrase(words.replyOverdue, subject.company), short: phrase(words.replyOverdueShort, subject.company) };
  }
}

/** A phrase as plain text (the API, the card's line). */
export const sayPhrase = (said: Phrase) => fill(said.message, said.values);

/** An event's title and short form as text, in English unless other words are handed. */
export function timelineHeading(subject: TimelineSubject, words: Words = ENGLISH): { title: string; short?: string } {
  const { title, short } = headingPhrases(subject, words);
  return short ? { title: sayPhrase(title), short: sayPhrase(short) } : { title: sayPhrase(title) };
}
