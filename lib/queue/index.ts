// Background tasks on pg-boss, in the app's PostgreSQL: defining and sending them. Their handlers
// are wired in lib/task-handlers.ts, which only the worker and server entries (and tests) import.
import type { MailMessage } from "@/lib/mail/types";
import { sendTask } from "./send-task";

export { queue, stopQueue } from "./boss";
export type { TaskContext } from "./define-task";
export { sendTask } from "./send-task";
export { tasks, type TaskData, type TaskHandler, type TaskHandlers, type TaskInput, type TaskName } from "./tasks";

/** Sends an e-mail from the worker, with retries, instead of inside the request. */
export function sendMailLater(message: MailMessage): Promise<string> {
  return sendTask("mail.send", message);
}
