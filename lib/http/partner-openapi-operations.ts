// The words of each partner API operation: its id, summary, description, the errors it may answer
// and examples. Each route names its own (`doc` in its route() call); the schemas come from the
// route, and the document is generated from both (openapi.ts).
import type { OperationDoc } from "./route";
import { ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT } from "@/lib/interviews/interview-rules";
import { PARTNER_FEEDBACK_MAX_CHARS, PARTNER_FEEDBACK_PER_APPLICATION, PARTNER_FEEDBACK_REPEAT_SECONDS } from "@/lib/partner/partner-limits";
import { formatCount } from "@/lib/format";
import { WEBHOOK_ENDPOINTS_PER_COMPANY, WEBHOOK_LOG_PAGE } from "@/lib/webhooks/events";
import { example, exampleEndpoint, exampleSecret, webhookSigning } from "./partner-openapi-webhooks";

const NOT_YOUR_JOB = "Not one of your jobs";
const NOT_YOUR_APPLICATION = "Not an application to one of your jobs";
const NOT_YOUR_ENDPOINT = "Not one of your endpoints";
const ASKS_FOR_MONEY =
  'The title or description asks the candidate to pay (a registration, training or laptop fee, a security deposit, "pay ₹…", in English, Hindi or Hinglish); `words` lists what was found. Nothing was changed.';

const doc = <T extends Record<string, OperationDoc>>(docs: T) => docs;

