// Retakes in a recorded interview against a real PostgreSQL: the employer declares them when
// scheduling, the candidate reads them on "How this interview works", each take replaces the one
// kept (its video deleted), a take past the limit is refused with 409 before a byte is stored, a
// burst of one take keeps it once, and one more retake is asked for and decided like extra time.
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { fakeWebm, recordedWebm } from "@/test/mock-interview";
import { askQuestion, createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";
import { EXTRA_RETAKE_DECIDED, EXTRA_RETAKE_TOO_LATE } from "./extra-retake";
import { retakesUsedUp } from "./retakes";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const resultsRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");
const decideRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/accommodation/route");
const webhooksRoute = await import("@/app/api/partner/v1/webhooks/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const extraRetakeRoute = await import("@/app/api/interviews/accommodation/retake/route");
const questionRoute = await import("@/app/api/users/question/route");
const { POST: videoUpload } = await import("@/app/api/users/videoUpload/route");

const t = useTestDatabase();
type Json = Record<string, unknown>;
type Answer = { take: number; sizeBytes: number; videoUrl: string | null } | null;
type Results = { retakes: number; retakesAllowed: number; extraRetake: unknown; questions: { position: number; answer: Answer }[] };

afterAll(async () => {
  await stopQueue();
});

async function json(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Json };
}

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

/** One take of an answer; `take` left out sends none (as the spec's clients do). */
function sendTake(interview: { id: string; token: string }, questionNo: number, take: number | string | null, video: Buffer) {
  const form = new FormData();
  form.append("id", interview.id);
  form.append("question_no", String(questionNo));
  if (take !== null) form.append("take", String(take));
  form.append("file", new Blob([new Uint8Array(video)], { type: "video/webm" }), "answer.webm");
  return json(
    videoUpload(new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: { "x-access-token": interview.token }, body: form })),
  );
}

async function storedAnswerFiles(): Promise<string[]> {
  const names = await readdir(path.join(env().dataDir, "uploads", "interview-answers")).catch(() => [] as string[]);
  return names.filter((f) => !f.endsWith(".meta.json"));
}

const digest = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** The bytes kept for `questionNo`, as a digest, and the answer row. */
async function keptAnswer(interviewId: string, questionNo: number) {
  const row = await t
    .db()
    .interviewAnswer.findFirstOrThrow({ where: { interviewId, question: { position: questionNo } }, select: { take: true, videoKey: true } });
  const file = await storage().get(row.videoKey);
  return { take: row.take, digest: file ? digest(await buffer(file.body)) : null, key: row.videoKey };
}

