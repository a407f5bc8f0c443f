// What the candidate can see and take back: every employer read of their CV or recorded interview
// through the partner API is logged (and nothing else is), withdrawing an interview's consent
// deletes its videos and face analysis, and a closed account's interview links stop working.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { newInterviewToken } from "@/lib/interviews/token";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { listDataReads, recordDataReads } from "./access-log";
import { listConsents } from "./consents";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const applicationRoute = await import("@/app/api/partner/v1/applications/[applicationId]/route");
const applicantsRoute = await import("@/app/api/partner/v1/jobs/[jobId]/applications/route");
const resultsRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const questionRoute = await import("@/app/api/users/question/route");
const uploadRoute = await import("@/app/api/users/videoUpload/route");
const finishRoute = await import("@/app/api/users/dbupdate/route");
const consentsRoute = await import("@/app/api/users/consents/route");
const withdrawRoute = await import("@/app/api/users/consents/withdraw/route");
const accessLogRoute = await import("@/app/api/users/access-log/route");
const quickApplyRoute = await import("@/app/api/jobs/quick-apply/route");
const availabilityRoute = await import("@/app/api/users/availability/route");
const profileRoute = await import("@/app/api/users/get-profile/route");
const cancelRoute = await import("@/app/api/users/delete-account/cancel/route");

const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});

type Handler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

async function partnerGet<P>(handler: Handler<P>, key: string, params: P) {
  const res = await handler(new Request("http://localhost/api/partner/v1/x", { headers: { authorization: `Bearer ${key}` } }), {
    params: Promise.resolve(params),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function post(handler: (req: Request) => Promise<Response>, body: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["x-access-token"] = token;
  return handler(new Request("http://localhost/api/x", { method: "POST", headers, body: JSON.stringify(body) }));
}

function upload(id: string, token: string) {
  const form = new FormData();
  form.append("id", id);
  form.append("question_no", "1");
  form.append("file", new Blob([Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 1)])], { type: "video/webm" }), "a.webm");
  return uploadRoute.POST(new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: { "x-access-token": token }, body: form }));
}

/** A company with a key and a job, and a candidate with a CV who applied and answered a recorded interview. */
async function setting(options: { answered?: boolean; consented?: boolean } = {}) {
  const company = await createCompany({ name: `Acme ${randomUUID().slice(0, 4)}` });
  const { key, id: keyId } = await createApiKey({ companyId: company.id, name: "sync" });
  const job = await createJob(company.id, { title: "Data Analyst" });
  const tag = randomUUID();
  const resumeKey = `resumes/${tag}.pdf`;
  await storage().put(resumeKey, Buffer.from("%PDF-1.7 cv"), { contentType: "application/pdf" });
  const candidate = await createCandidate({ resumeKey, resumeName: "cv.pdf" });
  const application = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "INTERVIEW_SCHEDULED" } });
  const interviewId = randomUUID();
  const { token, hash } = newInterviewToken(interviewId);
  const consented = options.consented ?? true;
  await t.db().interview.create({
    data: {
      id: interviewId,
      candidateId: candidate.id,
      applicationId: application.id,
      jobId: job.id,
      tokenHash: hash,
      status: options.answered === false ? "SCHEDULED" : "COMPLETED",
      expiresAt: new Date(Date.now() + 86_400_000),
      ...(consented ? { consentedAt: new Date(), consentVersion: "2026-11-22", consentScope: {} } : {}),
      questions: {
        create: [
          { position: 1, text: "Why data?" },
          { position: 2, text: "A hard query?" },
        ],
      },
    },
  });
  const videoKeys: string[] = [];
  if (options.answered !== false) {
    const questions = await t.db().interviewQuestion.findMany({ where: { interviewId }, orderBy: { position: "asc" } });
    for (const q of questions) {
      const videoKey = `interview-answers/${randomUUID()}.webm`;
      await storage().put(videoKey, Buffer.from("webm bytes"), { contentType: "video/webm" });
      videoKeys.push(videoKey);
      await t.db().interviewAnswer.create({
        data: {
          interviewId,
          questionId: q.id,
          videoKey,
          contentType: "video/webm",
          sizeBytes: 10,
          emotionData: { Happy: 3, Neutral: 6, Attention: 7 },
          attentionData: { samples: 10, facePresent: 9 },
          alarms: [{ kind: "NO_FACE", at: 2 }],
          tabSwitchTimings: [4.5],
        },
      });
    }
  }
  return { company, key, keyId, job, candidate, application, interviewId, token, videoKeys };
}