export const PARTNER_DOCS = doc({
  listJobs: { operationId: "listJobs", summary: "List your jobs, newest first", success: "A page of jobs" },
  createJob: {
    operationId: "createJob",
    summary: "Publish a job",
    success: "The job, open for applications",
    errors: { 400: "Invalid field (the message names it)", 409: "A job with this externalRef already exists", 422: ASKS_FOR_MONEY },
  },
  getJob: { operationId: "getJob", summary: "One of your jobs", success: "The job", errors: { 404: NOT_YOUR_JOB } },
  updateJob: {
    operationId: "updateJob",
    summary: "Change an open job (send only the fields to change)",
    description:
      "A job held from search because its text asks candidates to pay (status HELD, heldReason ASKS_FOR_MONEY) opens again once the change leaves it asking for nothing. " +
      "A job hidden by candidates' reports (heldReason REPORTED) stays hidden until you answer them with `POST /jobs/{jobId}/report-responses`.",
    success: "The changed job",
    errors: { 400: "Invalid field", 404: NOT_YOUR_JOB, 409: "The job is closed", 422: ASKS_FOR_MONEY },
  },
  listJobReports: {
    operationId: "listJobReports",
    summary: "Read the candidates' reports of a job",
    description:
      "How many candidates reported the job, for which reasons, and which reports still wait for your answer (`POST /jobs/{jobId}/report-responses`), " +
      "with the newest reports themselves. Never who sent a report, nor the words of its note: they may name or identify the candidate.",
    success: "The job's reports: counts, whether they hide it, and the newest ones",
    errors: { 404: NOT_YOUR_JOB },
  },
  answerJobReports: {
    operationId: "answerJobReports",
    summary: "Answer the candidates' reports of a job",
    description:
      "Candidates may report a job (asks for money, not a real job, misleading, discriminatory, other); you hear of each through `job.reported`, " +
      "never with who sent it. Reports from 3 different candidates hide the job from search (status HELD, heldReason REPORTED) until you answer " +
      "here. Your answer settles every report waiting for one, puts a job hidden by reports back in search, and is shown to each candidate who " +
      "reported it, in their notifications. Reports made after it count afresh.",
    success: "The answer, with how many reports it settled and the job's status now",
    errors: { 400: "Invalid field", 404: NOT_YOUR_JOB, 409: "No report of this job waits for an answer" },
    requestExamples: {
      usual: {
        summary: "What you checked or changed",
        value: { message: "We are a registered company (CIN U72900KA2019PTC123456); we never ask candidates for money." },
      },
    },
  },
  refreshJob: {
    operationId: "refreshJob",
    summary: "Keep a job open: it is still to be filled",
    description:
      "A job you have not changed (PATCH) or refreshed for 60 days closes by itself, as does one past its validThrough; both send `job.closed`. " +
      "A refresh changes nothing else: candidates see the job as updated today.",
    success: "The job, with editedAt now",
    errors: { 404: NOT_YOUR_JOB, 409: "The job is closed" },
  },
  getAnswerFigures: {
    operationId: "getAnswerFigures",
    summary: "How you answer your applicants, as candidates see it",
    description:
      "Every job card and job page shows how its employer answers, computed hourly from the applications' own events, never typed by you: " +
      '"Usually answers within 4 days · 83 % of applicants heard back". Over the last 180 days, the share of applications that got any answer ' +
      "(a status you set, feedback, or an interview you scheduled) and the median days to that first answer. Not counted: applications " +
      "withdrawn before any answer, and those younger than 14 days still waiting. Below 10 applications candidates read " +
      '"New on HireReady: not enough applications yet to say". Answering every applicant, even with a no, raises both figures.',
    success: "Your figures, the line candidates read, and when they were computed",
  },
  closeJob: {
    operationId: "closeJob",
    summary: "Close a job to new applications (closing twice changes nothing)",
    description: "The close that closes the job sends `job.closed` with `reason` EMPLOYER, once; closing it again sends nothing.",
    success: "The closed job",
    errors: { 404: NOT_YOUR_JOB },
  },
  listApplications: {
    operationId: "listApplications",
    summary: "The job's applicants, newest first, with CV links",
    success: "A page of applications",
    errors: { 404: NOT_YOUR_JOB },
  },
  getApplication: {
    operationId: "getApplication",
    summary: "One application to one of your jobs",
    success: "The application, with the candidate's requests",
    errors: { 404: NOT_YOUR_APPLICATION },
  },
  moveApplication: {
    operationId: "moveApplication",
    summary: "Move an application to another hiring status",
    description:
      "Moves go forward through Applied → In Review → Eligible → Interview Scheduled → Interview Done → " +
      "Process Completed → Hired (steps may be skipped); any open application may become Not Selected, which may " +
      "return to In Review; Interview Scheduled may become Link Expired and back. Hired is final. Sending the current " +
      "status changes nothing. The candidate sees the new status at once and gets an e-mail.",
    success: "The moved application",
    errors: { 400: "Unknown status", 404: NOT_YOUR_APPLICATION, 409: "That move is not allowed from the current status" },
  },
  scheduleInterview: {
    operationId: "scheduleInterview",
    summary: "Invite the applicant to a recorded video interview",
    description:
      "Spoken questions (made into audio by the AI engine), 180 seconds per answer plus `extraTimePercent` as an accommodation. " +
      "The application moves to Interview Scheduled; the candidate gets a notification and an e-mail with a personal link. " +
      "A new invitation replaces an unused or expired one. Not allowed for Not Selected or Hired applications, " +
      "nor once an interview is under way or done. The status becomes COMPLETED (application Interview Done) when the " +
      "candidate submits, and EXPIRED (application Link Expired) when the link runs out unfinished. " +
      "`language` (en, hi or hinglish; default en) says what the questions are written in: Hindi questions are shown in " +
      'Devanagari, and the candidate reads the language in "How this interview works" before consenting.',
    success: "Scheduled",
    errors: { 400: "Invalid field", 404: NOT_YOUR_APPLICATION, 409: "Not Selected, Hired, or an interview already started" },
    requestExamples: {
      usual: {
        summary: `Three questions; requests up to ${ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT} % more time apply at once (the default)`,
        value: { questions: ["Tell us about a support case you are proud of.", "How do you plan a busy week?", "Why this role?"], expiresInDays: 7 },
      },
      policy: {
        summary: "Extra time for everyone, and every further request decided by you",
        value: { questions: ["Walk us through a rota you planned."], extraTimePercent: 25, accommodation: { autoApproveUpToPercent: 0 } },
      },
      retakes: {
        summary: "One retake of each answer, AI that assists reviewers, recordings kept 60 days, a reply within 10 days",
        value: {
          questions: ["Tell us about a release you rolled back.", "How do you explain a delay to a client?"],
          retakes: 1,
          aiUse: { scoring: "assists-reviewers", factors: ["how the answer is structured"], humanReview: true },
          retentionDays: 60,
          feedbackWithinDays: 10,
        },
      },
      hindi: {
        summary: "Questions in Hindi, in Devanagari, with the work words said in English kept as they are said",
        value: {
          questions: ["किसी ऐसे client के बारे में बताइए जिसकी शिकायत आपने खुद सुलझाई।", "अगर एक ही दिन में तीन deadline हों, तो आप काम कैसे बाँटेंगे?"],
          language: "hi",
        },
      },
    },
  },
  getInterview: {
    operationId: "getInterview",
    summary: "An interview's answers and monitoring results",
    success: "The interview",
    errors: { 404: "Not one of your interviews" },
  },
  sendFeedback: {
    operationId: "sendFeedback",
    summary: "Write to the candidate about their application",
    description:
      `A message of 1 to ${formatCount(PARTNER_FEEDBACK_MAX_CHARS)} characters, shown on the candidate's application timeline, ` +
      "in their notifications and (if they want application updates by e-mail) by e-mail. With `status`, the application also " +
      "moves, by the same rules as moveApplication, and this message is the candidate's news of the move (no second e-mail). " +
      `A company may send at most ${PARTNER_FEEDBACK_PER_APPLICATION} messages per application (then 429). The same message ` +
      `(and status) sent again within ${PARTNER_FEEDBACK_REPEAT_SECONDS / 60} minutes is not sent twice: the answer is 200 with the ` +
      "first one's id.",
    success: "Sent",
    alsoSuccess: { 200: "The same message was sent moments ago: that one" },
    errors: {
      400: "Empty or too long message, unknown status",
      404: NOT_YOUR_APPLICATION,
      409: "That move is not allowed from the current status (nothing was sent)",
      429: `${PARTNER_FEEDBACK_PER_APPLICATION} messages already sent for this application, or too many requests for this key this minute`,
    },
    requestExamples: {
      message: {
        summary: "A message",
        value: { message: "Thank you for the thoughtful answers. We are speaking to two more people this week and will write again by Friday." },
      },
      decision: {
        summary: "A message with a decision",
        value: {
          message:
            "We were impressed by your project work, but we chose someone with more experience of on-call. We would be glad to hear from you for future roles.",
          status: "NOT_SELECTED",
        },
      },
    },
    responseExample: { feedbackId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a", createdAt: "2026-11-24T09:30:00.000Z" },
  },
  decideAccommodation: {
    operationId: "decideAccommodation",
    summary: "Approve or deny a candidate's request for more time or for one more retake",
    description:
      'Decides a PENDING request. `kind: "extra-time"` (the default): a request for more time beyond the `autoApproveUpToPercent` you set ' +
      'when scheduling; approved extra time is added to every answer\'s clock. `kind: "extra-retake"`: a request for one more retake; approved, ' +
      "each answer may be recorded again once more than you declared. Either way the candidate gets a notification and sees the decision " +
      "before the first question. Only before the interview starts.",
    success: "Decided",
    errors: {
      400: "approve is not true or false, or kind is not extra-time or extra-retake",
      404: "Not one of your interviews",
      409: "No request is waiting, or the interview already started",
    },
    requestExamples: {
      approve: { summary: "Approve more time", value: { approve: true } },
      deny: { summary: "Deny more time", value: { approve: false } },
      retake: { summary: "Grant one more retake", value: { approve: true, kind: "extra-retake" } },
    },
    responseExample: {
      interviewId: "0d6f4c8e-3b7a-4f1e-9c2d-5a6b7c8d9e0f",
      accommodation: { requestedPercent: 100, note: "I have dyslexia and read questions twice.", status: "APPROVED" },
      extraTimePercent: 100,
    },
  },
  answerRequest: {
    operationId: "answerRequest",
    summary: "Answer a candidate's request",
    description:
      "Once per request. The candidate sees your answer on the application's timeline and in their notifications. " +
      "Accepting another way to be assessed means the recorded interview is not recorded: arrange the other way with the candidate.",
    success: "Answered",
    errors: { 400: "Missing decision or message", 404: "Not a request on an application to one of your jobs", 409: "Already answered" },
    requestExamples: {
      accepted: {
        summary: "Accept",
        value: { decision: "accepted", message: "Of course. Our recruiter will call you on Tuesday at 11:00 for a 30-minute conversation instead." },
      },
    },
  },
  createWebhook: {
    operationId: "createWebhook",
    summary: "Register an endpoint for events",
    description: `${webhookSigning} At most ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints per company.`,
    success: "Registered; the secret is shown this once",
    errors: { 400: "Not an http(s) URL, a private address, or an unknown event", 409: `Already ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints` },
    requestExamples: { endpoint: { summary: "Two events", value: { url: exampleEndpoint.url, events: exampleEndpoint.events } } },
    responseExample: { ...exampleEndpoint, secret: exampleSecret },
  },
  listWebhooks: {
    operationId: "listWebhooks",
    summary: "Your endpoints (without their secrets)",
    success: "The endpoints",
    responseExample: { data: [exampleEndpoint] },
  },
  getWebhook: {
    operationId: "getWebhook",
    summary: "One endpoint",
    success: "The endpoint",
    errors: { 404: NOT_YOUR_ENDPOINT },
    responseExample: exampleEndpoint,
  },
  deleteWebhook: {
    operationId: "deleteWebhook",
    summary: "Stop sending to an endpoint",
    description: "Deliveries still waiting are cancelled.",
    success: "Deleted",
    errors: { 404: NOT_YOUR_ENDPOINT },
  },
  rotateWebhookSecret: {
    operationId: "rotateWebhookSecret",
    summary: "Replace the signing secret",
    description: "Every delivery from now on, retries included, is signed with the new secret, shown this once.",
    success: "The new secret",
    errors: { 404: NOT_YOUR_ENDPOINT },
    responseExample: { ...exampleEndpoint, secretRotatedAt: "2026-11-28T10:00:00.000Z", secret: exampleSecret },
  },
  listWebhookDeliveries: {
    operationId: "listWebhookDeliveries",
    summary: `The endpoint's ${WEBHOOK_LOG_PAGE} newest deliveries`,
    success: "Deliveries, newest first",
    errors: { 404: NOT_YOUR_ENDPOINT },
    responseExample: {
      data: [
        {
          id: "7a1c9e4b-3d2f-4b6a-8e5d-1c0b9a8f7e6d",
          webhookId: "msg_4f1d8c2b9e7a6d5c3b2a19f8e7d6c5b4",
          event: "application.created",
          status: "delivered",
          attempts: 2,
          lastResponseStatus: 200,
          lastError: null,
          createdAt: "2026-11-27T09:31:00.000Z",
          lastAttemptAt: "2026-11-27T09:32:01.000Z",
          deliveredAt: "2026-11-27T09:32:01.000Z",
          payload: {
            type: "application.created",
            timestamp: "2026-11-27T09:31:00.000Z",
            data: { applicationId: example.applicationId, jobId: example.jobId },
          },
        },
      ],
    },
  },
});
