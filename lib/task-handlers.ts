// The composition root of background work: which domain function handles each task. lib/queue
// defines tasks and sends them; the domains send tasks through it and hold the work; only this
// file knows both, so no domain imports the queue's handler map and the queue imports no domain.
// Imported by the worker entry (scripts/worker.ts, which the server entry starts as a process of
// its own), the benchmarks and tests; .dependency-cruiser.cjs keeps it so.
import { prepareDataExportAttempt } from "@/lib/account-data/data-export";
import { eraseAccountAttempt, eraseDueAccounts } from "@/lib/account-data/erase-account";
import { deleteExpiredVideos } from "@/lib/account-data/video-retention";
import { announceOverdueReplies } from "@/lib/applications/announce-overdue-replies";
import { sendFeedbackEmail } from "@/lib/applications/send-feedback-email";
import { sendStatusEmail } from "@/lib/applications/send-status-email";
import { holdMoneyAsks } from "@/lib/jobs/hold-money-asks";
import { closeStaleJobs } from "@/lib/jobs/close-stale-jobs";
import { computeAnswerFigures } from "@/lib/employer-answers/compute-answer-figures";
import { expireInterview } from "@/lib/interviews/expire-interview";
import { queueDailyJobAlerts } from "@/lib/job-alerts/queue-daily-alerts";
import { sendJobAlertDigest } from "@/lib/job-alerts/send-digest";
import { sendMail } from "./mail";
import { evaluateMock } from "@/lib/mocks/evaluation/evaluate-mock";
import { resumeEvaluations } from "@/lib/mocks/evaluation/resume-evaluations";
import { generateMockAttempt } from "@/lib/mocks/generate-mock";
import { evaluateRetakeAttempt } from "@/lib/mocks/retakes/evaluate-retake";
import { deliverWebhook } from "@/lib/webhooks/deliver";
import { resumeDeliveries } from "@/lib/webhooks/emit-event";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { processWebhookEvent } from "@/lib/payments/webhook";
import type { TaskHandlers } from "./queue";
import { startWorker, type Worker, type WorkerOptions } from "@/lib/queue/worker";
import { sweepTempFilesDaily } from "@/lib/uploads/sweep-temp-daily";

export const taskHandlers: TaskHandlers = {
  "mail.send": (message) => sendMail(message),
  "applications.status-email": ({ changeId }) => sendStatusEmail({ changeId }),
  "applications.feedback-email": ({ feedbackId }) => sendFeedbackEmail({ feedbackId }),
  "interviews.expire": ({ interviewId }) => expireInterview({ interviewId }),
  "mocks.generate": ({ mockId }, attempt) => generateMockAttempt(mockId, attempt),
  "mocks.evaluate": ({ mockId }, attempt) => evaluateMock(mockId, attempt),
  "mocks.resume-evaluations": () => resumeEvaluations(),
  "mocks.evaluate-retake": ({ retakeId }, attempt) => evaluateRetakeAttempt(retakeId, attempt),
  "payments.webhook": ({ eventRowId }) => processWebhookEvent({ eventRowId }),
  "payments.reconcile": () => reconcilePayments(),
  "account.erase": ({ candidateId }, attempt) => eraseAccountAttempt(candidateId, attempt),
  "account.erase-sweep": () => eraseDueAccounts(),
  "account.export": ({ exportId }, attempt) => prepareDataExportAttempt(exportId, attempt),
  "data.video-retention": () => deleteExpiredVideos(),
  "storage.sweep-temp": () => sweepTempFilesDaily(),
  "alerts.daily": () => queueDailyJobAlerts(),
  "alerts.digest": ({ candidateId }) => sendJobAlertDigest({ candidateId }),
  "webhooks.deliver": ({ deliveryId }, attempt) => deliverWebhook({ deliveryId }, attempt),
  "webhooks.resume": () => resumeDeliveries(),
  "applications.feedback-due": () => announceOverdueReplies(),
  "jobs.hold-money-asks": () => holdMoneyAsks().then(() => undefined),
  "jobs.close-stale": () => closeStaleJobs().then(() => undefined),
  "employers.answer-figures": () => computeAnswerFigures().then(() => undefined),
};

/** Works every task with its handler: the background worker of `npm run worker` and `npm run dev`. */
export function startTaskWorker(options: WorkerOptions = {}): Promise<Worker> {
  return startWorker(taskHandlers, options);
}
