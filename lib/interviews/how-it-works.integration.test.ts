// The employer's declaration when scheduling, as the candidate reads it before consenting ("How this
// interview works"), as it is kept with the consent, and the promised reply on the timeline and in
// the employer's webhooks once it is overdue.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announceOverdueReplies } from "@/lib/applications/announce-overdue-replies";
import { getApplicationTimeline } from "@/lib/applications/timeline";
import { readOutbox } from "@/lib/mail/outbox";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const feedbackRoute = await import("@/app/api/partner/v1/applications/[applicationId]/feedback/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const webhooksRoute = await import("@/app/api/partner/v1/webhooks/route");

const t = useTestDatabase();
type Json = Record<string, unknown>;
type HowItWorks = { version: string; sections: Array<{ heading: string; points: string[] }> };

async function json(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Json };
}

describe("how this interview works, and the promised reply", () => {
  let key: string;
  let companyId: string;
  let worker: { stop: () => Promise<void> };

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  const partnerPost = (handler: (req: Request, ctx: never) => Promise<Response>, applicationId: string, body: unknown) =>
    json(
      handler(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        {
          params: Promise.resolve({ applicationId }),
        } as never,
      ),
    );
  const post = (handler: (req: Request) => Promise<Response>, body: unknown, token: string) =>
    json(
      handler(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": token },
          body: JSON.stringify(body),
        }),
      ),
    );

  async function invited(firstName: string, declaration: Json) {
    const job = await createJob(companyId, { title: `Claims Analyst ${firstName}` });
    const candidate = await createCandidate({ firstName });
    const { id: applicationId } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    const scheduled = await partnerPost(scheduleRoute.POST as never, applicationId, {
      questions: ["Walk us through a claim you turned down.", "How do you check a figure?"],
      ...declaration,
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.interviewId as string;
    let token = "";
    await expect
      .poll(
        async () => {
          token = (await readOutbox({ to: candidate.email })).find((m) => m.text.includes(id))?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
          return token;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return { id, token, applicationId, jobId: job.id, candidate };
  }

  it("says how AI is used, how long recordings are kept and when the employer replies, and keeps what was shown with the consent", async () => {
    signInAs(null);
    const { id, token } = await invited("Kavya", {
      aiUse: { scoring: "assists-reviewers", factors: ["how specific the examples are", "mention of checks and controls"], humanReview: true },
      retentionDays: 30,
      feedbackWithinDays: 7,
    });
    const opened = await post(openRoute.POST, { id }, token);
    const how = opened.body.howItWorks as HowItWorks;
    const text = how.sections.map((s) => `${s.heading}: ${s.points.join(" | ")}`);
    expect(how.sections.map((s) => s.heading)).toEqual([
      "The interview",
      "What is recorded and measured, and by whom",
      "Who sees it, and for how long",
      "Your choices",
    ]);
    expect(text[0]).toContain("2 questions, spoken aloud and shown on screen, one at a time. Each answer may take up to 3:00.");
    expect(text[1]).toContain(
      "Brightloom uses AI to help its reviewers. It looks at: how specific the examples are; mention of checks and controls. A person decides.",
    );
    expect(text[1]).toContain("A person at Brightloom reviews every decision");
    expect(text[2]).toContain("Your answer videos are deleted 30 days after you record them.");
    expect((opened.body.consent as { retention: string }).retention).toBe(
      "Your answer videos are deleted 30 days after they are recorded; the counts above are kept with your application.",
    );
    expect(text[2]).toContain("Brightloom has promised to reply within 7 days of your interview.");
    expect(text[3]).toContain("Ask Brightloom for another way to be assessed, instead of this recorded interview. It waits for their answer.");

    const version = (opened.body.consent as { version: string }).version;
    expect((await post(consentRoute.POST, { id, version, agree: true }, token)).status).toBe(200);
    const stored = await t.db().interview.findUniqueOrThrow({ where: { id }, select: { consentScope: true } });
    expect((stored.consentScope as { howItWorks: HowItWorks }).howItWorks).toEqual(how);
  });

  it("tells a candidate plainly when no AI scores the answers, and keeps our own shorter retention", async () => {
    signInAs(null);
    const { id, token } = await invited("Dev", { retentionDays: 365 });
    const how = (await post(openRoute.POST, { id }, token)).body.howItWorks as HowItWorks;
    const all = how.sections.flatMap((s) => s.points).join(" | ");
    expect(all).toContain("Brightloom does not use AI to score your answers: people at Brightloom watch them.");
    expect(all).toContain("Your answer videos are deleted 180 days after you record them.");
    expect(all).not.toContain("promised to reply");
  });

  it("refuses a declaration that does not say what the AI looks at, or keeps recordings over a year", async () => {
    const job = await createJob(companyId);
    const candidate = await createCandidate();
    const { id: applicationId } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    const questions = ["One?"];
    const noFactors = await partnerPost(scheduleRoute.POST as never, applicationId, {
      questions,
      aiUse: { scoring: "decides", factors: [], humanReview: false },
    });
    expect(noFactors.status).toBe(400);
    expect(JSON.stringify(noFactors.body)).toContain("Name the factors the AI looks at");
    expect((await partnerPost(scheduleRoute.POST as never, applicationId, { questions, retentionDays: 400 })).status).toBe(400);
    expect((await partnerPost(scheduleRoute.POST as never, applicationId, { questions, feedbackWithinDays: 0 })).status).toBe(400);
    expect(await t.db().interview.count({ where: { applicationId } })).toBe(0);
  });

  it("shows the promised reply on the timeline, then says plainly when it is overdue, and tells the employer's webhook once", async () => {
    signInAs(null);
    const late = await invited("Nikhil", { feedbackWithinDays: 3 });
    const onTime = await invited("Leela", { feedbackWithinDays: 3 });
    const hook = await json(
      webhooksRoute.POST(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ url: "https://hooks.brightloom.example/in", events: ["application.feedback_due"] }),
        }),
      ),
    );
    expect(hook.status).toBe(201);
    // Both interviews ended five days ago; one application got feedback since.
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    for (const each of [late, onTime]) {
      await t.db().interview.update({ where: { id: each.id }, data: { status: "COMPLETED", createdAt: tenDaysAgo, completedAt: fiveDaysAgo } });
      await t.db().applicationStatusChange.updateMany({ where: { applicationId: each.applicationId }, data: { changedAt: tenDaysAgo } });
      await t.db().application.update({ where: { id: each.applicationId }, data: { appliedAt: tenDaysAgo } });
    }
    expect((await partnerPost(feedbackRoute.POST as never, onTime.applicationId, { message: "Thank you, we will call you on Monday." })).status).toBe(201);

    const events = await getApplicationTimeline({ candidateId: late.candidate.id, jobId: late.jobId });
    const due = new Date(fiveDaysAgo.getTime() + 3 * 24 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(due);
    expect(events![0]).toMatchObject({ kind: "REPLY_OVERDUE", title: "No reply from Brightloom by the day they promised" });
    expect(events![0]!.detail).toContain(`Brightloom promised to reply by ${day}, and that day has passed.`);
    expect(events!.find((e) => e.kind === "INTERVIEW_DONE")!.detail).toBe(`You sent your recorded answers. Brightloom will reply by ${day}.`);
    const answered = await getApplicationTimeline({ candidateId: onTime.candidate.id, jobId: onTime.jobId });
    expect(answered!.map((e) => e.kind)).not.toContain("REPLY_OVERDUE");

    // The applications list's line says it too.
    signInAs(late.candidate.id);
    const applied = await import("@/app/api/jobs/applied/route");
    const cards = (
      (await (await applied.GET(new Request("http://localhost/api/jobs/applied"))).json()) as {
        jobs: Array<{ candidateApplied: Array<{ latestEvent: Json }> }>;
      }
    ).jobs;
    expect(cards[0]!.candidateApplied[0]!.latestEvent).toMatchObject({ kind: "REPLY_OVERDUE", text: "Reply overdue from Brightloom" });

    // Twice run, one event: for the late application only.
    const [first, second] = [await announceOverdueReplies(), await announceOverdueReplies()];
    expect([first, second]).toEqual([1, 0]);
    const sent = await t.db().webhookDelivery.findMany({ where: { eventType: "application.feedback_due" } });
    expect(sent.map((d) => (JSON.parse(d.payload) as { data: Json }).data)).toEqual([{ applicationId: late.applicationId, dueAt: due.toISOString() }]);
  });
});
