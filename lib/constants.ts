// Every business constant of the product (spec section 9) in one place, shared by the
// browser and the server. Values the spec leaves open are chosen here and named in docs/product-decisions.md.

export const SECONDS_PER_QUESTION = 180;
export const MOCK_CONSENT_PREVIEW_SECONDS = 10;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = { signup: 180, passwordReset: 60, mobile: 60 } as const;
/** How long an account-verify (set your first password) link stays valid. */
export const ACCOUNT_VERIFY_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
export const MOBILE_MIN_DIGITS = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PROFILE_PHOTO_MAX_BYTES = 500 * 1024;
export const ONBOARDING_PHOTO_MAX_BYTES = 512_000;
export const CV_MAX_BYTES = 2 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const INTERESTS_MAX = 10;
/** The candidate's own skills on the profile (matched against a job's skills), and their years of experience. */
export const PROFILE_SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 40;
export const EXPERIENCE_YEARS_MAX = 50;

/** Profile files (lib/profile): the display size a photo is converted to, and the profile-video limits. */
export const PROFILE_PHOTO_DISPLAY_PX = 400;
/** Every image decoder's cap: a 500 KB file can still unpack to a huge bitmap (40 MP is ~120 MB of RGB). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const PROFILE_VIDEO_MAX_SECONDS = 60;
export const PROFILE_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
/** How long a link to a candidate's own file stays valid once the authorised route hands it out. */
export const OWN_FILE_LINK_TTL_SECONDS = 5 * 60;
/** Text kept from a CV for mock interviews; a CV rarely holds more than a few thousand words. */
export const RESUME_TEXT_MAX_CHARS = 100_000;

export const PREVIEW_LENGTH = { jobDescription: 200, mockDescription: 200, summary: 200, answer: 150, question: 30 } as const;

export const MOCK_SKILLS_MAX = 3;
export const MOCK_EXPERIENCE_OPTIONS = Array.from({ length: 26 }, (_, i) => i);
export const MOCK_DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export const MOCK_VALUES = [
  "integrity",
  "ethics",
  "teamwork",
  "innovation",
  "diversity",
  "inclusion",
  "collaboration",
  "excellence",
  "accountability",
] as const;
export const AUTOCOMPLETE_LIMIT = 1000;
export const MAX_SCORE = 10;
/**
 * Questions in every mock interview, for every plan. The spec shows both 15 (consent screen) and 6
 * (plans page); we ask 6, at up to 3 minutes each, and say so on both screens.
 */
export const MOCK_QUESTION_COUNT = 6;
/** A mock of `questions` questions at its longest: every question answered to its limit. */
export function mockMaxMinutes(questions: number): number {
  return Math.ceil((questions * SECONDS_PER_QUESTION) / 60);
}
export const MOCK_MAX_MINUTES = mockMaxMinutes(MOCK_QUESTION_COUNT);
/**
 * How soon the scored feedback is ready after the last answer. Measured (`npm run bench -- mocks`)
 * at under 4 s with a model at 1 s a call; a minute leaves room for a slow provider.
 */
export const MOCK_FEEDBACK_READY_TEXT = "scored feedback within a minute of your last answer";
/** How soon a new mock's questions are ready (the spec tells the candidate about 2 minutes). */
export const MOCK_QUESTIONS_READY_TEXT = "Your questions are ready within 2 minutes, usually in seconds";
/**
 * A mock's length, said the same way on the consent screen, the plans page, /mock and
 * /mock/new-mock: the number of questions, the time per answer and the whole. The consent screen
 * states the mock's own number of questions (a mock may have fewer than the standard).
 */
export function mockDurationText(questions: number, answerSeconds: number = SECONDS_PER_QUESTION): string {
  const minutes = Math.ceil((questions * answerSeconds) / 60);
  const whole = Math.floor(answerSeconds / 60);
  const rest = answerSeconds % 60;
  const each = rest === 0 ? `${whole} minutes` : `${whole} minutes ${rest} seconds`;
  return `${questions} question${questions === 1 ? "" : "s"}, up to ${each} ${questions === 1 ? "" : "each "}(${minutes} minute${minutes === 1 ? "" : "s"} at most)`;
}
export const MOCK_DURATION_TEXT = mockDurationText(MOCK_QUESTION_COUNT);
/** Question audio links handed to the interview screen: long enough for a whole mock. */
export const MOCK_AUDIO_LINK_TTL_SECONDS = 30 * 60;

