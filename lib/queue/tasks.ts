// Every background task the app has, by queue name, with the input it takes and how its queue runs
// it. Adding a task: define it here, send it with sendTask(), and give it a handler in
// lib/task-handlers.ts (the type there refuses a task without one).
import { z } from "zod";
import { MailMessageSchema } from "@/lib/mail/types";
import { defineTask, type TaskContext } from "./define-task";

const nothing = z.object({}).passthrough();

/**
 * The longest a delayed task may wait to run: the longest interview link (30 days, lib/interviews/interview-rules.ts)
 * and a week more. Kept here, below the domains; a test there holds the two in step.
 */
export const DELAYED_TASK_MAX_WAIT_DAYS = 37;

export const tasks = {
  // SMTP has no idempotency key: a retry after a send whose completion was lost repeats the
  // mail. A rare duplicate beats a lost OTP or receipt, so the handler just sends.
  "mail.send": defineTask({ input: MailMessageSchema }),
  "applications.status-email": defineTask({ input: z.object({ changeId: z.uuid() }) }),
  "applications.feedback-email": defineTask({ input: z.object({ feedbackId: z.uuid() }) }),
  "interviews.expire": defineTask({
    input: z.object({ interviewId: z.uuid() }),
    // Waits up to the longest expiry (pg-boss drops waiting tasks after 14 days by default).
    options: { retentionSeconds: DELAYED_TASK_MAX_WAIT_DAYS * 24 * 60 * 60 },
  }),
  "mocks.generate": defineTask({
    input: z.object({ mockId: z.uuid() }),
    // A candidate watches this one happen: the worker is woken the moment it is sent.
    options: { notify: true, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 15 * 60 },
    concurrency: 4,
    pollingIntervalSeconds: 0.5,
  }),
  "mocks.evaluate": defineTask({
    input: z.object({ mockId: z.uuid() }),
    // A hung attempt is cut after this long (evaluating six answers takes well under it); a killed
    // worker's task comes back within a minute through its heartbeat (lib/queue/boss.ts).
    // The candidate waits for it: the worker is woken the moment it is sent. Exclusive: one task
    // per mock waiting or running (sent with the mock's id as singletonKey).
    options: { policy: "exclusive", notify: true, expireInSeconds: 300, retryLimit: 3, retryDelay: 5, retryBackoff: true },
    concurrency: 2,
  }),
  "mocks.resume-evaluations": defineTask({ input: nothing, cron: "* * * * *" }),
  "mocks.evaluate-retake": defineTask({
    input: z.object({ retakeId: z.uuid() }),
    // The candidate is looking at the review: the worker is woken the moment it is sent.
    options: { policy: "exclusive", notify: true, expireInSeconds: 120, retryLimit: 3, retryDelay: 5, retryBackoff: true },
    concurrency: 4,
  }),
  "payments.webhook": defineTask({ input: z.object({ eventRowId: z.string().uuid() }), concurrency: 2 }),
  "payments.reconcile": defineTask({ input: nothing, cron: "*/5 * * * *", options: { retryLimit: 0 } }),
  "account.erase": defineTask({
    input: z.object({ candidateId: z.uuid() }),
    options: { retryLimit: 10, retryDelay: 300, retryBackoff: true },
  }),
  "account.erase-sweep": defineTask({ input: nothing, cron: "15 3 * * *" }),
  "account.export": defineTask({
    input: z.object({ exportId: z.uuid() }),
    options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 * 60 },
    // One candidate's slow or failing archive leaves room for the next one.
    concurrency: 2,
  }),
  "data.video-retention": defineTask({ input: nothing, cron: "30 2 * * *" }),
  "storage.sweep-temp": defineTask({ input: nothing, cron: "45 2 * * *" }),
  // 06:00 UTC is 11:30 in India: a morning read.
  "alerts.daily": defineTask({ input: nothing, cron: "0 6 * * *" }),
  "alerts.digest": defineTask({ input: z.object({ candidateId: z.uuid() }) }),
  // One task per delivery waiting or running (sent with the delivery's id as singletonKey); a
  // failed attempt comes back a minute later, then ever later up to an hour apart, for about a day.
  "webhooks.deliver": defineTask({
    input: z.object({ deliveryId: z.uuid() }),
    options: { policy: "exclusive", notify: true, retryBackoff: true, expireInSeconds: 60, retryDelay: 60, retryDelayMax: 3600, retryLimit: 29 },
    concurrency: 4,
  }),
  "webhooks.resume": defineTask({ input: nothing, cron: "* * * * *" }),
  // Employers' promised replies that came due: their webhooks hear of each once.
  "applications.feedback-due": defineTask({ input: nothing, cron: "17 * * * *" }),
  // Published jobs the money-ask detector has not read yet (or read in an older version): those
  // that ask the candidate to pay are held from search. Reads only unread jobs, so a run is cheap.
  "jobs.hold-money-asks": defineTask({ input: nothing, cron: "23 * * * *" }),
  // Jobs past their validThrough, or not edited by their employer for 60 days, close (job.closed).
  "jobs.close-stale": defineTask({ input: nothing, cron: "41 * * * *" }),
  // Each employer's answer figures (share answered, median days to a first answer), from the
  // application timeline, read with its jobs (lib/employer-answers).
  "employers.answer-figures": defineTask({ input: nothing, cron: "7 * * * *" }),
};

export type TaskName = keyof typeof tasks;
/** What sendTask() takes for a task. */
export type TaskInput<N extends TaskName> = z.input<(typeof tasks)[N]["input"]>;
/** What a task's handler is given: its input once parsed. */
export type TaskData<N extends TaskName> = z.output<(typeof tasks)[N]["input"]>;
export type TaskHandler<N extends TaskName> = (data: TaskData<N>, context: TaskContext) => Promise<unknown>;
/** One handler for every task: the map lib/task-handlers.ts gives the worker. */
export type TaskHandlers = { [N in TaskName]: TaskHandler<N> };
