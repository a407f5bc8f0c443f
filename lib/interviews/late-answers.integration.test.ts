// Every answer survives an outage: an answer recorded within its time and held up by the network is
// kept up to a day after its question closed, marked late (and by how much) for the candidate and
// the employer; one arriving later, or longer than its time, is refused; a second send of a kept
// answer is a success that stores nothing; a closed account's upload ends at once with 403; and a
// question already answered is never handed out again.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { GET as partnerInterviewRoute } from "@/app/api/partner/v1/interviews/[interviewId]/route";
import { POST as questionRoute } from "@/app/api/users/question/route";
import { POST as videoUpload } from "@/app/api/users/videoUpload/route";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { DISCARD_MAX_BYTES } from "@/lib/http/receive-form";
import { env, resetEnvForTests } from "@/lib/env";
import { createApiKey } from "@/lib/partner/api-keys";
import { evaluateMock } from "@/lib/mocks/evaluation/evaluate-mock";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { stopQueue } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { answerForm, createReadyMock, fakeWebm, recordedWebm, webmLasting } from "@/test/mock-interview";
import { askQuestion, createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";
import { listCandidateInterviews } from "./list-candidate-interviews";
import { LATE_ANSWER_REFUSED, LATE_ANSWER_UNMEASURED } from "./answer-time";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
delete process.env.OPENAI_BASE_URL;
delete process.env.OPENAI_API_KEY;
resetEnvForTests();

afterAll(async () => {
  await stopQueue();
});

const HOUR = 3_600_000;
const CHUNK_BYTES = 64 * 1024;
const ANSWER_MS = 180_000; // the answer time without extra time

function interviewForm(interviewId: string, questionNo: number, video: Buffer): FormData {
  const form = new FormData();
  form.append("id", interviewId);
  form.append("question_no", String(questionNo));
  form.append("file", new Blob([new Uint8Array(video)], { type: "video/webm" }), "answer.webm");
  return form;
}

async function sendInterviewAnswer(interview: { id: string; token: string }, questionNo: number, video: Buffer = recordedWebm()) {
  const res = await videoUpload(
    new Request("http://localhost/api/users/videoUpload", {
      method: "POST",
      headers: { "x-access-token": interview.token },
      body: interviewForm(interview.id, questionNo, video),
    }),
  );
  return { status: res.status, body: (await res.json()) as { message?: string; error?: string; question_no?: number; late_seconds?: number | null } };
}

async function sendMockAnswer(mockId: string, qnum: number, video: Buffer = recordedWebm()) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm({ mock_id: mockId, qnum: String(qnum) }, video) }),
  );
  return { status: res.status, body: (await res.json()) as { saved?: boolean; duplicate?: boolean; error?: string } };
}

async function storedFiles(prefix: string): Promise<number> {
  return (await readdir(path.join(env().dataDir, "uploads", prefix)).catch(() => [] as string[])).filter((f) => !f.endsWith(".meta.json")).length;
}

