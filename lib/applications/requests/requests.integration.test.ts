// A candidate's requests of the employer against a real PostgreSQL: another way to be assessed
// before a recorded interview (which then waits), a person's review of a decision, the employer's
// one answer through the partner API, the signed webhook events, and the candidate's timeline.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getApplicationTimeline } from "@/lib/applications/timeline";
import { listCandidateInterviews } from "@/lib/interviews/list-candidate-interviews";
import { getJob } from "@/lib/jobs/get-job";
import { readOutbox } from "@/lib/mail/outbox";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { asCandidate, signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const applicationRoute = await import("@/app/api/partner/v1/applications/[applicationId]/route");
const decideRoute = await import("@/app/api/partner/v1/applications/[applicationId]/requests/[requestId]/route");
const alternativeRoute = await import("@/app/api/interviews/alternative/route");
const reviewRoute = await import("@/app/api/jobs/review-request/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const questionRoute = await import("@/app/api/users/question/route");

const t = useTestDatabase();

type Json = Record<string, unknown>;

async function json(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Json };
}

function post(handler: (req: Request) => Promise<Response>, body: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", ...(token ? { "x-access-token": token } : {}) };
  return json(handler(new Request("http://localhost/api/x", { method: "POST", headers, body: JSON.stringify(body) })));
}

describe("a candidate's requests of the employer", () => {
  let key: string;
  let otherKey: string;
  let companyId: string;
  let worker: { stop: () => Promise<void> };

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
    otherKey = (await createApiKey({ companyId: (await createCompany({ name: "Elsewhere" })).id, name: "other" })).key;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  function partner(handler: (req: Request, ctx: never) => Promise<Response>, params: Json, body?: unknown, apiKey = key) {
    const init: RequestInit = {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    return json(handler(new Request("http://localhost/x", init), { params: Promise.resolve(params) } as never));
  }

  async function applicant(firstName: string, status: "ELIGIBLE" | "NOT_SELECTED" | "APPLIED" = "ELIGIBLE") {
    const job = await createJob(companyId, { title: `Support Lead ${firstName}` });
    const candidate = await createCandidate({ firstName });
    const application = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status }, select: { id: true } });
    return { candidate, jobId: job.id, applicationId: application.id };
  }

  async function invite(applicationId: string, email: string) {
    const scheduled = await partner(scheduleRoute.POST as never, { applicationId }, { questions: ["Tell us about a customer you won back."] });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.interviewId as string;
    let token = "";
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox({ to: email })).find((m) => m.text.includes(id));
          token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
          return token;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return { id, token };
  }

  it("holds the interview while another way to be assessed is asked for, and lets it go on once declined", async () => {
    signInAs(null);
    const { candidate, jobId, applicationId } = await applicant("Ishaan");
    const { id, token } = await invite(applicationId, candidate.email);

    // A burst of clicks makes one request.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => post(alternativeRoute.POST, { id, reason: "I stammer, and would rather speak to a person." }, token)),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(burst.find((r) => r.status === 409)!.body).toEqual({ error: "You have already asked for another way to be assessed", code: "ALREADY_REQUESTED" });
    const requestId = burst.find((r) => r.status === 201)!.body.id as string;

    const opened = await post(openRoute.POST, { id }, token);
    expect(opened.body.alternative).toMatchObject({
      id: requestId,
      kind: "ALTERNATIVE_ASSESSMENT",
      status: "PENDING",
      message: "I stammer, and would rather speak to a person.",
    });
    expect((await post(consentRoute.POST, { id, version: (opened.body.consent as { version: string }).version, agree: true }, token)).status).toBe(200);
    expect(await post(questionRoute.POST, { id, ques_no: 1 }, token)).toEqual({
      status: 409,
      body: { error: "You asked Brightloom for another way to be assessed. The interview waits for their answer.", code: "ALTERNATIVE_PENDING" },
    });

    // The employer sees it on the application, and another company cannot answer it.
    const seen = await partner(applicationRoute.GET as never, { applicationId });
    expect(seen.body.requests).toEqual([
      {
        id: requestId,
        kind: "ALTERNATIVE_ASSESSMENT",
        status: "PENDING",
        message: "I stammer, and would rather speak to a person.",
        response: null,
        createdAt: expect.any(String),
        decidedAt: null,
      },
    ]);
    expect((await partner(decideRoute.POST as never, { applicationId, requestId }, { decision: "accepted", message: "Yes" }, otherKey)).status).toBe(404);
    expect((await partner(decideRoute.POST as never, { applicationId, requestId }, { decision: "maybe", message: "Hm" })).status).toBe(400);

    const declined = await partner(
      decideRoute.POST as never,
      { applicationId, requestId },
      { decision: "declined", message: "We can give you 50 % more time instead." },
    );
    expect(declined).toMatchObject({ status: 200, body: { status: "DECLINED", response: "We can give you 50 % more time instead." } });
    expect(await partner(decideRoute.POST as never, { applicationId, requestId }, { decision: "accepted", message: "Changed our mind" })).toEqual({
      status: 409,
      body: { error: "This request has already been answered", code: "REQUEST_ALREADY_ANSWERED" },
    });

    // Declined: the interview goes on, and the application offers to start it again.
    expect((await getJob({ ref: jobId, candidateId: candidate.id }))!.candidateApplied[0]).toMatchObject({
      Interview_link: `/interview?q=${id}`,
      alternative: { status: "DECLINED", response: "We can give you 50 % more time instead." },
    });
    // The timeline tells both sides, in the candidate's and the employer's words.
    expect((await post(questionRoute.POST, { id, ques_no: 1 }, token)).body).toMatchObject({ quest: "Tell us about a customer you won back.", ques_no: 1 });
    const events = await getApplicationTimeline({ candidateId: candidate.id, jobId });
    expect(events!.slice(0, 2).map((e) => [e.kind, e.title, e.detail])).toEqual([
      ["REQUEST_ANSWERED", "Brightloom answered your request", "Brightloom declined: “We can give you 50 % more time instead.”"],
      ["REQUEST_MADE", "You asked for another way to be assessed", "I stammer, and would rather speak to a person."],
    ]);
    const bell = await t.db().notification.findMany({ where: { candidateId: candidate.id, title: "Brightloom answered your request" } });
    expect(bell.map((n) => n.body)).toEqual(["You asked for another way to be assessed. Brightloom declined: “We can give you 50 % more time instead.”"]);
    // Too late for a new request once the interview has started.
    expect(await post(alternativeRoute.POST, { id }, token)).toEqual({
      status: 409,
      body: { error: "Another way to be assessed can only be asked for before the first question", code: "INTERVIEW_STARTED" },
    });
  });

  it("keeps an accepted alternative's interview from being recorded, and says so on the application instead of offering to start it", async () => {
    signInAs(null);
    const { candidate, jobId, applicationId } = await applicant("Farah");
    const { id, token } = await invite(applicationId, candidate.email);
    const applied = async () => (await getJob({ ref: jobId, candidateId: candidate.id }))!.candidateApplied[0]!;
    const upcoming = async () => (await listCandidateInterviews({ candidateId: candidate.id })).find((i) => i.id === id)!;
    expect(await applied()).toMatchObject({ statusCode: "INTERVIEW_SCHEDULED", Interview_link: `/interview?q=${id}`, alternative: null });

    const asked = await post(alternativeRoute.POST, { id }, token);
    expect(asked.body).toMatchObject({ status: "PENDING", message: null });
    expect(await applied()).toMatchObject({ Interview_link: null, alternative: { status: "PENDING", response: null } });
    expect(await upcoming()).toMatchObject({ group: "upcoming", link: null, alternative: { status: "PENDING", response: null } });

    await partner(
      decideRoute.POST as never,
      { applicationId, requestId: asked.body.id },
      { decision: "accepted", message: "We will call you on Tuesday at 11." },
    );
    expect(await applied()).toMatchObject({
      statusCode: "INTERVIEW_SCHEDULED",
      Interview_link: null,
      alternative: { status: "ACCEPTED", response: "We will call you on Tuesday at 11." },
    });
    expect(await upcoming()).toMatchObject({ link: null, alternative: { status: "ACCEPTED", response: "We will call you on Tuesday at 11." } });
    const opened = await post(openRoute.POST, { id }, token);
    await post(consentRoute.POST, { id, version: (opened.body.consent as { version: string }).version, agree: true }, token);
    expect(await post(questionRoute.POST, { id, ques_no: 1 }, token)).toEqual({
      status: 409,
      body: { error: "Brightloom agreed to assess you another way, so this interview is not recorded.", code: "ALTERNATIVE_AGREED" },
    });
    // Nobody else's token opens another candidate's request.
    const other = await applicant("Omar");
    const theirs = await invite(other.applicationId, other.candidate.email);
    expect((await post(alternativeRoute.POST, { id }, theirs.token)).status).toBe(401);
    expect(await t.db().candidateRequest.count({ where: { interviewId: id } })).toBe(1);
  });

  it("takes one review request per decision, only after a decision against the candidate", async () => {
    const undecided = await applicant("Meera", "APPLIED");
    signInAs(undecided.candidate.id);
    expect(await post(reviewRoute.POST, { jobId: undecided.jobId, message: "Please look again" })).toEqual({
      status: 409,
      body: { error: "A person's review can be asked for once the employer has decided", code: "NOT_DECIDED_YET" },
    });

    const decided = await applicant("Rohan", "NOT_SELECTED");
    signInAs(decided.candidate.id);
    expect((await post(reviewRoute.POST, { jobId: decided.jobId, message: "  " })).status).toBe(400);
    const asked = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        asCandidate(decided.candidate.id, () =>
          post(reviewRoute.POST, { jobId: decided.jobId, message: `My portfolio has the dashboards you asked about (${i}).` }),
        ),
      ),
    );
    expect(asked.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    // Another candidate cannot ask about an application that is not theirs.
    signInAs(undecided.candidate.id);
    expect((await post(reviewRoute.POST, { jobId: decided.jobId, message: "Me too" })).status).toBe(404);

    const requestId = asked.find((r) => r.status === 201)!.body.id as string;
    const hook = await t.db().webhookDelivery.count({ where: { payload: { contains: requestId } } });
    expect(hook).toBe(0); // no endpoint registered: no delivery rows
    const answered = await partner(
      decideRoute.POST as never,
      { applicationId: decided.applicationId, requestId },
      { decision: "accepted", message: "A hiring manager will look again by Friday." },
    );
    expect(answered.body).toMatchObject({ kind: "HUMAN_REVIEW", status: "ACCEPTED" });
    const events = await getApplicationTimeline({ candidateId: decided.candidate.id, jobId: decided.jobId });
    expect(events![0]).toMatchObject({ kind: "REQUEST_ANSWERED", detail: "Brightloom agreed: “A hiring manager will look again by Friday.”" });
    expect(events![1]).toMatchObject({ kind: "REQUEST_MADE", title: "You asked for a person to review the decision" });
  });
});