export const TOKEN_COST = { createMock: 1, shareMock: 1 } as const;
export const PLAN_VALIDITY_DAYS = 182;
/** A share link can be redeemed for this long; unredeemed, its credit then goes back to the sharer. */
export const SHARE_LINK_TTL_DAYS = 30;
/** Orders still CREATED this long after checkout opened are checked with Razorpay by a task. */
export const PAYMENT_RECONCILE_AFTER_MINUTES = 15;
/** Razorpay refuses orders under ₹1. */
export const PAYMENT_MIN_AMOUNT_PAISE = 100;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ONBOARDING_PROGRESS = {
  onboarding_three: { percent: 25, label: "01/04" },
  onboarding_four: { percent: 50, label: "02/04" },
  onboarding_five: { percent: 75, label: "03/04" },
  onboarding_six: { percent: 100, label: "04/04" },
} as const;

export const VIDEO_CONSTRAINTS = {
  video: { width: { ideal: 360 }, height: { ideal: 180 } },
  audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
  chunkMs: 1000,
} as const;

export const EMOTION_ATTENTION_THRESHOLD = 0.6;
export const EMOTION_REPORT_INTERVAL_MS = 5000;
export const EMOTION_STOP_AFTER_MS = 100_000;

// ───────────── Recorded interviews (values the spec leaves open) ─────────────

/** The seven expressions face-api reports, in the spec's tally names. */
export const EMOTION_NAMES = ["Angry", "Disgust", "Fear", "Happy", "Neutral", "Sad", "Surprise"] as const;
/** How often the browser looks at the camera frame while recording. */
export const MONITOR_SAMPLE_MS = 500;
/** An alarm fires when a condition lasts this long without a break (then once per stretch). */
export const MONITOR_ALARM_WINDOWS_MS = { lowAttention: 10_000, multipleFaces: 2_000, noFace: 5_000 } as const;
export const INTERVIEW_QUESTIONS_MAX = 20;
export const INTERVIEW_QUESTION_MAX_LENGTH = 500;
export const INTERVIEW_EXPIRY_DAYS = { min: 1, max: 30, default: 7 } as const;
export const INTERVIEW_EXTRA_TIME_MAX_PERCENT = 100;
/** The polite reminder before an answer's time runs out. */
export const INTERVIEW_WARNING_SECONDS = 30;
/** 180 s of 360x180 WebM is a few MB; this leaves room for double time and generous bitrates. */
export const INTERVIEW_VIDEO_MAX_BYTES = 80 * 1024 * 1024;
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
/** The answer time a candidate chooses for a mock (1×, 1.5×, 2×), as extra percent (WCAG 2.2.1). */
export const MOCK_EXTRA_TIME_CHOICES = [0, 50, 100] as const;
/** The most extra time any answer can carry: the invitation's own plus an approved request. */
export const ANSWER_EXTRA_TIME_MAX_PERCENT = INTERVIEW_EXTRA_TIME_MAX_PERCENT + 100;

/** Mock plans, INR. Prices are in rupees; the payments domain works in paise. */
export const MOCK_PLANS = [
  { planName: "BASIC", name: "Basic", credits: 1, mrp: 99, price: 39 },
  { planName: "COPPER", name: "Copper", credits: 3, mrp: 297, price: 87 },
  { planName: "SILVER", name: "Silver", credits: 5, mrp: 495, price: 95 },
] as const;

export const HIRING_PLANS = [
  { planName: "BASIC", name: "Basic", price: 9999, jobPosts: 1 },
  { planName: "COPPER", name: "Copper", price: 29550, jobPosts: 3 },
  { planName: "SILVER", name: "Silver", price: 48750, jobPosts: 5, recommended: true },
  { planName: "GOLD", name: "Gold", price: 94990, jobPosts: 10 },
  { planName: "PLATINUM", name: "Platinum", price: 449950, jobPosts: 50 },
  { planName: "ENTERPRISE", name: "Enterprise", price: null, jobPosts: null },
] as const;

export const INTERVIEW_SERVICE_PLANS = [
  { planName: "BASIC", name: "Basic", price: 15001, interviews: 10 },
  { planName: "SMALL", name: "Small", price: 120000, interviews: 100, recommended: true },
  { planName: "MEDIUM", name: "Medium", price: 500500, interviews: 500 },
  { planName: "LARGE", name: "Large", price: 849000, interviews: 1000 },
  { planName: "WHITE_LABEL", name: "White labelling", price: null, interviews: null },
] as const;