describe("retakes declared by the employer", () => {
  let key: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
  });

  const partner = (handler: (req: Request, ctx: never) => Promise<Response>, params: Json, body?: unknown) =>
    json(
      handler(
        new Request("http://localhost/x", {
          method: body === undefined ? "GET" : "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        { params: Promise.resolve(params) } as never,
      ),
    );

  async function application() {
    const job = await createJob(companyId);
    const candidate = await createCandidate();
    const { id } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    return id;
  }

  it("refuses a declaration outside 0 to 2 in the employer's words", async () => {
    const applicationId = await application();
    for (const retakes of [3, -1, 1.5, "1", null]) {
      const res = await partner(scheduleRoute.POST as never, { applicationId }, { questions: ["Why this role?"], retakes });
      expect(res.status, String(retakes)).toBe(400);
      expect(JSON.stringify(res.body)).toContain("retakes is a whole number from 0 to 2");
    }
    expect(await t.db().interview.count({ where: { applicationId } })).toBe(0);
  });

  it("shows the declared retakes on How this interview works, keeps them with the consent, and tells the employer", async () => {
    const applicationId = await application();
    const scheduled = await partner(scheduleRoute.POST as never, { applicationId }, { questions: ["Why this role?", "A hard call you made?"], retakes: 1 });
    expect(scheduled.status).toBe(201);
    const interviewId = scheduled.body.interviewId as string;
    const row = await t.db().interview.findUniqueOrThrow({ where: { id: interviewId }, select: { candidateId: true, retakes: true } });
    expect(row.retakes).toBe(1);
    signInAs(row.candidateId);
    const opened = await json(
      openRoute.POST(
        new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id: interviewId }) }),
      ),
    );
    expect(opened.status).toBe(200);
    expect(opened.body.retakes).toBe(1);
    const how = opened.body.howItWorks as { version: string; sections: { heading: string; points: string[] }[] };
    const interviewPoints = how.sections.find((s) => s.heading === "The interview")!.points;
    expect(interviewPoints).toContain(
      "1 retake allowed for each answer: while a question is open you can record your answer again once. The last take counts; earlier takes are deleted.",
    );
    expect(interviewPoints.join(" ")).not.toContain("One take for each answer");

    const consent = opened.body.consent as { version: string };
    const agreed = await json(
      consentRoute.POST(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id: interviewId, version: consent.version, agree: true }),
        }),
      ),
    );
    expect(agreed.status).toBe(200);
    const kept = await t.db().interview.findUniqueOrThrow({ where: { id: interviewId }, select: { consentScope: true } });
    expect((kept.consentScope as { howItWorks: unknown }).howItWorks).toEqual(how);

    const results = (await partner(resultsRoute.GET as never, { interviewId })).body as unknown as Results;
    expect(results).toMatchObject({ retakes: 1, retakesAllowed: 1, extraRetake: null });
    signInAs(null);
  });

  it("says one take for each answer when none are declared", async () => {
    const applicationId = await application();
    const scheduled = await partner(scheduleRoute.POST as never, { applicationId }, { questions: ["Why this role?"] });
    const interviewId = scheduled.body.interviewId as string;
    const row = await t.db().interview.findUniqueOrThrow({ where: { id: interviewId }, select: { candidateId: true, retakes: true } });
    expect(row.retakes).toBe(0);
    signInAs(row.candidateId);
    const opened = await json(
      openRoute.POST(
        new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id: interviewId }) }),
      ),
    );
    expect(opened.body.retakes).toBe(0);
    expect(JSON.stringify(opened.body.howItWorks)).toContain("One take for each answer: an answer cannot be recorded again once it is sent.");
    signInAs(null);
  });
});

