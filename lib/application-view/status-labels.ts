// An application's hiring status as the candidate reads it, the tabs that group them, and the
// interview invitations that still lead somewhere.

export const HIRING_STATUS_LABELS = {
  APPLIED: "Applied",
  IN_REVIEW: "In Review",
  NOT_SELECTED: "Not Selected",
  ELIGIBLE: "Eligible",
  INTERVIEW_SCHEDULED: "Interview Scheduled",
  LINK_EXPIRED: "Link Expired",
  INTERVIEW_DONE: "Interview Done",
  PROCESS_COMPLETED: "Process Completed",
  HIRED: "Hired",
  WITHDRAWN: "Withdrawn",
} as const;
export const APPLICATION_TABS = {
  "In Review": ["APPLIED", "IN_REVIEW", "NOT_SELECTED"],
  Shortlisted: ["ELIGIBLE", "INTERVIEW_SCHEDULED", "LINK_EXPIRED", "INTERVIEW_DONE", "PROCESS_COMPLETED"],
  Hired: ["HIRED"],
} as const;
/** Decided: the candidate may no longer withdraw. */
export const DECIDED_STATUSES = ["NOT_SELECTED", "HIRED"] as const;
/** Interview invitations that still lead somewhere from the "Start interview" link. */
export const INTERVIEW_LINK_STATUSES = ["SCHEDULED", "IN_PROGRESS"] as const;
