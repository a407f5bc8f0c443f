// Answer time and the recorded interview's numbers (the spec leaves most open), shared by the
// browser and the server; mocks take their answer time from here too.

export const SECONDS_PER_QUESTION = 180;
/** The server takes an answer this many seconds past its time: the recorder needs a moment to stop. */
export const MOCK_ANSWER_GRACE_SECONDS = 5;
export const INTERVIEW_QUESTIONS_MAX = 20;
export const INTERVIEW_QUESTION_MAX_LENGTH = 500;
export const INTERVIEW_EXPIRY_DAYS = { min: 1, max: 30, default: 7 } as const;
export const INTERVIEW_EXTRA_TIME_MAX_PERCENT = 100;
/** The polite reminder before an answer's time runs out. */
export const INTERVIEW_WARNING_SECONDS = 30;
export const INTERVIEW_TAB_SWITCHES_MAX = 500;
/** An interview begun before its link expired may still be finished for this long. */
export const INTERVIEW_IN_PROGRESS_GRACE_SECONDS = 2 * 60 * 60;
/**
 * An answer recorded in time but held up by the network (the browser keeps it and sends it again)
 * is still taken this long after its question closed, and marked late.
 */
export const LATE_ANSWER_ACCEPT_SECONDS = 24 * 60 * 60;
/** An answer that arrives this soon after its question closed is on time: the upload of a just-finished recording. */
export const ANSWER_UPLOAD_GRACE_SECONDS = 60;
/** How long an employer's link to an answer video stays valid. */
export const PARTNER_VIDEO_LINK_SECONDS = 10 * 60;
/** The unscored warm-up answer before the real questions. */
export const INTERVIEW_PRACTICE_SECONDS = 30;
/** Free practice mocks in a recorded interview's format, per invitation. */
export const PRACTICE_RUNS_PER_INTERVIEW = 3;
/** The extra answer time a candidate may ask for before a recorded interview, in percent. */
export const ACCOMMODATION_CHOICES = [25, 50, 100] as const;
/** Requests up to this percent apply at once unless the employer set its own policy when scheduling. */
export const ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT = 50;
export const ACCOMMODATION_NOTE_MAX_LENGTH = 500;
/** The most extra time any answer can carry: the invitation's own plus an approved request. */
export const ANSWER_EXTRA_TIME_MAX_PERCENT = INTERVIEW_EXTRA_TIME_MAX_PERCENT + 100;