describe("takes of an answer", () => {
  it("keeps the last take, deletes the one it replaced, and refuses a take past the limit before storing it", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 2, retakes: 1 });
    await askQuestion(interview.id, 1);
    const before = (await storedAnswerFiles()).length;
    const first = fakeWebm(5_000);
    const second = fakeWebm(7_000);

    expect(await sendTake(interview, 1, 1, first)).toEqual({
      status: 200,
      body: expect.objectContaining({ message: "Answer received", question_no: 1, take: 1, retakes_left: 1 }),
    });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 1, digest: digest(first) });
    const firstKey = (await keptAnswer(interview.id, 1)).key;

    expect(await sendTake(interview, 1, 2, second)).toEqual({
      status: 200,
      body: expect.objectContaining({ message: "Answer received", question_no: 1, take: 2, retakes_left: 0 }),
    });
    const kept = await keptAnswer(interview.id, 1);
    expect(kept).toMatchObject({ take: 2, digest: digest(second) });
    expect(await storage().get(firstKey)).toBeNull();
    expect((await storedAnswerFiles()).length).toBe(before + 1);

    // A third take: refused with the reason, nothing stored, the second take stands.
    expect(await sendTake(interview, 1, 3, fakeWebm(9_000))).toEqual({ status: 409, body: { error: retakesUsedUp(1), code: "RETAKES_USED_UP" } });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 2, digest: digest(second) });
    expect((await storedAnswerFiles()).length).toBe(before + 1);

    // The first take arriving late (its response was lost) and a repeat of the second change nothing.
    expect(await sendTake(interview, 1, 1, first)).toEqual({ status: 200, body: { message: "Answer already received", question_no: 1, take: 2 } });
    expect(await sendTake(interview, 1, null, first)).toEqual({ status: 200, body: { message: "Answer already received", question_no: 1, take: 2 } });
    expect(await sendTake(interview, 1, 2, second)).toEqual({ status: 200, body: { message: "Answer already received", question_no: 1, take: 2 } });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 2, digest: digest(second) });
    expect((await storedAnswerFiles()).length).toBe(before + 1);

    for (const bad of ["0", "two", "-1"]) {
      expect(await sendTake(interview, 1, bad, first)).toEqual({ status: 400, body: { error: "take is the take's number, from 1", code: "INVALID_INPUT" } });
    }
    expect((await storedAnswerFiles()).length).toBe(before + 1);
  });

  it("with a retake declared, completes only once the last question's retake is spent, and never changes under the employer", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 2, retakes: 1 });
    const status = async () => (await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { status: true, completedAt: true } })).status;
    await askQuestion(interview.id, 1);
    expect((await sendTake(interview, 1, 1, fakeWebm(3_000))).status).toBe(200);
    await askQuestion(interview.id, 2);
    // Every question has an answer, but the last one may still be recorded again: not complete yet.
    expect((await sendTake(interview, 2, 1, fakeWebm(4_000))).status).toBe(200);
    expect(await status()).not.toBe("COMPLETED");
    // The retake spent: complete, with that take as what the employer is told.
    const last = fakeWebm(5_000);
    expect((await sendTake(interview, 2, 2, last)).body).toMatchObject({ take: 2, retakes_left: 0 });
    expect(await status()).toBe("COMPLETED");
    expect(await keptAnswer(interview.id, 2)).toMatchObject({ take: 2, digest: digest(last) });
  });

  it("once the candidate submits, a take that arrives after is refused and what the employer was told stands", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 2, retakes: 1 });
    await askQuestion(interview.id, 1);
    expect((await sendTake(interview, 1, 1, fakeWebm(3_000))).status).toBe(200);
    await askQuestion(interview.id, 2);
    const told = fakeWebm(4_000);
    expect((await sendTake(interview, 2, 1, told)).status).toBe(200);
    const before = (await storedAnswerFiles()).length;
    // The candidate submits with a retake still left: complete at once, and said to be submitted.
    const { POST: dbupdate } = await import("@/app/api/users/dbupdate/route");
    expect((await post(dbupdate, { id: interview.id }, interview.token)).status).toBe(200);
    const row = await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { status: true, completedAt: true, submittedAt: true } });
    expect(row).toMatchObject({ status: "COMPLETED" });
    expect(row.submittedAt).toEqual(row.completedAt);
    // A retake begun after it (another tab, a page that did not know) is refused, and stores nothing.
    expect(await sendTake(interview, 2, 2, fakeWebm(5_000))).toEqual({
      status: 409,
      body: { error: "This interview has already been submitted", code: "INTERVIEW_SUBMITTED" },
    });
    expect(await keptAnswer(interview.id, 2)).toMatchObject({ take: 1, digest: digest(told) });
    expect((await storedAnswerFiles()).length).toBe(before);
    // A take the server already has, sent again after its response was lost, is answered as before.
    expect(await sendTake(interview, 2, 1, told)).toEqual({ status: 200, body: { message: "Answer already received", question_no: 2, take: 1 } });
  });

  it("an interview that completed by itself still takes the last retake recorded in time", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 1, retakes: 1 });
    await askQuestion(interview.id, 1);
    expect((await sendTake(interview, 1, 1, fakeWebm(3_000))).status).toBe(200);
    // Completed by itself (as the task at the end of the question's time does) while a retake was on its way.
    const { completeIfAllAnswered } = await import("./finish-interview");
    const { authorizeInterview } = await import("./access");
    await askQuestion(interview.id, 1, new Date(Date.now() - 250 * 1000));
    await completeIfAllAnswered(await authorizeInterview({ interviewId: interview.id, token: interview.token, candidateId: null }));
    expect(await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { status: true, submittedAt: true } })).toEqual({
      status: "COMPLETED",
      submittedAt: null,
    });
    // Held up past its question's close: kept because its own file says it was recorded in time.
    const retake = recordedWebm();
    expect((await sendTake(interview, 1, 2, retake)).body).toMatchObject({ take: 2 });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 2, digest: digest(retake) });
  });

  it("with a retake declared and not used, completes when the last question's time is over", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 1, retakes: 1 });
    await askQuestion(interview.id, 1);
    expect((await sendTake(interview, 1, 1, fakeWebm(3_000))).status).toBe(200);
    const { expireInterview } = await import("./expire-interview");
    // Looked at while the question is open: nothing changes.
    await expireInterview({ interviewId: interview.id });
    expect((await t.db().interview.findUniqueOrThrow({ where: { id: interview.id } })).status).toBe("IN_PROGRESS");
    // The question's time (and its upload grace) over: the task that runs then completes it.
    await askQuestion(interview.id, 1, new Date(Date.now() - 60 * 60 * 1000));
    await expireInterview({ interviewId: interview.id });
    expect((await t.db().interview.findUniqueOrThrow({ where: { id: interview.id } })).status).toBe("COMPLETED");
  });

  it("takes one recording of each answer where no retakes are declared", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 1 });
    await askQuestion(interview.id, 1);
    const first = fakeWebm(4_500);
    expect((await sendTake(interview, 1, null, first)).status).toBe(200);
    expect(await sendTake(interview, 1, 2, fakeWebm(6_000))).toEqual({ status: 409, body: { error: retakesUsedUp(0), code: "RETAKES_USED_UP" } });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 1, digest: digest(first) });
  });

  it("keeps one take of a burst of the same take, and the highest of takes sent at once", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 1, retakes: 2 });
    await askQuestion(interview.id, 1);
    const before = (await storedAnswerFiles()).length;
    expect((await sendTake(interview, 1, 1, fakeWebm(5_000))).status).toBe(200);

    // "Record again" pressed twice: the same take sent five times at once is kept once.
    const retake = fakeWebm(6_000);
    const burst = await Promise.all(Array.from({ length: 5 }, () => sendTake(interview, 1, 2, retake)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(burst.filter((r) => r.body.message === "Answer received")).toHaveLength(1);
    expect(burst.filter((r) => r.body.message === "Answer already received")).toHaveLength(4);
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 2, digest: digest(retake) });
    expect((await storedAnswerFiles()).length).toBe(before + 1);

    // Takes 3 and 4 at once, with two retakes allowed: 3 is kept, 4 is refused, one file remains.
    const third = fakeWebm(6_500);
    const [three, four, fourAgain] = await Promise.all([
      sendTake(interview, 1, 3, third),
      sendTake(interview, 1, 4, fakeWebm(7_000)),
      sendTake(interview, 1, 4, fakeWebm(7_500)),
    ]);
    expect(three).toEqual({ status: 200, body: expect.objectContaining({ message: "Answer received", take: 3, retakes_left: 0 }) });
    expect(four).toEqual({ status: 409, body: { error: retakesUsedUp(2), code: "RETAKES_USED_UP" } });
    expect(fourAgain).toEqual({ status: 409, body: { error: retakesUsedUp(2), code: "RETAKES_USED_UP" } });
    expect(await keptAnswer(interview.id, 1)).toMatchObject({ take: 3, digest: digest(third) });
    expect((await storedAnswerFiles()).length).toBe(before + 1);
  });
});