export const ADDONS = [
  { planName: "DISC", name: "DISC personality test", price: 49, mrp: 99 },
  { planName: "VIDEO_500", name: "Video access, up to 500 candidates", price: 7500, storage: "about 250 GB" },
  { planName: "VIDEO_1000", name: "Video access, up to 1000 candidates", price: 15000, storage: "about 500 GB" },
] as const;

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
} as const;

export const APPLICATION_TABS = {
  "In Review": ["APPLIED", "IN_REVIEW", "NOT_SELECTED"],
  Shortlisted: ["ELIGIBLE", "INTERVIEW_SCHEDULED", "LINK_EXPIRED", "INTERVIEW_DONE", "PROCESS_COMPLETED"],
  Hired: ["HIRED"],
} as const;

export const WORKING_DAYS_TEXT = "Monday to Friday";
export const PRIVACY_POLICY_DATE = "12 January 2025";
export const DEFAULT_COUNTRY_ISO = "IN";

/** Fixed-window limits shared by every app instance (lib/rate-limit). Windows in seconds. */
export const RATE_LIMITS = {
  otpSendPerIp: { limit: 30, windowSeconds: 60 * 60 },
  otpSendPerAddress: { limit: 8, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { limit: 60, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 60, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 20, windowSeconds: 15 * 60 },
  quickApplyPerIp: { limit: 20, windowSeconds: 60 * 60 },
  quickApplyPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  /** Coupon checks and uses (coupon box, paid and free orders) together: guessing codes stays slow. */
  couponPerCandidate: { limit: 50, windowSeconds: 15 * 60 },
  couponPerIp: { limit: 100, windowSeconds: 15 * 60 },
  /** Share-link redemptions, whatever their outcome. */
  redeemPerCandidate: { limit: 60, windowSeconds: 15 * 60 },
  redeemPerIp: { limit: 120, windowSeconds: 15 * 60 },
} as const;

export const ONBOARDING_STEPS = [
  "onboarding_one",
  "onboarding_two",
  "onboarding_three",
  "onboarding_four",
  "onboarding_five",
  "onboarding_six",
  "onboarding_seven",
  "onboarding_eight",
] as const;
export const LINKEDIN_MAX_LENGTH = 300;
export const NAME_MAX_LENGTH = 80;
export const CTC_MAX = 1_000_000_000;

// Public marketing site.
export const TERMS_DATE = "12 January 2025";
export const HIRING_PLAN_VALIDITY_MONTHS = 6;
/** Interview As A Service validity: the spec gives 6 months in one place and one year in another. */
export const INTERVIEW_SERVICE_VALIDITY = { months: 6, annualAgreementMonths: 12 } as const;
export const PLAN_FEATURE_NOTES = {
  cvUploadsMax: 500,
  aiInterviewTopPercent: 10,
  sessions: { min: 15, max: 25 },
  storage: { candidates: 100, gigabytes: 60 },
} as const;
export const CONTACT_FIELD_MAX = { name: 100, email: 254, company: 120, phone: 20, message: 2000 } as const;
export const CONTACT_MESSAGE_MIN = 10;

// ───────────── Jobs: search, cards, applications ─────────────

export const JOB_SEARCH_PAGE_SIZE = 20;
/** Counts stop here ("1,000+ jobs") and so does paging: 50 pages is more than anyone reads. */
export const JOB_SEARCH_RESULT_CAP = 1000;
export const JOB_SEARCH_KEYWORD_MAX_LENGTH = 120;

export const JOB_TYPE_LABELS = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACT: "Contract",
  INTERNSHIP: "Internship",
  FREELANCE: "Freelance",
} as const;

export const WORK_MODE_LABELS = { ONSITE: "On-site", REMOTE: "Remote", HYBRID: "Hybrid" } as const;

/** "Experience" filter: jobs whose minimum experience is at most this many years. */
export const EXPERIENCE_FILTER_YEARS = [0, 1, 2, 3, 5, 7, 10, 15] as const;
/** Salary filter steps, in lakh (100,000 INR) per year. */
export const SALARY_FILTER_LAKH = [3, 5, 8, 10, 15, 20, 30, 50] as const;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;

