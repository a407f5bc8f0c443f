// The partner API's OpenAPI 3.1 document, served at /api/partner/v1/openapi.json. Request bodies
// come from the same zod schemas the handlers use, so the document cannot drift from them.
import { APPLICATION_STATUSES } from "@/lib/applications/status";
import { brand } from "@/lib/brand";
import { EMOTION_ATTENTION_THRESHOLD, HIRING_STATUS_LABELS, MONITOR_ALARM_WINDOWS_MS, PARTNER_CV_LINK_SECONDS, PARTNER_VIDEO_LINK_SECONDS, PARTNER_PAGE_SIZE_MAX, PARTNER_REQUESTS_PER_MINUTE } from "@/lib/constants";
import { JOB_TYPES, WORK_MODES } from "@/lib/jobs/schema";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { ZPartnerJobCreate, ZPartnerJobUpdate, ZPartnerStatusChange } from "./schema";
import { feedbackPaths, feedbackSchemas } from "./openapi-feedback";
import { dateTime, error, json, nullableStr, ref, requestSchema, str, type Json } from "./openapi-parts";
import { applicationRequestsProperty, requestPaths, requestSchemas } from "./openapi-requests";
import { webhookEvents, webhookPaths, webhookSchemas } from "./openapi-webhooks";
import { accommodationPaths, accommodationSchemas, interviewAccommodationProperties, scheduleExamples } from "./openapi-accommodation";

const int = { type: "integer" };

const job = {
  type: "object",
  properties: {
    id: { ...str, format: "uuid" },
    shortId: { ...str, examples: ["JB-4K2M9Q"] },
    externalRef: nullableStr,
    title: str,
    description: str,
    industry: nullableStr,
    experienceMin: { ...int, description: "Minimum years of experience" },
    salaryMin: { ...int, description: "Per year, in `currency`" },
    salaryMax: { ...int, description: "Per year, in `currency`" },
    currency: str,
    jobType: { type: "string", enum: JOB_TYPES },
    workMode: { type: "string", enum: WORK_MODES },
    skills: { type: "array", items: str },
    locations: { type: "array", items: str },
    status: { type: "string", enum: ["OPEN", "CLOSED"] },
    applicantCount: int,
    validThrough: { type: ["string", "null"], format: "date-time" },
    closedAt: { type: ["string", "null"], format: "date-time" },
    createdAt: dateTime,
    updatedAt: dateTime,
    url: { ...str, format: "uri", description: "The public job page candidates see" },
  },
};

const application = {
  type: "object",
  properties: {
    id: { ...str, format: "uuid" },
    jobId: { ...str, format: "uuid" },
    status: { type: "string", enum: APPLICATION_STATUSES },
    statusLabel: { type: "string", enum: Object.values(HIRING_STATUS_LABELS) },
    source: nullableStr,
    appliedAt: dateTime,
    updatedAt: dateTime,
    candidate: {
      type: "object",
      properties: {
        shortId: str,
        firstName: nullableStr,
        lastName: nullableStr,
        email: { ...str, format: "email" },
        emailVerified: { type: "boolean", description: "False for quick-apply candidates who have not set a password yet" },
        mobile: nullableStr,
        city: nullableStr,
        country: nullableStr,
        designation: nullableStr,
        linkedinUrl: nullableStr,
      },
    },
    cv: {
      type: ["object", "null"],
      description: `A signed download link, valid for ${PARTNER_CV_LINK_SECONDS / 60} minutes; fetch the application again for a fresh one.`,
      properties: { name: nullableStr, url: { ...str, format: "uri" }, expiresAt: dateTime },
    },
    history: {
      type: "array",
      items: {
        type: "object",
        properties: {
          from: { type: ["string", "null"], enum: [...APPLICATION_STATUSES, null] },
          to: { type: "string", enum: APPLICATION_STATUSES },
          at: dateTime,
          by: { type: "string", enum: ["candidate", "employer"] },
        },
      },
    },
    ...applicationRequestsProperty,
  },
};

