// What an application's timeline is made of: the events the candidate sees and the card's one line.
export const TIMELINE_KINDS = [
  "APPLIED",
  "CV_VIEWED",
  "STATUS_CHANGED",
  "INTERVIEW_SCHEDULED",
  "INTERVIEW_VIEWED",
  "INTERVIEW_DONE",
  "FEEDBACK",
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