describe("one more retake as an accommodation", () => {
  let key: string;
  let otherKey: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Northwind" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
    otherKey = (await createApiKey({ companyId: (await createCompany()).id, name: "other" })).key;
  });

  const decide = (interviewId: string, body: unknown, apiKey = key) =>
    json(
      decideRoute.POST(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ interviewId }) } as never,
      ),
    );

  async function scheduledInterview(retakes: number) {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 2, retakes, companyId });
    await t.db().interview.update({ where: { id: interview.id }, data: { status: "SCHEDULED", startedAt: null } });
    return interview;
  }

  it("is asked for once however often it is sent, reaches the employer's webhook once, and raises the limit by one when granted", async () => {
    const hook = await json(
      webhooksRoute.POST(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ url: "https://hooks.northwind.example/events", events: ["interview.accommodation_requested"] }),
        }),
      ),
    );
    expect(hook.status).toBe(201);
    const interview = await scheduledInterview(1);

    const asks = await Promise.all([
      post(extraRetakeRoute.POST, { id: interview.id, note: "I stammer when nervous and may need to start over." }, interview.token),
      post(extraRetakeRoute.POST, { id: interview.id, note: "I stammer when nervous and may need to start over." }, interview.token),
    ]);
    expect(asks).toEqual([
      { status: 200, body: { status: "PENDING", retakes: 1 } },
      { status: 200, body: { status: "PENDING", retakes: 1 } },
    ]);
    const deliveries = await t.db().webhookDelivery.findMany({ where: { eventType: "interview.accommodation_requested" }, select: { payload: true } });
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({
      type: "interview.accommodation_requested",
      data: { interviewId: interview.id, accommodation: "extra-retake", status: "PENDING" },
    });

    // Not another company's to decide; the employer reads it on the interview and grants it.
    expect((await decide(interview.id, { approve: true, kind: "extra-retake" }, otherKey)).status).toBe(404);
    const read = await json(
      resultsRoute.GET(new Request("http://localhost/x", { headers: { authorization: `Bearer ${key}` } }), {
        params: Promise.resolve({ interviewId: interview.id }),
      } as never),
    );
    expect(read.body).toMatchObject({
      retakes: 1,
      retakesAllowed: 1,
      extraRetake: { note: "I stammer when nervous and may need to start over.", status: "PENDING" },
    });
    expect(await decide(interview.id, { approve: true, kind: "sideways" })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringContaining("kind is extra-time or extra-retake") }),
    });
    const granted = await decide(interview.id, { approve: true, kind: "extra-retake" });
    expect(granted).toEqual({
      status: 200,
      body: { interviewId: interview.id, extraRetake: { note: "I stammer when nervous and may need to start over.", status: "APPROVED" }, retakesAllowed: 2 },
    });
    expect(await decide(interview.id, { approve: false, kind: "extra-retake" })).toEqual({
      status: 409,
      body: { error: "There is no request for one more retake waiting for a decision", code: "NOTHING_PENDING" },
    });
    expect(await post(extraRetakeRoute.POST, { id: interview.id }, interview.token)).toEqual({
      status: 409,
      body: { error: EXTRA_RETAKE_DECIDED, code: "REQUEST_ALREADY_ANSWERED" },
    });

    const notice = await t
      .db()
      .notification.findFirst({ where: { kind: "interview_accommodation" }, orderBy: { createdAt: "desc" }, select: { title: true, body: true } });
    expect(notice?.title).toBe("Northwind gave you one more retake");
    expect(notice?.body).toContain("you can record each answer again 2 times");

    // The candidate reads the new limit, and a third take of an answer is now kept; a fourth is not.
    const opened = await post(openRoute.POST, { id: interview.id }, interview.token);
    expect(opened.body).toMatchObject({ retakes: 2, extraRetake: { status: "APPROVED" } });
    expect(JSON.stringify(opened.body.howItWorks)).toContain("2 retakes allowed for each answer");
    const question = await post(questionRoute.POST, { id: interview.id, ques_no: 1 }, interview.token);
    expect(question.status).toBe(200);
    for (const take of [1, 2, 3]) expect((await sendTake(interview, 1, take, fakeWebm(4_000 + take))).body).toMatchObject({ message: "Answer received", take });
    expect(await sendTake(interview, 1, 4, fakeWebm(5_000))).toEqual({ status: 409, body: { error: retakesUsedUp(2), code: "RETAKES_USED_UP" } });
  });

  it("keeps the declared limit when refused, and cannot be asked for once the first question was shown", async () => {
    const interview = await scheduledInterview(0);
    expect((await post(extraRetakeRoute.POST, { id: interview.id }, interview.token)).status).toBe(200);
    expect(await decide(interview.id, { approve: false })).toEqual({
      status: 409,
      body: { error: "There is no request for more time waiting for a decision", code: "NOTHING_PENDING" },
    });
    const refused = await decide(interview.id, { approve: false, kind: "extra-retake" });
    expect(refused.body).toMatchObject({ extraRetake: { status: "DENIED" }, retakesAllowed: 0 });
    expect((await post(openRoute.POST, { id: interview.id }, interview.token)).body).toMatchObject({ retakes: 0 });

    const started = await scheduledInterview(1);
    expect((await post(questionRoute.POST, { id: started.id, ques_no: 1 }, started.token)).status).toBe(200);
    expect(await post(extraRetakeRoute.POST, { id: started.id }, started.token)).toEqual({
      status: 409,
      body: { error: EXTRA_RETAKE_TOO_LATE, code: "INTERVIEW_STARTED" },
    });
  });
});