const count = { type: "integer", minimum: 0 };
const interview = {
  type: "object",
  properties: {
    interviewId: { ...str, format: "uuid" },
    applicationId: { type: ["string", "null"], format: "uuid" },
    status: { type: "string", enum: ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "EXPIRED"] },
    expiresAt: dateTime,
    startedAt: { type: ["string", "null"], format: "date-time" },
    completedAt: { type: ["string", "null"], format: "date-time" },
    extraTimePercent: int,
    ...interviewAccommodationProperties,
    emotionAnalysis: { type: "boolean", description: "False when the service runs with EMOTION_ANALYSIS=off: no expression data is kept" },
    consent: {
      type: ["object", "null"],
      description: "What the candidate agreed to, with the wording's version and the time",
      properties: {
        at: dateTime,
        version: str,
        scope: { type: "object" },
        withdrawnAt: { type: ["string", "null"], format: "date-time", description: "When the candidate withdrew it: the videos and face-derived analysis were deleted then" },
      },
    },
    questions: {
      type: "array",
      items: {
        type: "object",
        properties: {
          position: int,
          text: str,
          askedAt: { type: ["string", "null"], format: "date-time" },
          answer: {
            type: ["object", "null"],
            properties: {
              videoUrl: {
                type: ["string", "null"],
                format: "uri",
                description: `Valid for ${PARTNER_VIDEO_LINK_SECONDS / 60} minutes; read the interview again for a fresh one. Null once the video is deleted (retention, or the candidate withdrew consent)`,
              },
              videoUrlExpiresAt: { type: ["string", "null"], format: "date-time" },
              contentType: str,
              sizeBytes: int,
              emotionData: {
                type: ["object", "null"],
                description: `Samples per dominant expression, and Attention: samples with attention above ${EMOTION_ATTENTION_THRESHOLD}. Null without emotion analysis.`,
                properties: Object.fromEntries(["Angry", "Disgust", "Fear", "Happy", "Neutral", "Sad", "Surprise", "Attention"].map((k) => [k, count])),
              },
              attention: {
                type: ["object", "null"],
                description: "Observable signals: samples, Attention, facePresent, noFace, multipleFaces, lookingAway, and 5-second stats",
              },
              tabSwitchTimings: { type: "array", items: { type: "number" }, description: "Seconds into the answer when the candidate left the tab" },
              alarms: {
                type: "array",
                description: `Raised when a condition lasts: low attention ${MONITOR_ALARM_WINDOWS_MS.lowAttention / 1000} s, several faces ${MONITOR_ALARM_WINDOWS_MS.multipleFaces / 1000} s, no face ${MONITOR_ALARM_WINDOWS_MS.noFace / 1000} s`,
                items: { type: "object", properties: { kind: { type: "string", enum: ["LOW_ATTENTION", "MULTIPLE_FACES", "NO_FACE"] }, at: { type: "number" } } },
              },
              durationMs: { type: ["integer", "null"], description: "Length of the recording read from the file; null when the file does not say" },
              uploadedAt: dateTime,
              take: { ...int, minimum: 1, description: "The take kept: 1, or the last retake the candidate recorded (earlier takes are deleted)" },
              lateSeconds: {
                type: ["integer", "null"],
                description: "Recorded within its time but held up by the network: seconds after its question closed (asked + answer time) that the answer arrived; null when on time",
              },
            },
          },
        },
      },
    },
  },
};

const page = (item: string) => ({
  type: "object",
  properties: { data: { type: "array", items: ref(item) }, page: int, limit: int, total: int },
});

const pageParams = [
  { name: "page", in: "query", schema: { ...int, minimum: 1, default: 1 } },
  { name: "limit", in: "query", schema: { ...int, minimum: 1, maximum: PARTNER_PAGE_SIZE_MAX, default: 20 } },
];
const jobIdParam = { name: "jobId", in: "path", required: true, schema: { ...str, format: "uuid" } };
const applicationIdParam = { name: "applicationId", in: "path", required: true, schema: { ...str, format: "uuid" } };
const common = {
  "401": error("Missing, malformed or revoked API key"),
  "429": error("Too many requests for this key this minute"),
};