const logRows = (candidateId: string) => t.db().dataAccessLog.findMany({ where: { candidateId }, orderBy: { readAt: "asc" } });

describe("the access log", () => {
  let other: { key: string };

  beforeAll(async () => {
    const company = await createCompany({ name: "Snoop Ltd" });
    other = { key: (await createApiKey({ companyId: company.id, name: "x" })).key };
  });

  it("writes one row naming the company and key when an employer reads a CV, through one application or a list", async () => {
    const s = await setting();
    const read = await partnerGet(applicationRoute.GET, s.key, { applicationId: s.application.id });
    expect(read.status).toBe(200);
    expect(read.body.cv).not.toBeNull();
    let rows = await logRows(s.candidate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: s.company.id, companyName: s.company.name, apiKeyId: s.keyId, kind: "CV", subjectId: s.application.id });

    const list = await partnerGet(applicantsRoute.GET, s.key, { jobId: s.job.id });
    expect(list.status).toBe(200);
    rows = await logRows(s.candidate.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ companyName: s.company.name, kind: "CV" });
  });

  it("writes one row when an employer reads a recorded interview, and none for an interview with no answer yet", async () => {
    const s = await setting();
    const read = await partnerGet(resultsRoute.GET, s.key, { interviewId: s.interviewId });
    expect(read.status).toBe(200);
    const rows = await logRows(s.candidate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: s.company.id, companyName: s.company.name, kind: "INTERVIEW", subjectId: s.interviewId });

    const unanswered = await setting({ answered: false });
    expect((await partnerGet(resultsRoute.GET, unanswered.key, { interviewId: unanswered.interviewId })).status).toBe(200);
    expect(await logRows(unanswered.candidate.id)).toHaveLength(0);
  });

  it("writes nothing for a refused read: another company's key, no key, or a closed account", async () => {
    const s = await setting();
    expect((await partnerGet(applicationRoute.GET, other.key, { applicationId: s.application.id })).status).toBe(404);
    expect((await partnerGet(resultsRoute.GET, other.key, { interviewId: s.interviewId })).status).toBe(404);
    expect((await partnerGet(applicantsRoute.GET, other.key, { jobId: s.job.id })).status).toBe(404);
    expect((await partnerGet(applicationRoute.GET, "hrp_wrong", { applicationId: s.application.id })).status).toBe(401);
    expect(await logRows(s.candidate.id)).toHaveLength(0);

    await t.db().accountDeletion.create({ data: { candidateId: s.candidate.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    expect((await partnerGet(applicationRoute.GET, s.key, { applicationId: s.application.id })).status).toBe(404);
    expect((await partnerGet(resultsRoute.GET, s.key, { interviewId: s.interviewId })).status).toBe(404);
    // Nor can the employer move the closed account's application.
    const moved = await applicationRoute.PATCH(
      new Request("http://localhost/api/partner/v1/x", {
        method: "PATCH",
        headers: { authorization: `Bearer ${s.key}`, "content-type": "application/json" },
        body: JSON.stringify({ status: "HIRED" }),
      }),
      { params: Promise.resolve({ applicationId: s.application.id }) },
    );
    expect(moved.status).toBe(404);
    expect((await t.db().application.findUniqueOrThrow({ where: { id: s.application.id } })).status).toBe("INTERVIEW_SCHEDULED");
    expect(await logRows(s.candidate.id)).toHaveLength(0);
  });

  it("does not fail the employer's read when the log cannot be written", async () => {
    const s = await setting();
    // A reader the table refuses (not a UUID): the write fails, is logged, and nothing is thrown.
    await expect(
      recordDataReads({
        reader: { companyId: "not-a-uuid", companyName: "X", keyId: "y" },
        reads: [{ candidateId: s.candidate.id, kind: "CV", subjectId: s.application.id }],
      }),
    ).resolves.toBeUndefined();
    expect(await logRows(s.candidate.id)).toHaveLength(0);
  });

  it("shows the candidate who looked and when, newest first, and only their own", async () => {
    const s = await setting();
    await partnerGet(applicationRoute.GET, s.key, { applicationId: s.application.id });
    await partnerGet(resultsRoute.GET, s.key, { interviewId: s.interviewId });
    signInAs(s.candidate.id);
    const res = await accessLogRoute.GET(new Request("http://localhost/api/users/access-log"));
    const page = (await res.json()) as Awaited<ReturnType<typeof listDataReads>>;
    expect(page.total).toBe(2);
    expect(page.entries.map((e) => [e.company, e.kind])).toEqual([
      [s.company.name, "INTERVIEW"],
      [s.company.name, "CV"],
    ]);
    const stranger = await createCandidate();
    signInAs(stranger.id);
    expect(((await (await accessLogRoute.GET(new Request("http://localhost/api/users/access-log"))).json()) as { total: number }).total).toBe(0);
    signInAs(null);
    expect((await accessLogRoute.GET(new Request("http://localhost/api/users/access-log"))).status).toBe(401);
  });
});

describe("consents", () => {
  it("lists a recorded interview's consent with its wording version, and withdrawing it deletes the videos and face analysis", async () => {
    const s = await setting();
    for (const key of s.videoKeys) expect(await storage().get(key)).not.toBeNull();
    signInAs(s.candidate.id);
    const listed = (await (await consentsRoute.GET(new Request("http://localhost/api/users/consents"))).json()) as {
      consents: { id: string; kind: string; version: string; withdrawnAt: string | null }[];
    };
    const consent = listed.consents.find((c) => c.id === s.interviewId);
    expect(consent).toMatchObject({ kind: "RECORDED_INTERVIEW", version: "2026-11-22", withdrawnAt: null });
    expect(listed.consents.some((c) => c.kind === "TERMS")).toBe(true);

    // Nobody else can withdraw it.
    const stranger = await createCandidate();
    signInAs(stranger.id);
    expect((await post(withdrawRoute.POST, { id: s.interviewId })).status).toBe(404);
    signInAs(s.candidate.id);
    expect((await post(withdrawRoute.POST, { id: "not-an-id" })).status).toBe(400);

    const res = await post(withdrawRoute.POST, { id: s.interviewId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ videosDeleted: 2 });
    for (const key of s.videoKeys) expect(await storage().get(key), key).toBeNull();
    const answers = await t.db().interviewAnswer.findMany({ where: { interviewId: s.interviewId } });
    expect(answers).toHaveLength(2);
    for (const a of answers) {
      expect(a).toMatchObject({ videoKey: "", sizeBytes: 0, emotionData: null, attentionData: null, alarms: null });
      expect(a.tabSwitchTimings).toEqual([4.5]);
    }
    const after = await listConsents({ candidateId: s.candidate.id });
    expect(after.find((c) => c.id === s.interviewId)?.withdrawnAt).not.toBeNull();

    // The employer still sees the interview happened, but no video and that consent was withdrawn.
    const read = await partnerGet(resultsRoute.GET, s.key, { interviewId: s.interviewId });
    const body = read.body as { consent: { withdrawnAt: string | null }; questions: { answer: { videoUrl: string | null; emotionData: unknown } }[] };
    expect(body.consent.withdrawnAt).not.toBeNull();
    expect(body.questions.map((q) => q.answer.videoUrl)).toEqual([null, null]);
    expect(body.questions[0]!.answer.emotionData).toBeNull();
    // A second withdrawal changes nothing.
    expect(await (await post(withdrawRoute.POST, { id: s.interviewId })).json()).toMatchObject({ videosDeleted: 0 });
    signInAs(null);
  });

  it("stops an open interview from being recorded once its consent is withdrawn", async () => {
    const s = await setting({ answered: false });
    await t.db().interview.update({ where: { id: s.interviewId }, data: { status: "IN_PROGRESS" } });
    signInAs(s.candidate.id);
    expect((await post(withdrawRoute.POST, { id: s.interviewId })).status).toBe(200);
    signInAs(null);
    const question = await post(questionRoute.POST, { id: s.interviewId, ques_no: 1 }, s.token);
    expect(question.status).toBe(410);
    expect(await question.json()).toEqual({ error: expect.stringMatching(/withdrew your consent/), code: "CONSENT_WITHDRAWN" });
    expect((await upload(s.interviewId, s.token)).status).toBe(410);
    expect(await t.db().interviewAnswer.count({ where: { interviewId: s.interviewId } })).toBe(0);
  });
});

describe("a closed account", () => {
  it("is refused on every recorded-interview endpoint, by link token or by session", async () => {
    const s = await setting({ answered: false, consented: false });
    signInAs(null);
    // Open works before the account is closed.
    expect((await post(openRoute.POST, { id: s.interviewId }, s.token)).status).toBe(200);
    await t.db().accountDeletion.create({ data: { candidateId: s.candidate.id, eraseAfter: new Date(Date.now() + 86_400_000) } });

    const calls: [string, () => Promise<Response>][] = [
      ["open", () => post(openRoute.POST, { id: s.interviewId }, s.token)],
      ["consent", () => post(consentRoute.POST, { id: s.interviewId, version: "2026-11-22", agree: true }, s.token)],
      ["question", () => post(questionRoute.POST, { id: s.interviewId, ques_no: 1 }, s.token)],
      ["videoUpload", () => upload(s.interviewId, s.token)],
      ["dbupdate", () => post(finishRoute.POST, { id: s.interviewId }, s.token)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(403);
      expect(((await res.json()) as { error: string }).error, name).toMatch(/closed for deletion/);
    }
    // Signed in (within the grace period) without the token: refused too.
    signInAs(s.candidate.id);
    expect((await post(openRoute.POST, { id: s.interviewId })).status).toBe(403);
    signInAs(null);
    const interview = await t.db().interview.findUniqueOrThrow({ where: { id: s.interviewId } });
    expect(interview).toMatchObject({ consentedAt: null, status: "SCHEDULED" });
    expect(await t.db().interviewAnswer.count({ where: { interviewId: s.interviewId } })).toBe(0);
  });
});

describe("a closed account signed in during its grace period", () => {
  it("can read and cancel the deletion, but changes nothing else until it does", async () => {
    const me = await createCandidate({ isOpenToWork: true });
    await t.db().accountDeletion.create({ data: { candidateId: me.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    signInAs(me.id);
    const toggle = () =>
      availabilityRoute.POST(
        new Request("http://localhost/api/users/availability", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ isOpenToWork: false }),
        }),
      );
    const refused = await toggle();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/closed for deletion/);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: me.id } })).isOpenToWork).toBe(true);
    expect((await profileRoute.GET(new Request("http://localhost/api/users/get-profile"))).status).toBe(200);

    expect((await cancelRoute.POST(new Request("http://localhost/api/users/delete-account/cancel", { method: "POST" }))).status).toBe(200);
    expect((await toggle()).status).toBe(200);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: me.id } })).isOpenToWork).toBe(false);
  });
});

describe("a closed account reached without a sign-in", () => {
  it("is not filled up again by quick apply with its e-mail address", async () => {
    const company = await createCompany();
    const job = await createJob(company.id);
    // A quick-apply account (no password, not verified) that asked to be deleted.
    const closed = await createCandidate({ passwordHash: null, emailVerifiedAt: null, resumeKey: null, resumeName: null });
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    const form = new FormData();
    for (const [k, v] of Object.entries({ email: closed.email, firstname: "Meera", lastname: "Nair", phone: "+91 98765 43210", jobId: job.id })) form.set(k, v);
    form.set("resume", new Blob([new Uint8Array(Buffer.from("%PDF-1.7\n%%EOF\n"))], { type: "application/pdf" }), "cv.pdf");
    const res = await quickApplyRoute.POST(
      new Request("http://localhost/api/jobs/quick-apply", { method: "POST", body: form, headers: { "x-forwarded-for": "10.9.9.9" } }),
    );
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).toMatch(/closed for deletion/);
    expect(await t.db().application.count({ where: { candidateId: closed.id } })).toBe(0);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: closed.id } })).resumeKey).toBeNull();
  });
});