describe("a cut answer recorded again after a reload", () => {
  const ask = (interview: { id: string; token: string }, ques_no: number, take?: number) =>
    post(questionRoute.POST, { id: interview.id, ques_no, take }, interview.token);

  it("hands the cut question out again for its next take while its clock runs, and the next question once it cannot", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 3, retakes: 1 });
    await askQuestion(interview.id, 1);
    expect((await sendTake(interview, 1, 1, fakeWebm(3_000))).status).toBe(200);
    // Question 2 was on screen 40 seconds when the page went; its cut take 1 has reached the server.
    await askQuestion(interview.id, 2, new Date(Date.now() - 40_000));
    expect((await sendTake(interview, 2, 1, fakeWebm(4_000))).status).toBe(200);

    // Without a take, an answered question is never handed out again: the next one comes.
    expect((await ask(interview, 2)).body).toMatchObject({ ques_no: 3, take: 1 });
    await t.db().interviewQuestion.update({ where: { interviewId_position: { interviewId: interview.id, position: 3 } }, data: { askedAt: null } });
    // Take 2 of question 2: the same question, on its own clock (40 s of it gone), the take named.
    const again = await ask(interview, 2, 2);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ques_no: 2, take: 2, timeLimitSeconds: 180 });
    expect(again.body.secondsLeft).toBeGreaterThanOrEqual(138);
    expect(again.body.secondsLeft).toBeLessThanOrEqual(140);
    // Question 3 was not asked by that: its clock has not started.
    expect(
      (
        await t
          .db()
          .interviewQuestion.findUniqueOrThrow({ where: { interviewId_position: { interviewId: interview.id, position: 3 } }, select: { askedAt: true } })
      ).askedAt,
    ).toBeNull();
    expect((await sendTake(interview, 2, 2, fakeWebm(6_000))).body).toMatchObject({ take: 2, retakes_left: 0 });

    // Take 3 is past the one retake, and take 2 is already kept: the next question, take 1.
    expect((await ask(interview, 2, 3)).body).toMatchObject({ ques_no: 3, take: 1 });
    expect((await ask(interview, 2, 2)).body).toMatchObject({ ques_no: 3, take: 1 });
  });

  it("goes on at the next question when the cut question's time is up, or the interview takes one answer per question", async () => {
    const { id: candidateId } = await createCandidate();
    const late = await createRecordedInterview(candidateId, { questions: 2, retakes: 1 });
    await askQuestion(late.id, 1, new Date(Date.now() - 181_000));
    expect((await ask(late, 1, 2)).body).toMatchObject({ ques_no: 2, take: 1 });

    const single = await createRecordedInterview(candidateId, { questions: 2, retakes: 0 });
    await askQuestion(single.id, 1, new Date(Date.now() - 10_000));
    expect((await ask(single, 1, 2)).body).toMatchObject({ ques_no: 2, take: 1 });
    // The last question past its time: nothing more to ask (204).
    const last = await createRecordedInterview(candidateId, { questions: 1, retakes: 1 });
    await askQuestion(last.id, 1, new Date(Date.now() - 181_000));
    const res = await questionRoute.POST(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": last.token },
        body: JSON.stringify({ id: last.id, ques_no: 1, take: 2 }),
      }),
    );
    expect(res.status).toBe(204);
  });

  it("refuses a take that is not a number of a retake, in words that name the field", async () => {
    const { id: candidateId } = await createCandidate();
    const interview = await createRecordedInterview(candidateId, { questions: 2, retakes: 1 });
    for (const take of [1, 0, "x", 99]) {
      const res = await ask(interview, 1, take as number);
      expect(res.status, String(take)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/take is/);
    }
  });
});
