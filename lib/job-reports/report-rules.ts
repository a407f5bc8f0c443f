// A candidate's report of a job: the reasons they choose from, the bounds of the note, and how many
// candidates it takes to hide a job until its employer answers. Free of zod: the job page's report
// form reads these words too.

export const JOB_REPORT_REASONS = ["ASKS_FOR_MONEY", "NOT_A_REAL_JOB", "MISLEADING", "DISCRIMINATORY", "OTHER"] as const;
export type JobReportReasonCode = (typeof JOB_REPORT_REASONS)[number];

/** What each reason reads as, in the form and in the notifications. */
export const JOB_REPORT_REASON_LABELS: Record<JobReportReasonCode, string> = {
  ASKS_FOR_MONEY: "It asks for money",
  NOT_A_REAL_JOB: "It is not a real job",
  MISLEADING: "It is misleading",
  DISCRIMINATORY: "It is discriminatory",
  OTHER: "Something else",
};

/** Reports from this many different candidates, not yet answered, hide a job from search. */
export const REPORTS_TO_HOLD = 3;

/** The candidate's optional note, in characters. */
export const REPORT_NOTE_MAX_CHARS = 500;

/** The employer's answer to the reports, in characters. */
export const REPORT_RESPONSE_MAX_CHARS = 2000;

export const REPORT_REASON_MESSAGE = "Choose why you are reporting this job";
export const REPORT_NOTE_TOO_LONG_MESSAGE = `Keep the note under ${REPORT_NOTE_MAX_CHARS} characters`;
export const REPORT_SENT_MESSAGE = "Thank you. Your report was sent; the employer is never told who reported.";
export const ALREADY_REPORTED_MESSAGE = "You have already reported this job";
export const REPORT_CLOSED_JOB_MESSAGE = "This job is closed and can no longer be reported";
export const TOO_MANY_REPORTS_MESSAGE = "You have sent many reports this hour. Please try again later.";
export const REPORT_SIGN_IN_MESSAGE = "Sign in to report a job";

/** The partner API lists this many of a job's newest reports (GET /jobs/{jobId}/reports); its counts cover them all. */
export const JOB_REPORTS_LISTED = 100;
