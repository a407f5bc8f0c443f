// What an application's timeline is made of: the events the candidate sees, their headings and tie
// order, and the card's one line.
import type { ApplicationStatus, CandidateRequestKind } from "@/generated/prisma/client";

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

const STATUS_TITLES: Record<ApplicationStatus, string> = {
  APPLIED: "Applied",
  IN_REVIEW: "In review",
  ELIGIBLE: "Shortlisted",
  INTERVIEW_SCHEDULED: "Interview scheduled",
  LINK_EXPIRED: "Interview link expired",
  INTERVIEW_DONE: "Interview done",
  PROCESS_COMPLETED: "Hiring process completed",
  HIRED: "Hired",
  NOT_SELECTED: "Not selected",
  WITHDRAWN: "You withdrew your application",
};

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

/** An event's title and, where the card says it shorter, its short form: the full timeline and the card both word events here. */
export function timelineHeading(subject: TimelineSubject): { title: string; short?: string } {
  switch (subject.kind) {
    case "APPLIED":
      return { title: "Applied" };
    case "INTERVIEW_SCHEDULED":
      return { title: "Interview scheduled" };
    case "INTERVIEW_DONE":
      return { title: "Interview done" };
    case "STATUS_CHANGED":
      return { title: STATUS_TITLES[subject.status] };
    case "CV_VIEWED":
      return { title: `CV viewed by ${subject.company}`, short: `Viewed by ${subject.company}` };
    case "INTERVIEW_VIEWED":
      return { title: `Answers viewed by ${subject.company}` };
    case "FEEDBACK":
      return { title: `Feedback from ${subject.company}` };
    case "REQUEST_MADE":
      return subject.status === "ALTERNATIVE_ASSESSMENT"
        ? { title: "You asked for another way to be assessed", short: "You asked for another way to be assessed" }
        : { title: "You asked for a person to review the decision", short: "You asked for a review" };
    case "REQUEST_ANSWERED":
      return { title: `${subject.company} answered your request`, short: `Request answered by ${subject.company}` };
    case "REPLY_OVERDUE":
      return { title: `No reply from ${subject.company} by the day they promised`, short: `Reply overdue from ${subject.company}` };
  }
}