/** Interview invitations that still lead somewhere from the "Start interview" link. */
export const INTERVIEW_LINK_STATUSES = ["SCHEDULED", "IN_PROGRESS"] as const;

/** Signed links to applicants' CVs handed to employers through the partner API. */
export const PARTNER_CV_LINK_SECONDS = 10 * 60;
export const PARTNER_PAGE_SIZE_MAX = 100;
/** Partner API requests per key per minute: plenty for a hiring site's sync, a ceiling for a runaway loop. */
export const PARTNER_REQUESTS_PER_MINUTE = 600;
/** Employer feedback on one application: the longest message, and how many one company may send. */
export const PARTNER_FEEDBACK_MAX_CHARS = 2_000;
export const PARTNER_FEEDBACK_PER_APPLICATION = 10;
/** The same message sent again this soon (a double click, a retried request) is the same feedback. */
export const PARTNER_FEEDBACK_REPEAT_SECONDS = 10 * 60;

/** A closed account is erased this many days after the request, unless the candidate cancels first (the law allows 30). */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** How long the link to a prepared data export works. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Rows a page of the candidate's "who viewed your data" log shows. */
export const ACCESS_LOG_PAGE_SIZE = 20;
/**
 * Mock interview answers: a recording of up to 180 s at the recorder's settings is a few MB; 25 MB
 * leaves room and stays within what speech-to-text providers accept in one request. The server
 * allows a few seconds over the 180 s for the recorder to stop.
 */
export const MOCK_ANSWER_MAX_BYTES = 25 * 1024 * 1024;
export const MOCK_ANSWER_GRACE_SECONDS = 5;
/** "Try this question again": new takes of one question after the review (take 1 is the interview's answer); no credit. */
export const MOCK_RETAKES_PER_QUESTION = 3;
/** A question whose latest take scored this or less (for content or for speaking) is a weak spot. */
export const WEAK_SPOT_MAX_SCORE = 5;
/** The longest typed mock answer: more than anyone types in the longest answer time. */
export const TYPED_ANSWER_MAX_CHARS = 4000;
export const MOCK_RECORDER_BITRATES = { videoBitsPerSecond: 300_000, audioBitsPerSecond: 48_000 } as const;
/** A recorded interview's answers on a fast connection (an employer watches them); the device check lowers it to what the connection carries. */
export const INTERVIEW_RECORDER_BITRATES = { videoBitsPerSecond: 800_000, audioBitsPerSecond: 64_000 } as const;
/** Signals sent with an answer: speech segments and the browser's own transcript, bounded. */
export const MOCK_SEGMENTS_MAX = 2000;
export const MOCK_BROWSER_TRANSCRIPT_MAX_CHARS = 20_000;
/** Seconds before the end of an answer when the countdown warns. */
export const MOCK_ANSWER_WARNING_SECONDS = 30;

// ───────────── Job alerts and e-mail preferences ─────────────

/** Saved searches per candidate (each one a section of the daily job-alert e-mail). */
export const SAVED_SEARCHES_MAX = 10;
/** Jobs listed per saved search in one alert e-mail; the rest are a link to /discover. */
export const JOB_ALERT_JOBS_PER_SEARCH = 10;
/** Matches of one saved search looked at per day, best ranked first. */
export const JOB_ALERT_SCAN_LIMIT = 100;
/** How long an alert e-mail's unsubscribe link keeps working (its row is then deleted). */
export const JOB_ALERT_DIGEST_KEEP_DAYS = 90;

// ───────────── Mock review: speaking, camera and guide ─────────────

/**
 * The answer length the review holds each answer against, in seconds: a story ("tell me about a
 * time…") needs room for the situation, the action and the result; other questions less.
 */
export const MOCK_ANSWER_TARGET_SECONDS = { story: { min: 60, max: 120 }, other: { min: 45, max: 90 } } as const;
/** Less speech than this in a whole answer is silence: it gets no delivery score. */
export const MOCK_SILENCE_SPEECH_SECONDS = 1;
/** Camera: a stretch looking away (or out of view) is reported once it lasts this long. */
export const MOCK_CAMERA_AWAY_MIN_SECONDS = 2;
/** Camera stretches kept per answer. */
export const MOCK_CAMERA_STRETCHES_MAX = 50;
/** Points in a question's guide ("what a strong answer covers"). */
export const MOCK_GUIDE_POINTS_MAX = 4;
