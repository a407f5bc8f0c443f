import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { CONSENT_REQUIRED } from "@/lib/interviews/get-question";
import { readOutbox } from "@/lib/mail/outbox";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { createApiKey } from "@/lib/partner/api-keys";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const resultsRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");
const questionRoute = await import("@/app/api/users/question/route");
const uploadRoute = await import("@/app/api/users/videoUpload/route");
const finishRoute = await import("@/app/api/users/dbupdate/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");

const t = useTestDatabase();
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
const EMOTIONS = {
  samples: 10,
  Attention: 7,
  facePresent: 9,
  noFace: 1,
  multipleFaces: 0,
  lookingAway: 2,
  expressions: { Angry: 0, Disgust: 0, Fear: 0, Happy: 3, Neutral: 6, Sad: 0, Surprise: 0 },
  alarms: [{ kind: "NO_FACE", at: 6.5 }],
  stats: [],
};

function post(handler: (req: Request) => Promise<Response>, body: unknown, token?: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["x-access-token"] = token;
  return handler(new Request("http://localhost/api/x", { method: "POST", headers, body: JSON.stringify(body) }));
}

function upload(id: string, questionNo: number, token: string | null, emotionData: unknown = EMOTIONS) {
  const form = new FormData();
  form.append("id", id);
  form.append("question_no", String(questionNo));
  form.append("emotionData", JSON.stringify(emotionData));
  form.append("tabSwitchTiming", "12.5");
  form.append("tabSwitchTiming", "40");
  form.append("file", new Blob([WEBM], { type: "video/webm" }), "a.webm");
  const headers: Record<string, string> = {};
  if (token) headers["x-access-token"] = token;
  return uploadRoute.POST(new Request("http://localhost/api/users/videoUpload", { method: "POST", headers, body: form }));
}

