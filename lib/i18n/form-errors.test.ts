// Every refusal sign-in, sign-up, onboarding and the account pages around them (forgot and reset
// password, the account-verify link, job-alert unsubscribe) can show (their zod schemas' messages
// and the server's) has its catalog key, so a Hindi screen shows it in Hindi; English shows it unchanged.
// So has every refusal of the server the mock interview's wizard and the recorded interview show,
// among the few pairs each is handed.
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE } from "@/lib/http/respond";
import { GENERIC_FAILURE, NO_CONNECTION, UPLOAD_FAILED } from "@/components/api/request";
import {
  LINK_NOT_VALID,
  NOT_REGISTERED,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZNewPasswordPairSchema,
  ZOtpCodeForm,
  ZResetPasswordSchema,
  ZSetPasswordFromLinkSchema,
  ZSignUpSchema,
  ZVerifyResetOtpSchema,
} from "@/lib/auth/schema";
import { UNSUBSCRIBE_INVALID_MESSAGE, ZUnsubscribe } from "@/lib/job-alerts/schema";
import { ALREADY_REGISTERED } from "@/lib/auth/register-candidate";
import { OTP_MESSAGES } from "@/lib/otp/verify-otp";
import { CTC_MESSAGE, CTC_TOO_LARGE } from "@/lib/profile/ctc";
import { UNREADABLE_PDF } from "@/lib/profile/extract-pdf-text";
import { STEP_DONE_MESSAGE } from "@/lib/profile/swap-candidate-file";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { MOBILE_NOT_VALID } from "@/lib/users/mobile-verification";
import { ZBasicInfoSchema, ZDesignationSchema, ZProfileDetailsSchema } from "@/lib/users/onboarding-schema";
import { KEPT_IN_ENGLISH } from "./glossary";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { ALTERNATIVE_ALREADY, ALTERNATIVE_TOO_LATE } from "@/lib/applications/requests/requests";
import { EXPIRED_MESSAGE, CONSENT_WITHDRAWN_MESSAGE } from "@/lib/interviews/access";
import { ACCOMMODATION_TOO_LATE } from "@/lib/interviews/accommodation";
import { LATE_ANSWER_REFUSED, LATE_ANSWER_UNMEASURED } from "@/lib/interviews/answer-time";
import { EXTRA_RETAKE_DECIDED, EXTRA_RETAKE_TOO_LATE } from "@/lib/interviews/extra-retake";
import { alternativeAgreed, alternativePending, CONSENT_REQUIRED } from "@/lib/interviews/get-question";
import { retakesUsedUp } from "@/lib/interviews/retakes";
import { ANSWER_TIME_AFTER_START, PRACTICE_TIME_FIXED } from "@/lib/mocks/choose-answer-time";
import { ALREADY_ANSWERED, answerTooLong, TYPED_ANSWER_TOO_LONG, WRONG_MOCK, ZAddMockText, ZMockAnswerTime } from "@/lib/mocks/answers/schema";
import { PRACTICE_AFTER_START, PRACTICE_RUNS_USED } from "@/lib/mocks/practice/create-practice-mock";
import { contactIssueDetails, ZContactMessageSchema } from "@/lib/contact/schema";
import { CONTACT_RATE_LIMITED_MESSAGE } from "@/lib/contact/receive-contact-message";
import { ZUpdateProfileSchema } from "@/lib/profile/schema";
import { MOCK_CONSENT_CHANGED, ZMockConsent } from "@/lib/mocks/record-mock-consent";
import { notListedMessage } from "@/lib/profile/listed-interests";
import { PHOTO_UNREADABLE } from "@/lib/profile/replace-photo";
import { CONSENT_NOT_FOUND } from "@/lib/account-data/consents";
import { ZWithdrawConsentSchema } from "@/lib/account-data/schema";
import { ZAskForReview } from "@/lib/applications/requests/schema";
import { REVIEW_ALREADY, REVIEW_NOT_DECIDED } from "@/lib/applications/requests/requests";
import { JOB_CLOSED_MESSAGE, JOB_NOT_FOUND_MESSAGE } from "@/lib/applications/apply-to-job";
import { resumeProblem, ZQuickApply } from "@/lib/applications/schema";
import { ZReportJob } from "@/lib/job-reports/schema";
import {
  ALREADY_REPORTED_MESSAGE,
  REPORT_CLOSED_JOB_MESSAGE,
  REPORT_NOTE_MAX_CHARS,
  REPORT_SIGN_IN_MESSAGE,
  TOO_MANY_REPORTS_MESSAGE,
} from "@/lib/job-reports/report-rules";
import { jobCardText } from "@/components/jobs/job-text";
import {
  CONSENT_WITHDRAW_ERRORS,
  CONTACT_FORM_ERRORS,
  CV_SUGGESTIONS_ERRORS,
  CV_UPLOAD_ERRORS,
  errorWords,
  MOCK_INTERVIEW_ERRORS,
  PROFILE_POPUP_ERRORS,
  QUICK_APPLY_ERRORS,
  RECORDED_INTERVIEW_ERRORS,
  REPORT_JOB_ERRORS,
  REVIEW_REQUEST_ERRORS,
  sayError,
} from "./form-errors";