/** A request whose form sends its fields, starts the file, then keeps sending for as long as it is read. */
function endlessUpload(url: string, fields: Record<string, string>, fileField: string, headers: Record<string, string> = {}) {
  const boundary = "----endless";
  let pulled = 0;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const chunk = fakeWebm(CHUNK_BYTES);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(pulled++ === 0 ? head : chunk));
    },
  });
  const request = new Request(url, {
    method: "POST",
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("a recorded interview's answer held up by the network", () => {
  let candidate: { id: string; email: string };
  beforeAll(async () => {
    candidate = await createCandidate({ firstName: "Meera" });
  });

  it("is kept two hours after its question closed, even once the link has expired, marked late for the candidate and the employer", async () => {
    const interview = await createRecordedInterview(candidate.id, { questions: 2, expiresAt: new Date(Date.now() - 3 * HOUR) });
    await askQuestion(interview.id, 1, new Date(Date.now() - 2 * HOUR - ANSWER_MS));
    await askQuestion(interview.id, 2, new Date(Date.now() - 2 * HOUR));

    const late = await sendInterviewAnswer(interview, 1);
    expect(late.status, late.body.error).toBe(200);
    expect(late.body.late_seconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(late.body.late_seconds).toBeLessThan(2 * 3600 + 30);

    const row = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: interview.id }, include: { question: true } });
    expect(row.question.position).toBe(1);
    expect(row.lateSeconds).toBe(late.body.late_seconds);
    expect(row.durationMs).toBeGreaterThan(2500);

    const mine = (await listCandidateInterviews({ candidateId: candidate.id })).find((i) => i.id === interview.id)!;
    expect(mine.lateAnswers).toEqual([{ question: 1, lateSeconds: row.lateSeconds }]);

    const job = await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { job: { select: { companyId: true } } } });
    const { key } = await createApiKey({ companyId: job.job.companyId, name: "late answers" });
    const res = await partnerInterviewRoute(
      new Request(`http://localhost/api/partner/v1/interviews/${interview.id}`, { headers: { authorization: `Bearer ${key}` } }),
      {
        params: Promise.resolve({ interviewId: interview.id }),
      },
    );
    expect(res.status).toBe(200);
    const results = (await res.json()) as { questions: { position: number; answer: { lateSeconds: number | null; durationMs: number | null } | null }[] };
    expect(results.questions.map((q) => [q.position, q.answer?.lateSeconds ?? null])).toEqual([
      [1, row.lateSeconds],
      [2, null],
    ]);
    expect(results.questions[0]!.answer!.durationMs).toBe(row.durationMs);
  });

  it("completes an interview whose link expired while its last answers were held up: Completed, and the application at Interview Done", async () => {
    // Expired three hours ago: past the two hours an interview in progress is given.
    const interview = await createRecordedInterview(candidate.id, { questions: 2, expiresAt: new Date(Date.now() - 3 * HOUR) });
    const { jobId } = await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { jobId: true } });
    const application = await t.db().application.create({ data: { jobId, candidateId: candidate.id, status: "INTERVIEW_SCHEDULED" } });
    await t.db().interview.update({ where: { id: interview.id }, data: { applicationId: application.id } });
    await askQuestion(interview.id, 1, new Date(Date.now() - 4 * HOUR));
    await askQuestion(interview.id, 2, new Date(Date.now() - 4 * HOUR + ANSWER_MS));

    // The first late answer finds the link expired, and so does the application.
    expect((await sendInterviewAnswer(interview, 1)).status).toBe(200);
    expect(await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { status: true } })).toEqual({ status: "EXPIRED" });
    expect((await t.db().application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("LINK_EXPIRED");

    // The last one arrives: every question was answered within its time, so the interview was taken in full.
    expect((await sendInterviewAnswer(interview, 2)).status).toBe(200);
    const done = await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { status: true, completedAt: true } });
    expect(done.status).toBe("COMPLETED");
    expect(done.completedAt).not.toBeNull();
    expect((await t.db().application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("INTERVIEW_DONE");
    const mine = (await listCandidateInterviews({ candidateId: candidate.id })).find((i) => i.id === interview.id)!;
    expect(mine.status).toBe("COMPLETED");
    expect(mine.lateAnswers.map((a) => a.question)).toEqual([1, 2]);
  });

  it("is on time, not late, when it arrives as the answer time ends", async () => {
    const interview = await createRecordedInterview(candidate.id);
    await askQuestion(interview.id, 1, new Date(Date.now() - ANSWER_MS));
    const sent = await sendInterviewAnswer(interview, 1);
    expect(sent.status).toBe(200);
    expect(sent.body.late_seconds).toBeNull();
    expect((await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: interview.id } })).lateSeconds).toBeNull();
  });

  it("is refused more than 24 hours after its question closed", async () => {
    const interview = await createRecordedInterview(candidate.id);
    await askQuestion(interview.id, 1, new Date(Date.now() - 25 * HOUR - ANSWER_MS));
    const files = await storedFiles("interview-answers");
    expect(await sendInterviewAnswer(interview, 1)).toEqual({ status: 410, body: { error: LATE_ANSWER_REFUSED, code: "OUTSIDE_ANSWER_TIME" } });
    expect(await t.db().interviewAnswer.count({ where: { interviewId: interview.id } })).toBe(0);
    expect(await storedFiles("interview-answers")).toBe(files);
  });

  it("is refused when the recording is longer than the answer time, and when late with a length the file does not say", async () => {
    const interview = await createRecordedInterview(candidate.id, { questions: 2 });
    await askQuestion(interview.id, 1, new Date(Date.now() - 2 * HOUR - ANSWER_MS));
    await askQuestion(interview.id, 2, new Date(Date.now() - 2 * HOUR));
    const long = await sendInterviewAnswer(interview, 1, webmLasting(200));
    expect(long).toEqual({ status: 422, body: { error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" } });
    const unmeasured = await sendInterviewAnswer(interview, 2, fakeWebm());
    expect(unmeasured).toEqual({ status: 422, body: { error: LATE_ANSWER_UNMEASURED, code: "ANSWER_LENGTH_UNREADABLE" } });
    expect(await t.db().interviewAnswer.count({ where: { interviewId: interview.id } })).toBe(0);
  });

  it("is stored once when sent again after a reload, and when both copies arrive at once: each send is a success", async () => {
    const interview = await createRecordedInterview(candidate.id, { questions: 2 });
    await askQuestion(interview.id, 1, new Date(Date.now() - HOUR));
    await askQuestion(interview.id, 2, new Date(Date.now() - HOUR));
    const files = await storedFiles("interview-answers");

    expect(await sendInterviewAnswer(interview, 1)).toMatchObject({ status: 200, body: { message: "Answer received" } });
    expect(await sendInterviewAnswer(interview, 1)).toMatchObject({ status: 200, body: { message: "Answer already received", question_no: 1 } });

    const both = await Promise.all([sendInterviewAnswer(interview, 2), sendInterviewAnswer(interview, 2)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.message).sort()).toEqual(["Answer already received", "Answer received"]);

    const rows = await t.db().interviewAnswer.findMany({ where: { interviewId: interview.id }, include: { question: true } });
    expect(rows.map((r) => r.question.position).sort()).toEqual([1, 2]);
    expect(await storedFiles("interview-answers")).toBe(files + 2);
  });

  it("ends at once with 403 for an account closed for deletion, however much is still to come", async () => {
    const closed = await createCandidate();
    const interview = await createRecordedInterview(closed.id);
    await askQuestion(interview.id, 1);
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 7 * 24 * HOUR) } });
    const files = await storedFiles("interview-answers");
    const upload = endlessUpload("http://localhost/api/users/videoUpload", { id: interview.id, question_no: "1" }, "file", {
      "x-access-token": interview.token,
    });
    const res = await videoUpload(upload.request);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: ACCOUNT_CLOSED_MESSAGE, code: "ACCOUNT_CLOSED" });
    // Refused on the fields before the file: nothing stored, and no more read than a refusal throws away to keep the connection usable.
    expect((upload.pulled() - 1) * CHUNK_BYTES).toBeLessThanOrEqual(DISCARD_MAX_BYTES + 4 * CHUNK_BYTES);
    expect(await storedFiles("interview-answers")).toBe(files);
    expect(await t.db().interviewAnswer.count({ where: { interviewId: interview.id } })).toBe(0);
  });

  it("never hands out a question already answered: the next one not answered comes instead", async () => {
    const interview = await createRecordedInterview(candidate.id, { questions: 3 });
    const ask = (ques_no: number) =>
      questionRoute(
        new Request("http://localhost/api/users/question", {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": interview.token },
          body: JSON.stringify({ id: interview.id, ques_no }),
        }),
      );
    expect((await (await ask(1)).json()) as { ques_no: number; quest: string }).toMatchObject({
      ques_no: 1,
      quest: "Interview question 1: a hard case you solved.",
    });
    expect((await sendInterviewAnswer(interview, 1)).status).toBe(200);

    // The page reloads before it heard back, and asks for question 1 again.
    const again = (await (await ask(1)).json()) as { ques_no: number; quest: string };
    expect(again).toMatchObject({ ques_no: 2, quest: "Interview question 2: a hard case you solved." });
    expect((await sendInterviewAnswer(interview, 2)).status).toBe(200);
    expect((await sendInterviewAnswer(interview, 3)).status).toBe(409); // not asked yet
    expect((await (await ask(2)).json()) as { ques_no: number }).toMatchObject({ ques_no: 3 });
    expect((await sendInterviewAnswer(interview, 3)).status).toBe(200);
    expect((await ask(3)).status).toBe(204);
  });
});

