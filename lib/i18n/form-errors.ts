// The words of a refusal in the interface language. The forms' zod schemas and the server speak the
// spec's English (the schemas are shared with the routes, and the routes answer every client alike);
// each message they can say is one key of the `formErrors` namespace, English word for word. The
// server hands a client island the pairs of its language (`errorWords`), and the island shows a
// refusal through `sayError`: the Hindi message for an English one it knows, the message as it
// came for one it does not (never nothing).
import { CATALOGS, type Messages } from "./catalogs";
import type { ErrorWords } from "./say-error";
import type { Locale } from "./locales";

export type FormErrorKey = keyof Messages["formErrors"];

/** The pairs of `locale`; with `keys`, only theirs (a screen that can show a few refusals carries those alone). */
export function errorWords(locale: Locale, keys?: readonly FormErrorKey[]): ErrorWords {
  if (locale === "en") return [];
  const local = CATALOGS[locale].formErrors as Record<string, string>;
  const english = CATALOGS.en.formErrors as Record<string, string>;
  return (keys ?? (Object.keys(english) as FormErrorKey[])).map((key) => [english[key]!, local[key] ?? english[key]!] as const);
}

const CONNECTION: readonly FormErrorKey[] = ["generic", "noConnection", "busy"];

/** What the mock interview's wizard can be refused: the answer time, a typed answer, submitting. */
export const MOCK_INTERVIEW_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "mockNotFound",
  "typedAnswerEmpty",
  "typedAnswerTooLong",
  "answerTooLong",
  "alreadyAnswered",
  "interviewSubmitted",
  "lateAnswerRefused",
  "answerTimeChoice",
  "practiceTimeFixed",
  "answerTimeAfterStart",
  "mockNotSubmittable",
  "noAnswerYet",
  "consentChanged",
];

/** What the recorded interview's page can be refused: opening it, consent, a question, submitting, the requests before the first question. */
export const RECORDED_INTERVIEW_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "interviewExpired",
  "interviewLinkInvalid",
  "interviewNotFound",
  "questionNotFound",
  "openFromLink",
  "interviewSubmitted",
  "consentWithdrawn",
  "consentChanged",
  "consentRequired",
  "accountClosed",
  "questionsInOrder",
  "questionNotAsked",
  "lateAnswerRefused",
  "lateAnswerUnmeasured",
  "retakesUsedUpOnce",
  "retakesUsedUpMany",
  "moreTimeTooLate",
  "retakeTooLate",
  "retakeDecided",
  "alternativeTooLate",
  "alternativeAlready",
  "alternativePending",
  "alternativeAgreed",
  "practiceRunsUsed",
  "practiceAfterStart",
  "practiceUnavailable",
];

export { sayError, type ErrorWords } from "./say-error";

/** What the suggestions read from a new CV can be refused when saved: the three fields, the connection. */
export const CV_SUGGESTIONS_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "designationRequired",
  "skillsRequired",
  "skillBlank",
  "skillTooLong",
  "skillsTooMany",
  "experienceYears",
];

/** What the public contact form can be refused: its schema's field messages, the server's, the connection. */
export const CONTACT_FORM_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "contactNameRequired",
  "contactNameLong",
  "contactEmailRequired",
  "contactEmailLong",
  "contactEmailInvalid",
  "contactCompanyLong",
  "contactPhoneInvalid",
  "contactMessageShort",
  "contactMessageLong",
  "contactCheckForm",
  "contactRateLimited",
];

/** What a CV upload (`CvField`, on the CV page and in the profile popup) can be refused: the file, the account, the connection. */
export const CV_UPLOAD_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "accountClosed",
  "cvNotPdf",
  "pdfUnreadable",
  "fileEmpty",
  "fileTooLarge",
  "uploadFailed",
];

/**
 * What the profile popup can be refused: its form's schema (shared with the route), the route's own
 * (a country, industry or interest not on the lists, a closed account), the photo and CV uploads,
 * the phone box's code, the connection.
 */
export const PROFILE_POPUP_ERRORS: readonly FormErrorKey[] = [
  ...CV_UPLOAD_ERRORS,
  "firstNameRequired",
  "lastNameRequired",
  "genderRequired",
  "designationRequired",
  "cityTooLong",
  "profilePopupStateTooLong",
  "profilePopupCountryNotListed",
  "linkedinInvalid",
  "interestsRequired",
  "interestsMax",
  "interestOnce",
  "profilePopupInterestNotListed",
  "ctcWholeRupees",
  "ctcTooLarge",
  "skillsRequired",
  "skillBlank",
  "skillTooLong",
  "skillsTooMany",
  "experienceYears",
  "profilePopupIndustryNotListed",
  "profilePopupSaveFailed",
  "imageType",
  "profilePopupPhotoUnreadable",
  "mobileNotValid",
  "otpInvalid",
  "otpExpired",
  "otpTooManyTries",
  "waitForCode",
  "tooManyAttemptsMinute",
  "tooManyAttemptsMinutes",
];

/** What withdrawing a consent in Settings can be refused: the consent gone or not named, the connection. */
export const CONSENT_WITHDRAW_ERRORS: readonly FormErrorKey[] = [...CONNECTION, "settingsConsentNotFound", "settingsConsentChoose"];

/** What asking for a person's review of a decision (a job's page) can be refused: the message, the application or its state, the connection. */
export const REVIEW_REQUEST_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "reviewMessageRequired",
  "reviewMessageLong",
  "reviewNotDecided",
  "reviewAlready",
  "applicationNotFound",
  "jobNotFound",
  "accountClosed",
];

/**
 * What the signed-out quick apply can be refused: its schema's field messages (in the browser and in
 * the route's 400), the resume's checks, the server's own (the job, a closed account, too many tries).
 */
export const QUICK_APPLY_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "mockResumeRequired",
  "quickApplyResumeType",
  "fileTooLarge",
  "fileEmpty",
  "quickApplyEmailRequired",
  "emailInvalid",
  "firstNameRequired",
  "lastNameRequired",
  "quickApplyMobileRequired",
  "quickApplyMobileInvalid",
  "quickApplyLinkedinInvalid",
  "quickApplyKeepUnder",
  "jobNotFound",
  "jobClosed",
  "accountClosed",
  "quickApplyTryAgain",
  "tooManyAttemptsMinute",
  "tooManyAttemptsMinutes",
];

/** What "Report this job" (a job's page) can be refused: its schema, the job closed, gone or already reported, too many reports, the session, the connection. */
export const REPORT_JOB_ERRORS: readonly FormErrorKey[] = [
  ...CONNECTION,
  "reportReasonRequired",
  "reportNoteLong",
  "reportAlready",
  "reportJobClosed",
  "reportTooMany",
  "reportSignIn",
  "jobNotFound",
  "accountClosed",
];