export function partnerOpenApiDocument(serverUrl: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: `${brand.name} employer partner API`,
      version: "1.0.0",
      description:
        "Lets an employer's own hiring site publish jobs on " +
        brand.name +
        ", see who applied (with short-lived links to their CVs) and move applications through the hiring statuses. " +
        "Each candidate is notified in the app and by e-mail when their application moves. " +
        "Authenticate with your company's API key: `Authorization: Bearer hrp_…` (or `X-Api-Key`). " +
        "A key only ever sees its own company's jobs and applicants; anything else answers 404. " +
        `Each key may make ${PARTNER_REQUESTS_PER_MINUTE} requests a minute (then 429).`,
    },
    servers: [{ url: `${serverUrl}/api/partner/v1` }],
    security: [{ apiKey: [] }],
    paths: {
      "/jobs": {
        get: {
          operationId: "listJobs",
          summary: "List your jobs, newest first",
          parameters: [{ name: "status", in: "query", schema: { type: "string", enum: ["OPEN", "CLOSED"] } }, ...pageParams],
          responses: { "200": { description: "A page of jobs", content: json(page("Job")) }, ...common },
        },
        post: {
          operationId: "createJob",
          summary: "Publish a job",
          requestBody: { required: true, content: json(ref("JobCreate")) },
          responses: {
            "201": { description: "The job, open for applications", content: json(ref("Job")) },
            "400": error("Invalid field (the message names it)"),
            "409": error("A job with this externalRef already exists"),
            ...common,
          },
        },
      },
      "/jobs/{jobId}": {
        parameters: [jobIdParam],
        get: {
          operationId: "getJob",
          summary: "One of your jobs",
          responses: { "200": { description: "The job", content: json(ref("Job")) }, "404": error("Not one of your jobs"), ...common },
        },
        patch: {
          operationId: "updateJob",
          summary: "Change an open job (send only the fields to change)",
          requestBody: { required: true, content: json(ref("JobUpdate")) },
          responses: {
            "200": { description: "The changed job", content: json(ref("Job")) },
            "400": error("Invalid field"),
            "404": error("Not one of your jobs"),
            "409": error("The job is closed"),
            ...common,
          },
        },
      },
      "/jobs/{jobId}/close": {
        parameters: [jobIdParam],
        post: {
          operationId: "closeJob",
          summary: "Close a job to new applications (closing twice changes nothing)",
          responses: { "200": { description: "The closed job", content: json(ref("Job")) }, "404": error("Not one of your jobs"), ...common },
        },
      },
      "/jobs/{jobId}/applications": {
        parameters: [jobIdParam],
        get: {
          operationId: "listApplications",
          summary: "The job's applicants, newest first, with CV links",
          parameters: [{ name: "status", in: "query", schema: { type: "string", enum: APPLICATION_STATUSES } }, ...pageParams],
          responses: {
            "200": { description: "A page of applications", content: json(page("Application")) },
            "404": error("Not one of your jobs"),
            ...common,
          },
        },
      },
      "/applications/{applicationId}": {
        parameters: [applicationIdParam],
        get: {
          operationId: "getApplication",
          summary: "One application to one of your jobs",
          responses: {
            "200": { description: "The application", content: json(ref("Application")) },
            "404": error("Not an application to one of your jobs"),
            ...common,
          },
        },
        patch: {
          operationId: "moveApplication",
          summary: "Move an application to another hiring status",
          description:
            "Moves go forward through Applied → In Review → Eligible → Interview Scheduled → Interview Done → " +
            "Process Completed → Hired (steps may be skipped); any open application may become Not Selected, which may " +
            "return to In Review; Interview Scheduled may become Link Expired and back. Hired is final. Sending the current " +
            "status changes nothing. The candidate sees the new status at once and gets an e-mail.",
          requestBody: { required: true, content: json(ref("StatusChange")) },
          responses: {
            "200": { description: "The moved application", content: json(ref("Application")) },
            "400": error("Unknown status"),
            "404": error("Not an application to one of your jobs"),
            "409": error("That move is not allowed from the current status"),
            ...common,
          },
        },
      },
      "/applications/{applicationId}/interview": {
        parameters: [applicationIdParam],
        post: {
          operationId: "scheduleInterview",
          summary: "Invite the applicant to a recorded video interview",
          description:
            "Spoken questions (made into audio by the AI engine), 180 seconds per answer plus `extraTimePercent` as an accommodation. " +
            "The application moves to Interview Scheduled; the candidate gets a notification and an e-mail with a personal link. " +
            "A new invitation replaces an unused or expired one. Not allowed for Not Selected or Hired applications, " +
            "nor once an interview is under way or done. The status becomes COMPLETED (application Interview Done) when the " +
            "candidate submits, and EXPIRED (application Link Expired) when the link runs out unfinished.",
          requestBody: { required: true, content: { "application/json": { schema: ref("InterviewSchedule"), examples: scheduleExamples } } },
          responses: {
            "201": {
              description: "Scheduled",
              content: json({ type: "object", properties: { interviewId: { ...str, format: "uuid" }, status: { type: "string", enum: ["SCHEDULED"] }, expiresAt: dateTime } }),
            },
            "400": error("Invalid field"),
            "404": error("Not an application to one of your jobs"),
            "409": error("Not Selected, Hired, or an interview already started"),
            ...common,
          },
        },
      },
      "/interviews/{interviewId}": {
        parameters: [{ name: "interviewId", in: "path", required: true, schema: { ...str, format: "uuid" } }],
        get: {
          operationId: "getInterview",
          summary: "An interview's answers and monitoring results",
          responses: { "200": { description: "The interview", content: json(ref("Interview")) }, "404": error("Not one of your interviews"), ...common },
        },
      },
      ...feedbackPaths(applicationIdParam),
      ...accommodationPaths({ name: "interviewId", in: "path", required: true, schema: { ...str, format: "uuid" } }),
      ...requestPaths(applicationIdParam),
      ...webhookPaths(),
    },
    webhooks: webhookEvents(),
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "Your company's partner API key" } },
      schemas: {
        JobCreate: requestSchema(ZPartnerJobCreate),
        JobUpdate: requestSchema(ZPartnerJobUpdate),
        StatusChange: requestSchema(ZPartnerStatusChange),
        Job: job,
        Application: application,
        InterviewSchedule: requestSchema(ZScheduleInterview),
        Interview: interview,
        Error: { type: "object", required: ["error"], properties: { error: str } },
        ...feedbackSchemas,
        ...accommodationSchemas,
        ...webhookSchemas,
        ...requestSchemas,
      },
    },
  };
}
