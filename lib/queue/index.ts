// Background jobs on pg-boss, in the app's PostgreSQL.
import type { MailMessage } from "@/lib/mail";
import { enqueue } from "./enqueue";

export { queue, stopQueue, DEFAULT_JOB_OPTIONS } from "./boss";
export { defineJob, type JobContext, type JobDefinition } from "./define-job";
export { enqueue } from "./enqueue";
export { jobs, type JobInput, type JobName } from "./jobs";
export { startWorker, type WorkerOptions } from "./worker";

/** Sends an e-mail from the worker, with retries, instead of inside the request. */
export function sendMailLater(message: MailMessage): Promise<string> {
  return enqueue("mail.send", message);
}
