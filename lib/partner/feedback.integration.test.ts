import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_FEEDBACK_PER_APPLICATION } from "./partner-limits";
import { readOutbox } from "@/lib/mail/outbox";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { waitForTaskDone } from "@/test/wait-for";
import { createApiKey } from "./api-keys";
import { FEEDBACK_LIMIT_MESSAGE } from "./send-feedback";

const feedbackRoute = await import("@/app/api/partner/v1/applications/[applicationId]/feedback/route");

const t = useTestDatabase();

async function send(key: string, applicationId: string, body: unknown) {
  const req = new Request(`http://localhost/api/partner/v1/applications/${applicationId}/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const res = await feedbackRoute.POST(req, { params: Promise.resolve({ applicationId }) });
  return { status: res.status, body: (await res.json()) as { feedbackId?: string; createdAt?: string; error?: string } };
}

describe("employer feedback through the partner API", () => {
  let keyA: string;
  let keyB: string;
  let companyB: { id: string; name: string };
  let worker: { stop: () => Promise<void> };

  /** A new candidate's application to a new job of company B. */
  /** Waits for the e-mail task of one feedback to finish: what it would send has been sent by then. */
  const feedbackEmailDone = (feedbackId: string) =>
    waitForTaskDone((sql, params) => t.db().$queryRawUnsafe(sql, ...params), "applications.feedback-email", "feedbackId", feedbackId);

  async function application(overrides: { firstName?: string; applicationUpdates?: boolean } = {}) {
    const job = await createJob(companyB.id, { title: `Data Analyst ${Math.random().toString(36).slice(2, 6)}` });
    const candidate = await createCandidate({ firstName: overrides.firstName ?? "Meera" });
    if (overrides.applicationUpdates === false) {
      await t
        .db()
        .emailPreference.create({ data: { candidateId: candidate.id, applicationUpdates: false, mockResults: true, jobAlerts: true, marketing: false } });
    }
    const row = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id } });
    return { id: row.id, job, candidate };
  }

  beforeAll(async () => {
    const a = await createCompany({ name: "Alpha Hiring" });
    companyB = await createCompany({ name: "Brightloom" });
    keyA = (await createApiKey({ companyId: a.id, name: "test" })).key;
    keyB = (await createApiKey({ companyId: companyB.id, name: "test" })).key;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  it("answers 404 for another company's application, an unknown id and a closed account, and stores nothing", async () => {
    const mine = await application();
    expect(await send(keyA, mine.id, { message: "Hello from the wrong company" })).toEqual({
      status: 404,
      body: { error: "Application not found", code: "NOT_FOUND" },
    });
    expect((await send(keyB, "not-a-uuid", { message: "Hi" })).status).toBe(404);
    expect((await send(keyB, "00000000-0000-4000-8000-000000000000", { message: "Hi" })).status).toBe(404);

    const closed = await application();
    await t.db().accountDeletion.create({ data: { candidateId: closed.candidate.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    expect((await send(keyB, closed.id, { message: "Hi" })).status).toBe(404);

    expect(await t.db().applicationFeedback.count({ where: { applicationId: { in: [mine.id, closed.id] } } })).toBe(0);
    expect(await t.db().notification.count({ where: { candidateId: mine.candidate.id } })).toBe(0);
  });

  it("refuses an empty, an over-long or an unknown-status message in plain words", async () => {
    const { id } = await application();
    expect(await send(keyB, id, { message: "   " })).toEqual({ status: 400, body: { error: "message is required", code: "INVALID_INPUT" } });
    expect(await send(keyB, id, {})).toEqual({ status: 400, body: { error: "message is required", code: "INVALID_INPUT" } });
    expect(await send(keyB, id, { message: "x".repeat(2001) })).toEqual({
      status: 400,
      body: { error: "message must be at most 2,000 characters", code: "INVALID_INPUT" },
    });
    expect((await send(keyB, id, { message: "x".repeat(2000) })).status).toBe(201);
    expect((await send(keyB, id, { message: "Hi", status: "SHORTLISTED" })).status).toBe(400);
    expect((await send(keyB, id, { message: "Hi", rating: 5 })).status).toBe(400);
    expect(await t.db().applicationFeedback.count({ where: { applicationId: id } })).toBe(1);
  });

  it("sends a message to the candidate's bell and inbox, quoted as written", async () => {
    const { id, job, candidate } = await application({ firstName: "Meera" });
    const message = "Thank you for applying.\nWe will call you on Monday.";
    const sent = await send(keyB, id, { message });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ feedbackId: expect.any(String), createdAt: expect.any(String) });
    const row = await t.db().applicationFeedback.findUniqueOrThrow({ where: { id: sent.body.feedbackId! } });
    expect(row).toMatchObject({ applicationId: id, companyId: companyB.id, message, toStatus: null });
    expect(row.createdAt.toISOString()).toBe(sent.body.createdAt);

    const bell = await t.db().notification.findMany({ where: { candidateId: candidate.id } });
    expect(bell).toEqual([
      expect.objectContaining({
        kind: "application_feedback",
        title: "Feedback from Brightloom",
        body: `On ${job.title}: “Thank you for applying. We will call you on Monday.”`,
        link: `/jobs/${job.id}`,
      }),
    ]);
    await expect.poll(async () => (await readOutbox({ to: candidate.email })).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await readOutbox({ to: candidate.email });
    expect(mail!.subject).toBe(`Feedback from Brightloom: ${job.title}`);
    expect(mail!.text).toContain(`Hi Meera, Brightloom wrote to you about your application for ${job.title}:`);
    expect(mail!.text).toContain("> Thank you for applying.\n> We will call you on Monday.");
    expect(mail!.text).not.toMatch(/server|provider|engine/i);
  });

  it("keeps to the candidate's choice of no application e-mails, and still rings the bell", async () => {
    const { id, candidate } = await application({ applicationUpdates: false });
    const other = await application();
    const quiet = await send(keyB, id, { message: "Quiet please" });
    expect(quiet.status).toBe(201);
    expect((await send(keyB, other.id, { message: "Loud please" })).status).toBe(201);
    await expect.poll(async () => (await readOutbox({ to: other.candidate.email })).length, { timeout: 20_000 }).toBe(1);
    // The quiet candidate's task has run to the end: an e-mail it were to send would be there now.
    await feedbackEmailDone(quiet.body.feedbackId!);
    expect(await readOutbox({ to: candidate.email })).toEqual([]);
    expect(await t.db().notification.count({ where: { candidateId: candidate.id, kind: "application_feedback" } })).toBe(1);
  });

  it("moves the application with the message by PATCH's rules, one bell notification for both", async () => {
    const { id, candidate } = await application();
    const moved = await send(keyB, id, { message: "You are on our shortlist.", status: "ELIGIBLE" });
    expect(moved.status).toBe(201);
    expect((await t.db().application.findUniqueOrThrow({ where: { id } })).status).toBe("ELIGIBLE");
    const history = await t.db().applicationStatusChange.findMany({ where: { applicationId: id } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([["APPLIED", "ELIGIBLE"]]);
    const bell = await t.db().notification.findMany({ where: { candidateId: candidate.id } });
    expect(bell.map((n) => n.title)).toEqual(["Feedback from Brightloom"]);
    expect(bell[0]!.body).toContain("Your application is now Eligible.");

    // Not allowed from here: nothing is sent, nothing moves.
    const refused = await send(keyB, id, { message: "Back to the start", status: "APPLIED" });
    expect(refused).toEqual({ status: 409, body: { error: "An application cannot move from Eligible to Applied", code: "STATUS_CHANGE_NOT_ALLOWED" } });
    expect(await t.db().applicationFeedback.count({ where: { applicationId: id } })).toBe(1);
    expect(await t.db().notification.count({ where: { candidateId: candidate.id } })).toBe(1);

    const decided = await send(keyB, id, { message: "We chose someone else this time.", status: "NOT_SELECTED" });
    expect(decided.status).toBe(201);
    await feedbackEmailDone(moved.body.feedbackId!);
    await feedbackEmailDone(decided.body.feedbackId!);
    expect((await t.db().application.findUniqueOrThrow({ where: { id } })).status).toBe("NOT_SELECTED");
    // Sent once, the status e-mail is not: the feedback e-mail carries the move.
    // Both feedback tasks have finished, and the moves queued no status e-mail of their own.
    const changes = await t.db().applicationStatusChange.findMany({ where: { applicationId: id }, select: { id: true } });
    const statusTasks = await t.db().$queryRawUnsafe<unknown[]>(
      "SELECT id FROM pgboss.job WHERE name = 'applications.status-email' AND data->>'changeId' = ANY($1::text[])",
      changes.map((c) => c.id),
    );
    expect(changes).toHaveLength(2);
    expect(statusTasks).toEqual([]);
    const subjects = (await readOutbox({ to: candidate.email })).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.every((s) => s.startsWith("Feedback from Brightloom"))).toBe(true);
  });

  it(`sends exactly ${PARTNER_FEEDBACK_PER_APPLICATION} of a burst of 20 messages, refusing the rest with 429`, async () => {
    const { id, candidate } = await application();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(keyB, id, { message: `Update number ${i + 1}` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(10).fill(429)]);
    expect(results.filter((r) => r.status === 429).map((r) => r.body)).toEqual(
      Array(10).fill({ error: FEEDBACK_LIMIT_MESSAGE, code: "FEEDBACK_LIMIT_REACHED" }),
    );
    const stored = await t.db().applicationFeedback.findMany({ where: { applicationId: id } });
    expect(stored).toHaveLength(10);
    expect(new Set(stored.map((f) => f.id))).toEqual(new Set(results.filter((r) => r.status === 201).map((r) => r.body.feedbackId)));
    expect(await t.db().notification.count({ where: { candidateId: candidate.id, kind: "application_feedback" } })).toBe(10);
    // Later ones too.
    expect(await send(keyB, id, { message: "One more" })).toEqual({ status: 429, body: { error: FEEDBACK_LIMIT_MESSAGE, code: "FEEDBACK_LIMIT_REACHED" } });
  });

  it("sends a double-clicked message once: the second answer names the first", async () => {
    const { id, candidate } = await application();
    const body = { message: "Please pick an interview slot.", status: "IN_REVIEW" };
    const [first, second] = await Promise.all([send(keyB, id, body), send(keyB, id, body)]);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    expect(first!.body.feedbackId).toBe(second!.body.feedbackId);
    expect(await t.db().applicationFeedback.count({ where: { applicationId: id } })).toBe(1);
    expect(await t.db().notification.count({ where: { candidateId: candidate.id } })).toBe(1);
    // A different message is a new one.
    expect((await send(keyB, id, { message: "Please pick an interview slot soon." })).status).toBe(201);
  });
});