describe("a mock answer held up by the network", () => {
  let candidateId: string;
  beforeAll(async () => {
    candidateId = (await createCandidate({ firstName: "Ravi" })).id;
  });

  async function mockData(mockId: string): Promise<MockData> {
    const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
    expect(res.status).toBe(200);
    return (await res.json()) as MockData;
  }

  /** A mock with answer 1 kept, submitted `hoursAgo` and already reviewed. */
  async function submittedMock(hoursAgo: number) {
    signInAs(candidateId);
    const mock = await createReadyMock(candidateId, { questions: 3 });
    expect((await sendMockAnswer(mock.id, 1)).status).toBe(200);
    const ended = await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mock.id }),
      }),
    );
    expect(ended.status).toBe(200);
    await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });
    await t.db().mock.update({ where: { id: mock.id }, data: { submittedAt: new Date(Date.now() - hoursAgo * HOUR) } });
    return mock;
  }

  it("is kept two hours after the mock was submitted, evaluated again, and shown late in the review", async () => {
    const mock = await submittedMock(2);
    expect((await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).status).toBe("PROCESS_COMPLETED");

    expect(await sendMockAnswer(mock.id, 2)).toMatchObject({ status: 200, body: { saved: true, duplicate: false } });
    expect((await t.db().mock.findUniqueOrThrow({ where: { id: mock.id } })).status).toBe("EVALUATING");
    await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });

    const review = await mockData(mock.id);
    expect(review.Status).toBe("Process Completed");
    const [first, second, third] = review.evaluation_results;
    expect(first).toMatchObject({ qnum: 1, answered: true, late_seconds: null });
    expect(second).toMatchObject({ qnum: 2, answered: true });
    expect(second!.late_seconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(second!.late_seconds).toBeLessThan(2 * 3600 + 30);
    expect(third).toMatchObject({ qnum: 3, answered: false, late_seconds: null });
  });

  it("is refused more than 24 hours after the mock was submitted, or when the file cannot say its length", async () => {
    const old = await submittedMock(25);
    expect(await sendMockAnswer(old.id, 2)).toEqual({ status: 410, body: { error: LATE_ANSWER_REFUSED, code: "OUTSIDE_ANSWER_TIME" } });
    const recent = await submittedMock(2);
    expect(await sendMockAnswer(recent.id, 2, fakeWebm())).toEqual({ status: 422, body: { error: LATE_ANSWER_UNMEASURED, code: "ANSWER_LENGTH_UNREADABLE" } });
    expect(await sendMockAnswer(recent.id, 2, webmLasting(200))).toEqual({
      status: 422,
      body: { error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" },
    });
    expect(await t.db().mockAnswer.count({ where: { mockId: { in: [old.id, recent.id] }, question: { position: 2 } } })).toBe(0);
    expect((await t.db().mock.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("PROCESS_COMPLETED");
  });

  it("is stored once when both copies of a late answer arrive at once, and each send is a success", async () => {
    const mock = await submittedMock(1);
    const files = await storedFiles(`mocks/${candidateId}/answers`);
    const both = await Promise.all([sendMockAnswer(mock.id, 3), sendMockAnswer(mock.id, 3)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id, question: { position: 3 } } })).toBe(1);
    expect(await storedFiles(`mocks/${candidateId}/answers`)).toBe(files + 1);
  });

  it("ends at once with 403 for an account closed for deletion, however much is still to come", async () => {
    const closed = await createCandidate();
    const mock = await createReadyMock(closed.id);
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 7 * 24 * HOUR) } });
    signInAs(closed.id);
    const upload = endlessUpload("http://localhost/api/mock/add-mock-video", { mock_id: mock.id, qnum: "1" }, "answer");
    const res = await addVideo(upload.request);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: ACCOUNT_CLOSED_MESSAGE, code: "ACCOUNT_CLOSED" });
    expect(upload.pulled()).toBeLessThan(20);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
  });
});