describe("recorded interviews", () => {
  let key: string;
  let worker: { stop: () => Promise<void> };
  let owner: { id: string; email: string };
  let other: { id: string };
  let jobId: string;

  beforeAll(async () => {
    const company = await createCompany({ name: "Gamma Labs" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    jobId = (await createJob(company.id, { title: "Support Lead" })).id;
    owner = await createCandidate({ firstName: "Asha" });
    other = await createCandidate({ firstName: "Other" });
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  async function schedule(candidateId: string, body: unknown = { questions: ["Tell us about a hard support case.", "Why Gamma?"] }) {
    const application = await t
      .db()
      .application.create({ data: { jobId, candidateId: candidateId, status: "ELIGIBLE" }, select: { id: true } })
      .catch(async () => t.db().application.findFirstOrThrow({ where: { jobId, candidateId }, select: { id: true } }));
    const res = await scheduleRoute.POST(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ applicationId: application.id }) },
    );
    return { res, applicationId: application.id, body: (await res.json()) as { interviewId: string; status: string; expiresAt: string } };
  }

  async function tokenFor(email: string, interviewId: string) {
    let token = "";
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox({ to: email })).find((m) => m.text.includes(interviewId));
          token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
          return token;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return token;
  }

  async function results(interviewId: string) {
    const res = await resultsRoute.GET(new Request("http://localhost/x", { headers: { authorization: `Bearer ${key}` } }), {
      params: Promise.resolve({ interviewId }),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { questions: { position: number; answer: Record<string, unknown> | null }[] },
    };
  }

  it("runs an interview from invitation to Interview Done, and the employer reads the answers", async () => {
    signInAs(null);
    const { res, body, applicationId } = await schedule(owner.id);
    expect(res.status).toBe(201);
    expect(body.status).toBe("SCHEDULED");
    const id = body.interviewId;
    expect((await t.db().application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("INTERVIEW_SCHEDULED");
    const bell = await t.db().notification.findFirst({ where: { candidateId: owner.id, kind: "interview_invitation" } });
    expect(bell?.title).toBe("Your recorded video interview is ready to start");
    expect(bell?.link).toBe(`/interview?q=${id}`);
    const token = await tokenFor(owner.email, id);
    expect((await t.db().interview.findUniqueOrThrow({ where: { id } })).tokenHash).not.toContain(token);

    // Refused without a token, or with a wrong one.
    const noToken = await post(questionRoute.POST, { id, ques_no: 1 });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: "Open the interview from the link in your e-mail", code: "SIGNED_OUT" });
    const wrongToken = await post(questionRoute.POST, { id, ques_no: 1 }, "x".repeat(43));
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toEqual({ error: "This interview link is not valid", code: "INTERVIEW_LINK_INVALID" });
    // No question before consent.
    const beforeConsent = await post(questionRoute.POST, { id, ques_no: 1 }, token);
    expect(beforeConsent.status).toBe(409);
    expect(await beforeConsent.json()).toEqual({ error: CONSENT_REQUIRED, code: "CONSENT_REQUIRED" });
    const overview = (await (await post(openRoute.POST, { id }, token)).json()) as { consent: { version: string }; totalQuestions: number };
    expect(overview.totalQuestions).toBe(2);
    expect((await post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token)).status).toBe(200);

    const q1 = await post(questionRoute.POST, { id, ques_no: 1 }, token);
    expect(q1.status).toBe(200);
    const first = (await q1.json()) as { quest: string; audio: string | null; totalQuestions: number; secondsLeft: number };
    expect(first).toMatchObject({ quest: "Tell us about a hard support case.", totalQuestions: 2, secondsLeft: 180 });
    expect(first.audio).toMatch(/\/api\/files\/interview-audio\//);
    expect((await upload(id, 1, token)).status).toBe(200);
    // A reload picks up at the first unanswered question.
    expect(await (await post(openRoute.POST, { id }, token)).json()).toMatchObject({ resumeAt: 2 });
    expect((await post(questionRoute.POST, { id, ques_no: 2 }, token)).status).toBe(200);
    expect((await upload(id, 2, token)).status).toBe(200);
    expect((await post(questionRoute.POST, { id, ques_no: 3 }, token)).status).toBe(204);

    const end = await post(finishRoute.POST, { id }, token);
    expect(end.status).toBe(200);
    expect((await post(questionRoute.POST, { id, ques_no: 1 }, token)).status).toBe(204);
    const after = await t.db().interview.findUniqueOrThrow({ where: { id } });
    expect(after.status).toBe("COMPLETED");
    // A second end changes nothing.
    expect(await (await post(finishRoute.POST, { id }, token)).json()).toMatchObject({ changed: false });
    expect((await t.db().interview.findUniqueOrThrow({ where: { id } })).completedAt).toEqual(after.completedAt);
    expect((await t.db().application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("INTERVIEW_DONE");

    const read = await results(id);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("COMPLETED");
    const answer = read.body.questions[0]!.answer!;
    expect(answer.videoUrl).toMatch(/\/api\/files\/interview-answers\//);
    expect(answer.emotionData).toMatchObject({ Happy: 3, Neutral: 6, Attention: 7 });
    expect(answer.tabSwitchTimings).toEqual([12.5, 40]);
    expect(answer.alarms).toEqual([{ kind: "NO_FACE", at: 6.5 }]);
  });

  it("keeps each answer, the last one included, under the question that was asked (ques_no and question_no count from 1)", async () => {
    signInAs(null);
    const asked = ["Tell us about a customer you won back.", "How do you handle an angry caller?", "What would you change in our help centre?"];
    const candidate = await createCandidate({ firstName: "Numbers" });
    const { body } = await schedule(candidate.id, { questions: asked });
    const id = body.interviewId;
    const token = await tokenFor(candidate.email, id);
    const overview = (await (await post(openRoute.POST, { id }, token)).json()) as { consent: { version: string } };
    await post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token);
    for (let k = 1; k <= asked.length; k++) {
      const shown = (await (await post(questionRoute.POST, { id, ques_no: k }, token)).json()) as { quest: string; ques_no: number };
      expect(shown).toMatchObject({ quest: asked[k - 1], ques_no: k });
      // Answer k is told apart by its own tab-switch time: k × 10 s.
      const form = new FormData();
      form.append("id", id);
      form.append("question_no", String(k));
      form.append("tabSwitchTiming", String(k * 10));
      form.append("file", new Blob([WEBM], { type: "video/webm" }), "a.webm");
      const res = await uploadRoute.POST(
        new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: { "x-access-token": token }, body: form }),
      );
      expect(res.status, `answer ${k}`).toBe(200);
      expect(await res.json()).toMatchObject({ question_no: k });
    }
    const read = await results(id);
    expect(
      read.body.questions.map((q) => [q.position, (q as { text?: string }).text, (q.answer as { tabSwitchTimings?: number[] } | null)?.tabSwitchTimings]),
    ).toEqual(asked.map((text, i) => [i + 1, text, [(i + 1) * 10]]));
  });

  it("makes the next question's audio while the candidate gets ready, without asking it or starting its clock", async () => {
    signInAs(null);
    const asked = ["Tell us about a queue you cleared before a deadline.", "What makes a good handover note?"];
    const candidate = await createCandidate({ firstName: "Ready" });
    const { body } = await schedule(candidate.id, { questions: asked });
    const id = body.interviewId;
    const token = await tokenFor(candidate.email, id);
    const question = (position: number) =>
      t.db().interviewQuestion.findUniqueOrThrow({
        where: { interviewId_position: { interviewId: id, position } },
        select: { id: true, audioKey: true, askedAt: true },
      });
    const overview = (await (await post(openRoute.POST, { id }, token)).json()) as { consent: { version: string } };
    // Nothing is made before consent.
    await new Promise((r) => setTimeout(r, 300));
    expect((await question(1)).audioKey).toBeNull();

    // Consent twice at once and a reload while the voice is being made: each answered, one voice.
    const calls = await Promise.all([
      post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token),
      post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token),
      post(openRoute.POST, { id }, token),
    ]);
    expect(calls.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const first = await question(1);
    await expect.poll(async () => (await question(1)).audioKey, { timeout: 20_000 }).toBe(`interview-audio/${first.id}.mp3`);
    // Not asked: no clock, the interview not started, the second question untouched.
    expect((await question(1)).askedAt).toBeNull();
    expect((await t.db().interview.findUniqueOrThrow({ where: { id } })).status).toBe("SCHEDULED");
    expect(await question(2)).toMatchObject({ audioKey: null, askedAt: null });

    // Start: question 1 comes with its audio, its clock starts now and runs the full time.
    const shown = (await (await post(questionRoute.POST, { id, ques_no: 1 }, token)).json()) as { quest: string; audio: string | null; secondsLeft: number };
    expect(shown).toMatchObject({ quest: asked[0], secondsLeft: 180 });
    expect(shown.audio).toContain(`interview-audio/${first.id}.mp3`);
    expect((await question(1)).askedAt).not.toBeNull();
    // While question 1 is answered, question 2's voice is made, still without asking it.
    const second = await question(2);
    await expect.poll(async () => (await question(2)).audioKey, { timeout: 20_000 }).toBe(`interview-audio/${second.id}.mp3`);
    expect((await question(2)).askedAt).toBeNull();
    expect((await upload(id, 1, token)).status).toBe(200);

    // A reload resumes at question 2, with its voice ready and its clock not started.
    expect(await (await post(openRoute.POST, { id }, token)).json()).toMatchObject({ resumeAt: 2 });
    expect(await question(2)).toMatchObject({ audioKey: `interview-audio/${second.id}.mp3`, askedAt: null });
  });

  it("an invited candidate gets one e-mail and one bell message for the invitation", async () => {
    const candidate = await createCandidate({ firstName: "Once" });
    const { body, applicationId } = await schedule(candidate.id, { questions: ["One?"] });
    await tokenFor(candidate.email, body.interviewId);
    expect((await t.db().application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("INTERVIEW_SCHEDULED");
    expect(await t.db().applicationStatusChange.count({ where: { applicationId, toStatus: "INTERVIEW_SCHEDULED" } })).toBe(1);
    // No status e-mail is waiting in the queue either: the invitation is the only message.
    const queued = await t.db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'applications.status-email'
      AND data->>'changeId' IN (SELECT id::text FROM application_status_changes WHERE "applicationId" = ${applicationId}::uuid)`;
    expect(Number(queued[0]!.n)).toBe(0);
    const mails = (await readOutbox({ to: candidate.email })).map((m) => m.subject);
    expect(mails).toEqual(["Recorded interview: Support Lead at Gamma Labs"]);
    const bell = await t.db().notification.findMany({ where: { candidateId: candidate.id }, select: { title: true } });
    expect(bell).toEqual([{ title: "Your recorded video interview is ready to start" }]);
  });

  it("shows another candidate's interview as not found, and takes the owner's session without a token", async () => {
    const candidate = await createCandidate({ firstName: "Session" });
    const { body } = await schedule(candidate.id, { questions: ["One?"] });
    signInAs(other.id);
    expect((await post(openRoute.POST, { id: body.interviewId })).status).toBe(404);
    expect((await post(questionRoute.POST, { id: body.interviewId, ques_no: 1 })).status).toBe(404);
    signInAs(candidate.id);
    expect((await post(openRoute.POST, { id: body.interviewId })).status).toBe(200);
    signInAs(null);
  });

  it("answers an expired link with 410 and moves the application to Link Expired", async () => {
    const candidate = await createCandidate({ firstName: "Late" });
    const { body, applicationId } = await schedule(candidate.id, { questions: ["Too late?"] });
    const token = await tokenFor(candidate.email, body.interviewId);
    await t.db().interview.update({ where: { id: body.interviewId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post(openRoute.POST, { id: body.interviewId }, token);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: "This interview link has expired", code: "INTERVIEW_LINK_EXPIRED" });
    expect((await t.db().interview.findUniqueOrThrow({ where: { id: body.interviewId } })).status).toBe("EXPIRED");
    expect((await t.db().application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("LINK_EXPIRED");
  });

  it("stores no expression data with EMOTION_ANALYSIS=off", async () => {
    process.env.EMOTION_ANALYSIS = "off";
    resetEnvForTests();
    try {
      const candidate = await createCandidate({ firstName: "Private" });
      const { body } = await schedule(candidate.id, { questions: ["Only observable?"] });
      const id = body.interviewId;
      const token = await tokenFor(candidate.email, id);
      const overview = (await (await post(openRoute.POST, { id }, token)).json()) as {
        consent: { version: string; analysed: string[] };
        emotionAnalysis: boolean;
      };
      expect(overview.emotionAnalysis).toBe(false);
      expect(overview.consent.analysed.join(" ")).not.toMatch(/expression/);
      await post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token);
      await post(questionRoute.POST, { id, ques_no: 1 }, token);
      expect((await upload(id, 1, token, { ...EMOTIONS, stats: [{ at: 5, Happy: 2, samples: 10 }] })).status).toBe(200);
      const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: id } });
      expect(answer.emotionData).toBeNull();
      expect(JSON.stringify(answer.attentionData)).not.toMatch(/Happy|Neutral|Angry|Sad/);
      expect(answer.attentionData).toMatchObject({ facePresent: 9, lookingAway: 2, multipleFaces: 0 });
    } finally {
      delete process.env.EMOTION_ANALYSIS;
      resetEnvForTests();
    }
  });

  /** A scheduled interview, consented and with its first question shown: ready for an answer. */
  async function readyForAnswer(firstName: string) {
    const candidate = await createCandidate({ firstName });
    const { body } = await schedule(candidate.id, { questions: ["Tally?", "Second?"] });
    const id = body.interviewId;
    const token = await tokenFor(candidate.email, id);
    const overview = (await (await post(openRoute.POST, { id }, token)).json()) as { consent: { version: string } };
    await post(consentRoute.POST, { id, version: overview.consent.version, agree: true }, token);
    await post(questionRoute.POST, { id, ques_no: 1 }, token);
    return { id, token };
  }

  // The spec's emotion tally: a flat { Angry, Disgust, Fear, Happy, Neutral, Sad, Surprise, Attention }.
  const SPEC_TALLY = { Angry: 1, Disgust: 2, Fear: 3, Happy: 14, Neutral: 25, Sad: 4, Surprise: 5, Attention: 31 };

  it("keeps the counts of a client that posts the spec's flat emotion tally (not silently dropped)", async () => {
    const { id, token } = await readyForAnswer("Tally");
    const res = await upload(id, 1, token, SPEC_TALLY);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ question_no: 1, expressions: "stored" });
    const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: id } });
    expect(answer.emotionData).toEqual(SPEC_TALLY);
    expect(answer.attentionData).toMatchObject({ Attention: 31 });
    const read = await results(id);
    expect(read.body.questions[0]!.answer!.emotionData).toEqual(SPEC_TALLY);
  });

  it.each([
    ["an unknown key", { ...SPEC_TALLY, Contempt: 3 }],
    ["a misspelt emotion", { angry: 1, happy: 2 }],
    ["a negative count", { ...SPEC_TALLY, Happy: -1 }],
    ["a list", [1, 2, 3]],
    ["an empty object", {}],
    ["the monitor's report with a stray key", { ...EMOTIONS, Contempt: 1 }],
  ])("refuses an emotion tally with %s (400) instead of dropping it, and stores no answer", async (_, emotionData) => {
    const { id, token } = await readyForAnswer("Unknown");
    const res = await upload(id, 1, token, emotionData);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^emotionData/);
    expect(await t.db().interviewAnswer.count({ where: { interviewId: id } })).toBe(0);
  });

  it("with EMOTION_ANALYSIS=off discards a posted tally's expressions and says so in the answer", async () => {
    process.env.EMOTION_ANALYSIS = "off";
    resetEnvForTests();
    try {
      const { id, token } = await readyForAnswer("Discarded");
      const res = await upload(id, 1, token, SPEC_TALLY);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ question_no: 1, expressions: "discarded" });
      const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: id } });
      expect(answer.emotionData).toBeNull();
      expect(answer.attentionData).toEqual({ Attention: 31 });
    } finally {
      delete process.env.EMOTION_ANALYSIS;
      resetEnvForTests();
    }
  });
});