const hindi = errorWords("hi");

/** The messages a schema gives for each of the inputs. */
function messagesOf(schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const long = "x".repeat(200);

const SCHEMA_MESSAGES = [
  ...messagesOf(ZLoginSchema, [{}, { email: "", password: "" }, { email: "not-an-email", password: "x" }]),
  ...messagesOf(ZSignUpSchema, [{}, { email: "", password: "" }, { email: "a@b", password: "short" }, { email: "a@b.in", password: "x".repeat(129) }]),
  ...messagesOf(ZOtpCodeForm, [{}, { otp: "12" }]),
  ...messagesOf(ZForgotPasswordSchema, [{}, { email: "" }, { email: "not-an-email" }]),
  ...messagesOf(ZVerifyResetOtpSchema, [{}, { email: "a@b", otp: "12" }]),
  ...messagesOf(ZNewPasswordPairSchema, [
    { password: "", confirmPassword: "" },
    { password: "short", confirmPassword: "" },
    { password: "Sunrise@2026", confirmPassword: "Sunrise@2027" },
  ]),
  ...messagesOf(ZResetPasswordSchema, [{}, { email: "x", password: "x".repeat(129) }]),
  ...messagesOf(ZSetPasswordFromLinkSchema, [{}, { candidateId: "nope", password: "short", email: "x", token: "short" }]),
  ...messagesOf(ZUnsubscribe, [{ id: "nope", token: "x" }]),
  ...messagesOf(ZBasicInfoSchema, [{}, { firstName: "", lastName: "", gender: "x", city: long, state: "", countryIso: "India", mobileVerified: false }]),
  ...messagesOf(ZDesignationSchema, [{}, { designation: long, currentCtc: "1.5", expectedCtc: "99999999999" }]),
  ...messagesOf(ZProfileDetailsSchema, [
    {},
    { interest: "x", linkedin: "https://example.com/me" },
    { interest: Array.from({ length: 11 }, (_, i) => `Title ${i}`), cvUploaded: true },
    { interest: ["Data Engineer", "data engineer"], cvUploaded: true },
  ]),
];

const SERVER_MESSAGES = [
  OTP_MESSAGES.invalid,
  OTP_MESSAGES.expired,
  OTP_MESSAGES.tooManyTries,
  OTP_MESSAGES.resetExpired,
  NOT_REGISTERED,
  LINK_NOT_VALID,
  UNSUBSCRIBE_INVALID_MESSAGE,
  ALREADY_REGISTERED,
  "invalid user",
  "invalid password",
  "Please wait 42 seconds before asking for a new code.",
  "Too many attempts. Please try again in 1 minute.",
  "Too many attempts. Please try again in 15 minutes.",
  MOBILE_NOT_VALID,
  STEP_DONE_MESSAGE,
  "This step can no longer be changed here",
  CTC_MESSAGE,
  CTC_TOO_LARGE,
  UNREADABLE_PDF,
  UPLOAD_KINDS.cv.typeMessage,
  UPLOAD_KINDS.onboardingPhoto.typeMessage,
  sizeMessage(UPLOAD_KINDS.cv.maxBytes),
  sizeMessage(UPLOAD_KINDS.onboardingPhoto.maxBytes),
  checkFileInBrowser({ name: "empty.pdf", size: 0 }, UPLOAD_KINDS.cv)!,
  GENERIC_FAILURE,
  NO_CONNECTION,
  UPLOAD_FAILED,
  BUSY_MESSAGE,
  "Your Google e-mail address is not verified.",
];

const MOCK_ID = "7f3e2a10-0000-4000-8000-000000000001";

/** The server's refusals the mock interview's wizard shows: the answer time, a typed answer, submitting. */
const MOCK_INTERVIEW_MESSAGES = [
  ...messagesOf(ZMockAnswerTime, [{}, { mock_id: "x", extra_time_percent: 30 }]),
  ...messagesOf(ZAddMockText, [
    { mock_id: MOCK_ID, qnum: 1, text: "   ", duration_ms: 10 },
    { mock_id: MOCK_ID, qnum: 1, text: "x".repeat(5000), duration_ms: 1 },
  ]),
  WRONG_MOCK,
  MOCK_CONSENT_CHANGED,
  ...messagesOf(ZMockConsent, [{}]),
  TYPED_ANSWER_TOO_LONG,
  answerTooLong(0),
  answerTooLong(100, true),
  ALREADY_ANSWERED,
  "This interview has already been submitted",
  LATE_ANSWER_REFUSED,
  PRACTICE_TIME_FIXED,
  ANSWER_TIME_AFTER_START,
  "This mock interview cannot be submitted",
  "Answer at least one question before submitting the interview",
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

/** The server's refusals the recorded interview shows: opening it, consent, a question, submitting, the requests before the first question. */
const RECORDED_INTERVIEW_MESSAGES = [
  EXPIRED_MESSAGE,
  "This interview link is not valid",
  "Interview not found",
  "Question not found",
  "Open the interview from the link in your e-mail",
  "This interview has already been submitted",
  CONSENT_WITHDRAWN_MESSAGE,
  "The consent text has changed. Please reload the page and read it again.",
  CONSENT_REQUIRED,
  ACCOUNT_CLOSED_MESSAGE,
  "Answer the questions in order",
  "This question has not been asked yet",
  LATE_ANSWER_REFUSED,
  LATE_ANSWER_UNMEASURED,
  retakesUsedUp(1),
  retakesUsedUp(2),
  ACCOMMODATION_TOO_LATE,
  EXTRA_RETAKE_TOO_LATE,
  EXTRA_RETAKE_DECIDED,
  ALTERNATIVE_TOO_LATE,
  ALTERNATIVE_ALREADY,
  // The employer's name is theirs, as written (here in Devanagari, so the check for English words passes it).
  alternativePending("किरण फ़ूड्स"),
  alternativeAgreed("किरण फ़ूड्स"),
  PRACTICE_RUNS_USED,
  PRACTICE_AFTER_START,
  "The practice run could not be prepared. Please try again in a minute.",
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

/** Latin words left once the glossary's terms are taken out. */
function strayEnglish(text: string): string[] {
  let rest = text;
  for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** The messages `words` leaves in English, or says with English words the glossary does not keep. */
function untranslatedIn(words: ReturnType<typeof errorWords>, messages: string[]): string[] {
  return [...new Set(messages)].filter((message) => {
    const said = sayError(words, message);
    return said === message || !/[\u0900-\u097F]/.test(said) || strayEnglish(said).length > 0;
  });
}

describe("the refusals of sign-in, sign-up, onboarding and the account pages", () => {
  it("are found by the schemas' own inputs (the list is not empty)", () => {
    expect(new Set(SCHEMA_MESSAGES).size).toBeGreaterThanOrEqual(20);
    // The account pages' own: the two passwords, the account-verify link, the unsubscribe link.
    expect(SCHEMA_MESSAGES).toEqual(
      expect.arrayContaining(["Passwords do not match", "This link is not valid", LINK_NOT_VALID, "This unsubscribe link is not complete"]),
    );
  });

  it("each say in Hindi what the schemas and the server say in English", () => {
    expect(untranslatedIn(hindi, [...SCHEMA_MESSAGES, ...SERVER_MESSAGES])).toEqual([]);
  });

  it("put a message's numbers in their Hindi places", () => {
    expect(sayError(hindi, "Please wait 42 seconds before asking for a new code.")).toBe("नया कोड मँगाने से पहले कृपया 42 सेकंड रुकें।");
    expect(sayError(hindi, sizeMessage(UPLOAD_KINDS.onboardingPhoto.maxBytes))).toMatch(/^फ़ाइल \d+KB से छोटी होनी चाहिए$/);
  });

  it("say the forgot-password and unsubscribe refusals in Hindi, the 90 days kept", () => {
    expect(sayError(hindi, NOT_REGISTERED)).toBe("इस ई-मेल से कोई अकाउंट रजिस्टर नहीं है");
    expect(sayError(hindi, "Passwords do not match")).toBe("दोनों पासवर्ड एक जैसे नहीं हैं");
    expect(sayError(hindi, UNSUBSCRIBE_INVALID_MESSAGE)).toContain("90 दिन");
  });

  it("stay word for word in English, and a message without a key is shown as it came", () => {
    expect(errorWords("en")).toEqual([]);
    for (const message of [...SCHEMA_MESSAGES, ...SERVER_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
    expect(sayError(hindi, "A message nobody wrote a key for")).toBe("A message nobody wrote a key for");
    expect(sayError(hindi, null)).toBeNull();
  });
});

describe("the server's refusals on the mock interview and the recorded interview", () => {
  it("are found by the schemas' own inputs too", () => {
    expect(MOCK_INTERVIEW_MESSAGES).toEqual(expect.arrayContaining(["Please type your answer", "Choose 1×, 1.5× or 2× the answer time"]));
  });

  it("each say in Hindi with only the pairs the screen is handed", () => {
    expect(untranslatedIn(errorWords("hi", MOCK_INTERVIEW_ERRORS), MOCK_INTERVIEW_MESSAGES)).toEqual([]);
    expect(untranslatedIn(errorWords("hi", RECORDED_INTERVIEW_ERRORS), RECORDED_INTERVIEW_MESSAGES)).toEqual([]);
  });

  it("hand a few pairs, not the whole namespace", () => {
    expect(errorWords("hi", MOCK_INTERVIEW_ERRORS).length).toBeLessThan(hindi.length / 3);
    expect(errorWords("hi", RECORDED_INTERVIEW_ERRORS).length).toBeLessThan(hindi.length / 2);
    expect(errorWords("en", MOCK_INTERVIEW_ERRORS)).toEqual([]);
  });

  it("keep the numbers and the employer's name in their Hindi places", () => {
    const mock = errorWords("hi", MOCK_INTERVIEW_ERRORS);
    const recorded = errorWords("hi", RECORDED_INTERVIEW_ERRORS);
    expect(sayError(mock, answerTooLong(0))).toMatch(/^उत्तर ज़्यादा से ज़्यादा \d+ सेकंड का हो सकता है$/);
    expect(sayError(mock, TYPED_ANSWER_TOO_LONG)).toBe("टाइप किया उत्तर ज़्यादा से ज़्यादा 4,000 अक्षरों का हो सकता है");
    expect(sayError(recorded, EXPIRED_MESSAGE)).toBe("इस इंटरव्यू लिंक की समय-सीमा खत्म हो गई है");
    expect(sayError(recorded, retakesUsedUp(1))).toContain("एक बार");
    expect(sayError(recorded, retakesUsedUp(2))).toContain("2 बार");
    expect(sayError(recorded, alternativeAgreed("Kiran Foods"))).toMatch(/^Kiran Foods आपका आकलन/);
  });

  it("stay word for word in English", () => {
    for (const message of [...MOCK_INTERVIEW_MESSAGES, ...RECORDED_INTERVIEW_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
  });
});

/** What saving the suggestions read from a CV can be refused: the designation, skills and years, as the profile's schema says it. */
const CV_SUGGESTIONS_MESSAGES = [
  ...messagesOf(ZUpdateProfileSchema.pick({ designation: true, skills: true, experienceYears: true }), [
    { designation: " ", skills: "SQL", experienceYears: "many" },
    { skills: [" "], experienceYears: "99" },
    { skills: ["x".repeat(200)], experienceYears: "-1" },
    { skills: Array.from({ length: 60 }, (_, i) => `Skill ${i}`) },
  ]),
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

const valid = { name: "Meera Shah", email: "meera@example.com", message: "Do you offer white labelling for colleges?" };

/** What the public contact form can be refused: its schema on bad input (in the browser and in the server's 400), the server's own. */
const CONTACT_MESSAGES = [
  ...messagesOf(ZContactMessageSchema, [
    { name: " ", email: "", message: "" },
    { ...valid, name: "x".repeat(101), email: "meera@", phone: "call me", company: "x".repeat(121), message: "x".repeat(2001) },
    { ...valid, email: `${"x".repeat(250)}@example.com` },
  ]),
  contactIssueDetails({ issues: [] }).error,
  CONTACT_RATE_LIMITED_MESSAGE,
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

describe("the refusals of the CV suggestions and the public contact form", () => {
  it("are found by the schemas' own inputs", () => {
    expect(CV_SUGGESTIONS_MESSAGES).toEqual(expect.arrayContaining(["Please list your skills", "A skill cannot be blank", "You can list up to 30 skills"]));
    expect(new Set(CONTACT_MESSAGES).size).toBeGreaterThanOrEqual(14);
  });

  it("each say in Hindi with only the pairs the panel and the form are handed", () => {
    expect(untranslatedIn(errorWords("hi", CV_SUGGESTIONS_ERRORS), CV_SUGGESTIONS_MESSAGES)).toEqual([]);
    expect(untranslatedIn(errorWords("hi", CONTACT_FORM_ERRORS), CONTACT_MESSAGES)).toEqual([]);
    expect(errorWords("hi", CONTACT_FORM_ERRORS).length).toBeLessThan(hindi.length / 4);
  });

  it("keep the numbers in their Hindi places", () => {
    const contact = errorWords("hi", CONTACT_FORM_ERRORS);
    expect(sayError(contact, "Please keep your message under 2,000 characters")).toBe("कृपया अपना संदेश 2,000 अक्षरों से छोटा रखिए");
    expect(sayError(contact, "Please write at least 10 characters")).toBe("कृपया कम से कम 10 अक्षर लिखिए");
  });

  it("stay word for word in English", () => {
    expect(errorWords("en", CONTACT_FORM_ERRORS)).toEqual([]);
    for (const message of [...CV_SUGGESTIONS_MESSAGES, ...CONTACT_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
  });
});

/** What the profile popup can be refused: its form's schema on bad input (in the browser and in the route's 400), the route's own, the uploads'. */
const PROFILE_POPUP_MESSAGES = [
  ...messagesOf(ZUpdateProfileSchema, [
    { firstName: " ", lastName: "", gender: "Other", designation: "", city: long, state: long, country: long, linkedin: "https://example.com/me" },
    { interest: "x", currentCTC: "12.5", expectedCTC: "99999999999", skills: [" "], experienceYears: "many", jobIndustry: long },
    { interest: Array.from({ length: 11 }, (_, i) => `Title ${i}`), skills: ["x".repeat(200)] },
    { interest: ["Data Engineer", "data engineer"], skills: Array.from({ length: 60 }, (_, i) => `Skill ${i}`) },
  ]),
  // The title is as the candidate typed it (here in Devanagari, so the check for English words passes it).
  notListedMessage("ज्योतिषी"),
  "Your changes could not be saved. Please try again.",
  ACCOUNT_CLOSED_MESSAGE,
  UPLOAD_KINDS.profilePhoto.typeMessage,
  UPLOAD_KINDS.cv.typeMessage,
  sizeMessage(UPLOAD_KINDS.profilePhoto.maxBytes),
  sizeMessage(UPLOAD_KINDS.cv.maxBytes),
  checkFileInBrowser({ name: "empty.png", size: 0 }, UPLOAD_KINDS.profilePhoto)!,
  PHOTO_UNREADABLE,
  UNREADABLE_PDF,
  UPLOAD_FAILED,
  // The phone box's: the number, the code (its form and the server's), asking again too soon.
  ...messagesOf(ZOtpCodeForm, [{}, { otp: "12" }]),
  MOBILE_NOT_VALID,
  OTP_MESSAGES.invalid,
  OTP_MESSAGES.expired,
  OTP_MESSAGES.tooManyTries,
  "Please wait 42 seconds before asking for a new code.",
  "Too many attempts. Please try again in 1 minute.",
  "Too many attempts. Please try again in 15 minutes.",
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

/** What a CV upload (the CV page's box, the popup's) can be refused: the file in the browser, the route's, the connection. */
const CV_UPLOAD_MESSAGES = [
  UPLOAD_KINDS.cv.typeMessage,
  sizeMessage(UPLOAD_KINDS.cv.maxBytes),
  checkFileInBrowser({ name: "empty.pdf", size: 0 }, UPLOAD_KINDS.cv)!,
  UNREADABLE_PDF,
  UPLOAD_FAILED,
  ACCOUNT_CLOSED_MESSAGE,
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

describe("the refusals of the CV page's upload", () => {
  it("each say in Hindi with the CV pairs alone, which the popup's include", () => {
    expect(untranslatedIn(errorWords("hi", CV_UPLOAD_ERRORS), CV_UPLOAD_MESSAGES)).toEqual([]);
    expect(PROFILE_POPUP_ERRORS).toEqual(expect.arrayContaining([...CV_UPLOAD_ERRORS]));
    expect(sayError(errorWords("hi", CV_UPLOAD_ERRORS), sizeMessage(UPLOAD_KINDS.cv.maxBytes))).toMatch(/^फ़ाइल \d+KB से छोटी होनी चाहिए$/);
  });

  it("stay word for word in English", () => {
    expect(errorWords("en", CV_UPLOAD_ERRORS)).toEqual([]);
  });
});

/** What withdrawing a consent in Settings can be refused: the schema's, the consent gone, the connection. */
const CONSENT_WITHDRAW_MESSAGES = [
  ...messagesOf(ZWithdrawConsentSchema, [{}, { id: "nope" }]),
  CONSENT_NOT_FOUND,
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

describe("the refusals of the profile popup and of a consent's withdrawal in Settings", () => {
  it("are found by the schemas' own inputs", () => {
    expect(PROFILE_POPUP_MESSAGES).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Please enter a shorter state name",
        "Please pick a country from the list",
        "Please pick an industry from the list",
        "Please enter the amount in whole rupees",
      ]),
    );
    expect(CONSENT_WITHDRAW_MESSAGES).toContain("Choose a consent to withdraw");
  });

  it("each say in Hindi with only the pairs the popup and Settings are handed", () => {
    expect(untranslatedIn(errorWords("hi", PROFILE_POPUP_ERRORS), PROFILE_POPUP_MESSAGES)).toEqual([]);
    expect(untranslatedIn(errorWords("hi", CONSENT_WITHDRAW_ERRORS), CONSENT_WITHDRAW_MESSAGES)).toEqual([]);
    // The popup asks for its pairs when it opens (GET /api/users/profile-errors): its own, not the namespace (some 6 KB of 21).
    expect(errorWords("hi", PROFILE_POPUP_ERRORS).length).toBeLessThan(hindi.length / 3);
    expect(Buffer.byteLength(JSON.stringify(errorWords("hi", PROFILE_POPUP_ERRORS)))).toBeLessThan(7_000);
  });

  it("keep the numbers and the typed title in their Hindi places", () => {
    const popup = errorWords("hi", PROFILE_POPUP_ERRORS);
    expect(sayError(popup, sizeMessage(UPLOAD_KINDS.profilePhoto.maxBytes))).toMatch(/^फ़ाइल \d+KB से छोटी होनी चाहिए$/);
    expect(sayError(popup, notListedMessage("Astrologer"))).toBe('"Astrologer" हमारी सूची में कोई पद नहीं है: सुझावों में से कोई एक चुनें।');
    expect(sayError(errorWords("hi", CONSENT_WITHDRAW_ERRORS), CONSENT_NOT_FOUND)).toBe("यह सहमति नहीं मिली");
  });

  it("stay word for word in English", () => {
    expect(errorWords("en", PROFILE_POPUP_ERRORS)).toEqual([]);
    expect(errorWords("en", CONSENT_WITHDRAW_ERRORS)).toEqual([]);
    for (const message of [...PROFILE_POPUP_MESSAGES, ...CONSENT_WITHDRAW_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
  });
});

/** What asking for a person's review of a decision can be refused: its schema, the server's own, the connection. */
const REVIEW_REQUEST_MESSAGES = [
  ...messagesOf(ZAskForReview, [
    { jobId: "", message: " " },
    { jobId: "x".repeat(101), message: "x".repeat(1001) },
  ]),
  REVIEW_NOT_DECIDED,
  REVIEW_ALREADY,
  "Application not found",
  ACCOUNT_CLOSED_MESSAGE,
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

const applicant = { email: "kiran@example.com", firstname: "Kiran", lastname: "Rao", phone: "+91 98450 12345", jobId: "J1" };

/** What the signed-out quick apply can be refused: its schema on bad input (in the browser and in the route's 400), the resume's checks, the server's own. */
const QUICK_APPLY_MESSAGES = [
  ...messagesOf(ZQuickApply, [
    {},
    { email: "", firstname: " ", lastname: "", phone: "", jobId: "" },
    { ...applicant, email: "kiran@", phone: "call me", linkedinUrl: "https://example.com/kiran" },
    { ...applicant, firstname: "x".repeat(101), linkedinUrl: `https://www.linkedin.com/in/${"x".repeat(300)}` },
  ]).filter((message) => message !== "Job id is required"), // the form's hidden field, never the visitor's
  ...[null, { name: "cv.txt", size: 10 }, { name: "cv.pdf", size: 10 * 1024 * 1024 }].map((file) => resumeProblem(file)!),
  checkFileInBrowser({ name: "empty.pdf", size: 0 }, UPLOAD_KINDS.resume)!,
  JOB_NOT_FOUND_MESSAGE,
  JOB_CLOSED_MESSAGE,
  ACCOUNT_CLOSED_MESSAGE,
  "Please try again in a moment",
  "Too many attempts. Please try again in 1 minute.",
  "Too many attempts. Please try again in 42 minutes.",
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

describe("the refusals of a review request and of the signed-out quick apply", () => {
  it("are found by the schemas' own inputs", () => {
    expect(REVIEW_REQUEST_MESSAGES).toEqual(
      expect.arrayContaining(["Please say what you would like a person to look at again", "Keep the message under 1000 characters"]),
    );
    expect(QUICK_APPLY_MESSAGES).toEqual(
      expect.arrayContaining([
        "Email is required",
        "Enter a valid mobile number",
        "Enter a LinkedIn profile URL",
        "Keep this under 100 characters",
        "Resume is required",
      ]),
    );
  });

  it("each say in Hindi with only the pairs the job's page hands", () => {
    expect(untranslatedIn(errorWords("hi", REVIEW_REQUEST_ERRORS), REVIEW_REQUEST_MESSAGES)).toEqual([]);
    expect(untranslatedIn(errorWords("hi", QUICK_APPLY_ERRORS), QUICK_APPLY_MESSAGES)).toEqual([]);
    expect(errorWords("hi", QUICK_APPLY_ERRORS).length).toBeLessThan(hindi.length / 4);
  });

  it("keep the numbers in their Hindi places", () => {
    const quick = errorWords("hi", QUICK_APPLY_ERRORS);
    expect(sayError(quick, "Keep this under 300 characters")).toBe("इसे 300 अक्षरों से छोटा रखें");
    expect(sayError(errorWords("hi", REVIEW_REQUEST_ERRORS), "Keep the message under 1000 characters")).toBe("संदेश 1000 अक्षरों से छोटा रखिए");
  });

  it("stay word for word in English", () => {
    expect(errorWords("en", QUICK_APPLY_ERRORS)).toEqual([]);
    for (const message of [...REVIEW_REQUEST_MESSAGES, ...QUICK_APPLY_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
  });
});

/** What "Report this job" can be refused: its schema on the form's input (never the hidden job id), the server's own, the connection. */
const REPORT_JOB_MESSAGES = [
  ...messagesOf(ZReportJob, [
    { jobId: "J1", reason: null },
    { jobId: "J1", reason: "OTHER", note: "x".repeat(REPORT_NOTE_MAX_CHARS + 1) },
  ]),
  ALREADY_REPORTED_MESSAGE,
  REPORT_CLOSED_JOB_MESSAGE,
  TOO_MANY_REPORTS_MESSAGE,
  REPORT_SIGN_IN_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  ACCOUNT_CLOSED_MESSAGE,
  GENERIC_FAILURE,
  NO_CONNECTION,
  BUSY_MESSAGE,
];

describe("the refusals of a job's report and of Apply's CV-needed dialog", () => {
  it("are found by the schema's own inputs", () => {
    expect(REPORT_JOB_MESSAGES).toEqual(expect.arrayContaining(["Choose why you are reporting this job", "Keep the note under 500 characters"]));
  });

  it("each say in Hindi with only the pairs the job's page and a job card hand", () => {
    expect(untranslatedIn(errorWords("hi", REPORT_JOB_ERRORS), REPORT_JOB_MESSAGES)).toEqual([]);
    expect(errorWords("hi", REPORT_JOB_ERRORS).length).toBeLessThan(hindi.length / 10);
    // A job card carries the CV upload's pairs alone for the dialog, not the namespace.
    expect(jobCardText("hi").cvErrors).toEqual(errorWords("hi", CV_UPLOAD_ERRORS));
    expect(untranslatedIn(jobCardText("hi").cvErrors, CV_UPLOAD_MESSAGES)).toEqual([]);
  });

  it("keep the numbers in their Hindi places", () => {
    const report = errorWords("hi", REPORT_JOB_ERRORS);
    expect(sayError(report, ALREADY_REPORTED_MESSAGE)).toBe("आप इस नौकरी की शिकायत पहले ही कर चुके हैं");
    expect(sayError(report, "Keep the note under 500 characters")).toBe("नोट 500 अक्षरों से छोटा रखें");
    expect(sayError(jobCardText("hi").cvErrors, sizeMessage(UPLOAD_KINDS.cv.maxBytes))).toMatch(/^फ़ाइल \d+KB से छोटी होनी चाहिए$/);
  });

  it("stay word for word in English", () => {
    expect(errorWords("en", REPORT_JOB_ERRORS)).toEqual([]);
    expect(jobCardText("en").cvErrors).toEqual([]);
    for (const message of REPORT_JOB_MESSAGES) expect(sayError(errorWords("en"), message)).toBe(message);
  });
});
