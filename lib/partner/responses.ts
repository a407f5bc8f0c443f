// Response schemas of the employer partner API: what each route answers, declared beside its input
// schemas (`response` in lib/http/route.ts) and turned into the OpenAPI document's components.
// Each is registered under its component name; a schema that uses another refers to it by name.
import { z } from "zod";
import { APPLICATION_STATUSES } from "@/lib/applications/status";
import { ACCOMMODATION_CHOICES, ACCOMMODATION_NOTE_MAX_LENGTH, PARTNER_VIDEO_LINK_SECONDS, SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { EMOTION_ATTENTION_THRESHOLD, MONITOR_ALARM_WINDOWS_MS } from "@/lib/interviews/monitoring";
import { HIRING_STATUS_LABELS } from "@/lib/application-view/status-labels";
import { PARTNER_CV_LINK_SECONDS } from "./partner-limits";
import { INTERVIEW_RETAKES_MAX } from "@/lib/interviews/retakes";
import { AI_SCORING } from "@/lib/interviews/schema";
import { JOB_TYPES, WORK_MODES } from "@/lib/jobs/schema";
import { PARTNER_EVENTS } from "@/lib/webhooks/events";
import { MOCK_LANGUAGES } from "@/lib/language/languages";
import { LOCALES } from "@/lib/i18n/locales";
import { JOB_REPORT_REASONS, JOB_REPORTS_LISTED } from "@/lib/job-reports/report-rules";
import { ANSWER_GRACE_DAYS, ANSWER_MIN_APPLICATIONS, ANSWER_WINDOW_DAYS } from "@/lib/employer-answers/answer-rules";

/** The partner API's named schemas (the document's `components.schemas`). */
export const partnerSchemas = z.registry<{ id: string }>();

function named<T extends z.ZodType>(id: string, schema: T): T {
  partnerSchemas.add(schema, { id });
  return schema;
}

const uuid = z.uuid();
const dateTime = z.iso.datetime();
const nullableDateTime = z.iso.datetime().nullable();
const int = z.number().int();
const count = z.number().int().min(0);
const nullableText = z.string().nullable();

export const ZPartnerJob = named(
  "Job",
  z.object({
    id: uuid,
    shortId: z.string().meta({ examples: ["JB-4K2M9Q"] }),
    externalRef: nullableText,
    title: z.string(),
    description: z.string(),
    industry: nullableText,
    experienceMin: int.describe("Minimum years of experience"),
    salaryMin: int.nullable().describe("Per year, in `currency`; null when no salary is stated"),
    salaryMax: int.nullable().describe("Per year, in `currency`; null when no salary is stated"),
    currency: z.string(),
    jobType: z.enum(JOB_TYPES),
    workMode: z.enum(WORK_MODES),
    skills: z.array(z.string()),
    locations: z.array(z.string()),
    status: z.enum(["OPEN", "CLOSED", "HELD"]).describe("HELD: published, but kept out of search and applications until you change it (see heldReason)"),
    heldReason: z
      .enum(["ASKS_FOR_MONEY", "REPORTED"])
      .nullable()
      .describe(
        "ASKS_FOR_MONEY: the text asks candidates to pay (the words are in moneyWords); a PATCH without them opens the job again. " +
          "REPORTED: candidates reported it; it is back in search once you answer with POST /jobs/{jobId}/report-responses",
      ),
    moneyWords: z.array(z.string()).describe("Words of the title or description that ask the candidate to pay (empty when none)"),
    applicantCount: int,
    validThrough: nullableDateTime,
    closedAt: nullableDateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
    editedAt: dateTime.describe(
      'Your own last change (PATCH) or refresh; candidates see it as "updated". A job not changed nor refreshed for 60 days closes by itself (job.closed)',
    ),
    firstPostedAt: nullableDateTime.describe(
      'Set when the job is a repost (published under the title of a closed job of yours): the first day that title was posted; candidates see "Reposted" with that day',
    ),
    url: z.url().describe("The public job page candidates see"),
  }),
);

export const ZCandidateRequest = named(
  "CandidateRequest",
  z.object({
    id: uuid,
    kind: z
      .enum(["ALTERNATIVE_ASSESSMENT", "HUMAN_REVIEW"])
      .describe(
        "ALTERNATIVE_ASSESSMENT: asked before a recorded interview, which waits for your answer (accepted: it is never recorded). HUMAN_REVIEW: a person's review of a decision.",
      ),
    status: z.enum(["PENDING", "ACCEPTED", "DECLINED"]),
    message: nullableText.describe("The candidate's own words"),
    response: nullableText.describe("Your answer, as the candidate reads it"),
    createdAt: dateTime,
    decidedAt: nullableDateTime,
  }),
);

const applicationFields = {
  id: uuid,
  jobId: uuid,
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.enum(Object.values(HIRING_STATUS_LABELS) as [string, ...string[]]),
  source: nullableText,
  appliedAt: dateTime,
  updatedAt: dateTime,
  candidate: z.object({
    shortId: z.string(),
    firstName: nullableText,
    lastName: nullableText,
    email: z.email(),
    emailVerified: z.boolean().describe("False for quick-apply candidates who have not set a password yet"),
    mobile: nullableText,
    city: nullableText,
    country: nullableText,
    designation: nullableText,
    linkedinUrl: nullableText,
  }),
  cv: z
    .object({ name: nullableText, url: z.url(), expiresAt: dateTime })
    .nullable()
    .describe(`A signed download link, valid for ${PARTNER_CV_LINK_SECONDS / 60} minutes; fetch the application again for a fresh one.`),
  history: z.array(
    z.object({
      from: z.enum(APPLICATION_STATUSES).nullable(),
      to: z.enum(APPLICATION_STATUSES),
      at: dateTime,
      by: z.enum(["candidate", "employer"]),
    }),
  ),
};

/** An application as a list shows it. */
export const ZPartnerApplicationSummary = named("ApplicationSummary", z.object(applicationFields));

/** One application, with the candidate's requests. */
export const ZPartnerApplication = named(
  "Application",
  z.object({
    ...applicationFields,
    requests: z.array(ZCandidateRequest).describe("The candidate's requests, oldest first"),
  }),
);

const page = <T extends z.ZodType>(id: string, item: T) => named(id, z.object({ data: z.array(item), page: int, limit: int, total: int }));

export const ZPartnerJobPage = page("JobPage", ZPartnerJob);
export const ZPartnerApplicationPage = page("ApplicationPage", ZPartnerApplicationSummary);

const choices = ACCOMMODATION_CHOICES.map((p) => `+${p} %`).join(", ");

export const ZAccommodationRequest = named(
  "AccommodationRequest",
  z
    .object({
      requestedPercent: z.union(ACCOMMODATION_CHOICES.map((p) => z.literal(p))),
      note: z.string().max(ACCOMMODATION_NOTE_MAX_LENGTH).nullable(),
      status: z.enum(["PENDING", "APPROVED", "DENIED"]),
    })
    .nullable()
    .describe(
      `The candidate's own request for more answer time (${choices}), made on the interview page before the first question, ` +
        "with an optional note. APPROVED at once within your policy, else PENDING until you decide; null when none was made.",
    ),
);

export const ZExtraRetakeRequest = named(
  "ExtraRetakeRequest",
  z
    .object({
      note: z.string().max(ACCOMMODATION_NOTE_MAX_LENGTH).nullable(),
      status: z.enum(["PENDING", "APPROVED", "DENIED"]),
    })
    .nullable()
    .describe(
      "The candidate's request for one more retake of each answer, made on the interview page before the first question, with an optional note. " +
        "PENDING until you decide (kind `extra-retake`); null when none was made.",
    ),
);

export const ZInterviewScheduled = named("InterviewScheduled", z.object({ interviewId: uuid, status: z.literal("SCHEDULED"), expiresAt: dateTime }));

const answer = z.object({
  videoUrl: z
    .url()
    .nullable()
    .describe(
      `Valid for ${PARTNER_VIDEO_LINK_SECONDS / 60} minutes; read the interview again for a fresh one. Null once the video is deleted (retention, or the candidate withdrew consent)`,
    ),
  videoUrlExpiresAt: nullableDateTime,
  contentType: z.string().describe("video/webm or video/mp4; audio/webm or audio/mp4 for an audio-only answer"),
  audioOnly: z
    .boolean()
    .describe(
      "Recorded with the microphone alone (the candidate's choice, or a slow connection): a full answer, whose link plays sound only. No face or attention was measured, so emotionData and attention are null and alarms empty; it is not marked down for that.",
    ),
  label: z.enum(["Video answer", "Audio answer"]).describe("How to name the answer to a reviewer"),
  sizeBytes: int,
  emotionData: z
    .record(z.string(), count)
    .nullable()
    .describe(
      `Samples per dominant expression (Angry, Disgust, Fear, Happy, Neutral, Sad, Surprise), and Attention: samples with attention above ${EMOTION_ATTENTION_THRESHOLD}. Null without emotion analysis.`,
    ),
  attention: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("Observable signals: samples, Attention, facePresent, noFace, multipleFaces, lookingAway, and 5-second stats"),
  tabSwitchTimings: z.array(z.number()).describe("Seconds into the answer when the candidate left the tab"),
  alarms: z
    .array(z.object({ kind: z.enum(["LOW_ATTENTION", "MULTIPLE_FACES", "NO_FACE"]), at: z.number() }))
    .describe(
      `Raised when a condition lasts: low attention ${MONITOR_ALARM_WINDOWS_MS.lowAttention / 1000} s, several faces ${MONITOR_ALARM_WINDOWS_MS.multipleFaces / 1000} s, no face ${MONITOR_ALARM_WINDOWS_MS.noFace / 1000} s`,
    ),
  durationMs: int.nullable().describe("Length of the recording read from the file; null when the file does not say"),
  uploadedAt: dateTime,
  take: z.number().int().min(1).describe("The take kept: 1, or the last retake the candidate recorded (earlier takes are deleted)"),
  lateSeconds: int
    .nullable()
    .describe(
      "Recorded within its time but held up by the network: seconds after its question closed (asked + answer time) that the answer arrived; null when on time",
    ),
});

export const ZPartnerInterview = named(
  "Interview",
  z.object({
    interviewId: uuid,
    applicationId: uuid.nullable(),
    status: z.enum(["SCHEDULED", "IN_PROGRESS", "COMPLETED", "EXPIRED"]),
    expiresAt: dateTime,
    startedAt: nullableDateTime,
    completedAt: nullableDateTime,
    extraTimePercent: int,
    answerSeconds: int.describe(`The time for each answer now: ${SECONDS_PER_QUESTION} s plus extraTimePercent plus an approved request`),
    accommodationPolicy: z.object({ autoApproveUpToPercent: z.number().int().min(0).max(100) }),
    accommodation: ZAccommodationRequest,
    retakes: z
      .number()
      .int()
      .min(0)
      .max(INTERVIEW_RETAKES_MAX)
      .describe("The retakes you declared when scheduling: how many times each answer may be recorded again while its question is open"),
    retakesAllowed: z
      .number()
      .int()
      .min(0)
      .describe("The retakes that apply now: `retakes`, plus one once you granted the candidate's request for an extra retake"),
    extraRetake: ZExtraRetakeRequest,
    aiUse: z
      .object({ scoring: z.enum(AI_SCORING), factors: z.array(z.string()), humanReview: z.boolean() })
      .describe(
        "How you declared AI is used on the answers when scheduling (no AI scoring when you declared none), as the candidate read it before consenting",
      ),
    retentionDays: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe(
        "The days you declared to keep the recordings when scheduling; null when you declared none (our own policy applies, and it applies when sooner)",
      ),
    feedbackWithinDays: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe("The days after the interview within which you promised a reply when scheduling; null when you promised none"),
    language: z
      .enum(MOCK_LANGUAGES)
      .describe(
        "The language you declared the questions are in when scheduling: en (English), hi (Hindi, Devanagari) or hinglish (Hindi and English in Latin letters)",
      ),
    emotionAnalysis: z.boolean().describe("False when the service runs with EMOTION_ANALYSIS=off: no expression data is kept"),
    consent: z
      .object({
        at: dateTime,
        version: z.string(),
        language: z
          .enum(LOCALES)
          .describe("The language the candidate read the consent in and agreed to: en (English) or hi (Hindi); each language's wording has its own version"),
        scope: z.record(z.string(), z.unknown()),
        withdrawnAt: nullableDateTime.describe("When the candidate withdrew it: the videos and face-derived analysis were deleted then"),
      })
      .nullable()
      .describe("What the candidate agreed to, with the wording's version and the time"),
    questions: z.array(z.object({ position: int, text: z.string(), askedAt: nullableDateTime, answer: answer.nullable() })),
  }),
);

export const ZAccommodationDecided = named(
  "AccommodationDecided",
  z
    .union([
      z.object({ interviewId: uuid, accommodation: ZAccommodationRequest, extraTimePercent: int }),
      z.object({ interviewId: uuid, extraRetake: ZExtraRetakeRequest, retakesAllowed: int }),
    ])
    .describe("For extra time: `accommodation` and `extraTimePercent`. For an extra retake: `extraRetake` and `retakesAllowed`."),
);

export const ZFeedbackSent = named("FeedbackSent", z.object({ feedbackId: uuid, createdAt: dateTime }));

const webhookEndpointFields = {
  id: uuid,
  url: z.string(),
  events: z.array(z.enum(PARTNER_EVENTS)),
  createdAt: dateTime,
  secretRotatedAt: nullableDateTime,
};

export const ZWebhookEndpoint = named("WebhookEndpoint", z.object(webhookEndpointFields));

export const ZWebhookEndpointWithSecret = named(
  "WebhookEndpointWithSecret",
  z.object({
    ...webhookEndpointFields,
    secret: z
      .string()
      .regex(/^whsec_/)
      .describe("Signs every delivery. Shown only now: keep it."),
  }),
);

export const ZWebhookEndpointList = named("WebhookEndpointList", z.object({ data: z.array(ZWebhookEndpoint) }));

export const ZWebhookEvent = named(
  "WebhookEvent",
  z
    .object({
      type: z.enum(PARTNER_EVENTS),
      timestamp: dateTime,
      data: z.record(z.string(), z.union([z.string(), z.number().int(), z.boolean(), z.null()])),
    })
    .describe("The body of every delivery. Data carries ids only: read the rest through this API."),
);

export const ZWebhookDelivery = named(
  "WebhookDelivery",
  z.object({
    id: uuid,
    webhookId: z.string().describe("The `webhook-id` header: the same on every attempt of this delivery"),
    event: z.enum(PARTNER_EVENTS),
    status: z.enum(["pending", "delivered", "failed", "cancelled"]),
    attempts: count,
    lastResponseStatus: int.nullable(),
    lastError: nullableText,
    createdAt: dateTime,
    lastAttemptAt: nullableDateTime,
    deliveredAt: nullableDateTime,
    payload: ZWebhookEvent,
  }),
);

export const ZWebhookDeliveryList = named("WebhookDeliveryList", z.object({ data: z.array(ZWebhookDelivery) }));

export const ZPartnerError = named(
  "Error",
  z.object({
    error: z
      .string()
      .describe("What went wrong, in words a person can read (they may change: branch on `code`)")
      .meta({ examples: ["Job not found"] }),
    code: z
      .string()
      .describe("What went wrong, as a stable name to branch on (`NOT_FOUND`, `INVALID_INPUT`, `SIGNED_OUT`, `RATE_LIMITED`, `JOB_CLOSED`, …)")
      .meta({ examples: ["NOT_FOUND"] }),
  }),
);

export const ZJobReportAnswer = named(
  "JobReportAnswer",
  z.object({
    id: uuid,
    jobId: uuid,
    message: z.string().describe("Your answer, as each candidate who reported the job reads it"),
    createdAt: dateTime,
    answeredReports: count.describe("The reports this answer settled"),
    jobStatus: z.enum(["OPEN", "CLOSED", "HELD"]).describe("The job's status after the answer (OPEN again when reports had hidden it)"),
  }),
);

export const ZJobReportList = named(
  "JobReportList",
  z.object({
    jobId: uuid,
    total: count.describe("Every report of the job, answered or not"),
    waiting: count.describe("Reports waiting for your answer (POST /jobs/{jobId}/report-responses settles them)"),
    hidden: z.boolean().describe("True while the reports keep the job out of search (status HELD, heldReason REPORTED)"),
    byReason: z.record(z.enum(JOB_REPORT_REASONS), count).describe("How many reports give each reason"),
    reports: z
      .array(
        z.object({
          reason: z.enum(JOB_REPORT_REASONS),
          createdAt: dateTime,
          answered: z.boolean().describe("Settled by one of your answers"),
          answeredAt: nullableDateTime.describe("When the answer that settled it was given"),
        }),
      )
      .describe(`The newest ${JOB_REPORTS_LISTED} reports, newest first: never who sent them, nor their own words`),
  }),
);

export const ZAnswerFigures = named(
  "AnswerFigures",
  z.object({
    windowDays: count.describe(`The figures cover applications made in this many days up to computedAt (${ANSWER_WINDOW_DAYS})`),
    applications: count.describe(
      `Applications counted: not those withdrawn before any answer, nor those younger than ${ANSWER_GRACE_DAYS} days still waiting for one`,
    ),
    answered: count.describe("Applications that got any answer: a status you set, feedback, or an interview you scheduled"),
    answeredPercent: count.nullable().describe("answered as a whole percent of applications; null when none was counted"),
    medianDays: z.number().min(0).nullable().describe("Median days from applying to the first answer, over the answered applications; null when none"),
    shownToCandidates: z.boolean().describe(`Whether candidates see the figures on your jobs: only from ${ANSWER_MIN_APPLICATIONS} applications counted`),
    line: z.string().describe("What candidates read on your job cards and pages"),
    computedAt: nullableDateTime.describe("When the figures were last computed (hourly); null before the first time"),
  }),
);
