// Every background job the app has, by queue name. Adding a job: define it beside its domain
// with defineJob() and list it here; enqueue() and the worker pick it up from this map.
import type { z } from "zod";
import { dataExportJob } from "@/lib/account-data/data-export";
import { eraseAccountJob, eraseAccountsSweepJob } from "@/lib/account-data/erase-job";
import { videoRetentionJob } from "@/lib/account-data/video-retention";
import { feedbackEmailJob } from "@/lib/applications/feedback-email-job";
import { statusEmailJob } from "@/lib/applications/status-email-job";
import { expireInterviewJob } from "@/lib/interviews/expire-job";
import { jobAlertDigestJob, jobAlertsDailyJob } from "@/lib/job-alerts/jobs";
import { generateMockJob } from "@/lib/mocks/generate-mock-job";
import { paymentReconcileJob, paymentWebhookJob } from "@/lib/payments/jobs";
import { sweepTempJob } from "@/lib/storage/sweep-temp-job";
import type { JobDefinition } from "./define-job";
import { evaluateMockJob } from "@/lib/mocks/evaluation/evaluate-mock-job";
import { resumeEvaluationsJob } from "@/lib/mocks/evaluation/resume-evaluations-job";
import { evaluateRetakeJob } from "@/lib/mocks/retakes/evaluate-retake-job";
import { mailSendJob } from "./mail-send-job";

export const jobs = {
  "mail.send": mailSendJob,
  "applications.status-email": statusEmailJob,
  "applications.feedback-email": feedbackEmailJob,
  "interviews.expire": expireInterviewJob,
  "mocks.generate": generateMockJob,
  "mocks.evaluate": evaluateMockJob,
  "mocks.resume-evaluations": resumeEvaluationsJob,
  "mocks.evaluate-retake": evaluateRetakeJob,
  "payments.webhook": paymentWebhookJob,
  "payments.reconcile": paymentReconcileJob,
  "account.erase": eraseAccountJob,
  "account.erase-sweep": eraseAccountsSweepJob,
  "account.export": dataExportJob,
  "data.video-retention": videoRetentionJob,
  "storage.sweep-temp": sweepTempJob,
  "alerts.daily": jobAlertsDailyJob,
  "alerts.digest": jobAlertDigestJob,
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof jobs;
export type JobInput<N extends JobName> = z.input<(typeof jobs)[N]["schema"]>;
