// More than one machine: two production app servers (`npm start` with WORKER=off) and one
// `npm run worker`, on one PostgreSQL and one S3 (s3rver), and a candidate whose every step lands
// on a different process than the one before. Nothing a step needs may live in one server's memory.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { startScratchPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { DEMO_PARTNER_API_KEY } from "@/lib/seed/partner-key";
import { makePdf } from "@/test/pdf-fixture";
import { recordedWebm } from "@/test/mock-interview";
import { waitForMock } from "./support/mocks";
import { readOutbox } from "./support/outbox";
import { kill, removeTempDirs, startAppServer, startS3, startWorkerProcess, stop, tempDir, type AppServer, type Proc } from "./support/processes";
import { expect, test, type APIRequestContext } from "./support/test";

const PASSWORD = "Scale@2026out";
const recordedMp4 = () => readFileSync(path.resolve("test/fixtures/media/answer-3s.mp4"));

let database: EmbeddedDatabase;
let s3: Awaited<ReturnType<typeof startS3>>;
let outbox = "";
let a: AppServer;
let b: AppServer;
let worker: Proc;
const started: Proc[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(600_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await startScratchPostgres("hireready");
  s3 = await startS3("hireready-scale");
  outbox = tempDir("scale-outbox");
  const shared = {
    ...s3.env,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: "scale-out-shared-secret-0123456789abcdef",
    OUTBOX_DIR: outbox,
    DEV_PAYMENTS: "1",
    SEED_DEMO: "1",
    // Every request comes from loopback here: per-IP limits would count the whole test as one client.
    RATE_LIMIT_EXEMPT_IPS: "127.0.0.1,::1",
  };
  // A migrates and seeds; B and the worker start on the ready database.
  a = await startAppServer("server A", { ...shared, WORKER: "off", DATA_DIR: tempDir("scale-a") });
  started.push(a);
  [b, worker] = await Promise.all([
    startAppServer("server B", { ...shared, WORKER: "off", DATA_DIR: tempDir("scale-b") }),
    startWorkerProcess("worker", { ...shared, DATA_DIR: tempDir("scale-worker") }),
  ]);
  started.push(b, worker);
});

test.afterAll(async () => {
  // Each stopped as a platform stops it (SIGTERM to its top process); whatever is left is killed.
  const codes = await Promise.all(started.map((proc) => stop(proc)));
  await Promise.all(started.map((proc) => kill(proc)));
  started.forEach((proc, i) => expect(codes[i], `${proc.name} exit code\n${proc.output()}`).toBe(0));
  await s3?.stop();
  await database?.stop();
  removeTempDirs();
});

/** The answer's JSON, once its status is `status` (any 2xx when not given). */
async function json<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status?: number): Promise<T> {
  const why = `${response.url()}: ${await response.text()}`;
  if (status === undefined) expect(response.ok(), why).toBe(true);
  else expect(response.status(), why).toBe(status);
  return (await response.json()) as T;
}

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test("a candidate's day spread over two app servers and a worker", async ({ playwright }) => {
  const email = `scale.${Date.now().toString(36)}@example.com`;

  // The sign-up code sent through A is verified on B.
  const signup = await playwright.request.newContext();
  await json(await signup.post(`${a.url}/api/auth/send-otp`, { data: { email } }));
  let code = "";
  await expect.poll(() => (code = readOutbox({ to: email }, outbox)[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? "")).not.toBe("");
  await json(await signup.post(`${b.url}/api/auth/register`, { data: { email, password: PASSWORD, otp: code } }), 201);
  await signup.dispose();

  // Signed in on A, the session works on B.
  const api = await playwright.request.newContext();
  await json(await api.post(`${a.url}/api/auth/login`, { data: { email, password: PASSWORD }, timeout: 60_000 }));
  const profile = await json(await api.get(`${b.url}/api/users/get-profile`));
  expect(JSON.stringify(profile)).toContain(email);
  const stranger = await playwright.request.newContext();
  expect((await stranger.get(`${b.url}/api/users/get-profile`)).status()).toBe(401);
  await stranger.dispose();

  // Credits bought on B (the local test checkout), spendable on A.
  const { order } = await json<{ order: { id: string } }>(
    await api.post(`${b.url}/api/payment/create-order`, { data: { currency: "INR", type: "MOCK", planName: "COPPER" } }),
  );
  const { payment } = await json<{ payment: Record<string, string> }>(
    await api.post(`${b.url}/api/payment/dev-checkout`, { data: { orderId: order.id, outcome: "success" } }),
  );
  const bought = await json<{ success: boolean; receivedCoins: number; availableCoins: number }>(
    await api.post(`${b.url}/api/payment/verify-payment`, { data: payment }),
  );
  expect(bought.success).toBe(true);
  expect(bought.receivedCoins).toBeGreaterThan(0);
  expect(await json(await api.get(`${a.url}/api/mock/credits`))).toEqual({ credits: bought.availableCoins });

  // A mock created on A is generated by the worker alone (both servers run WORKER=off).
  const created = await json<{ mock_id: string }>(
    await api.post(`${a.url}/api/mock/create`, {
      multipart: {
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: makePdf(["Asha Verma", "Ran PostgreSQL for a payments team", "Kubernetes on call"]) },
        title: "Backend Developer",
        job_industry: "Information Technology",
        experience: "3",
        question_preference: "Medium",
        values: "teamwork",
        skills: JSON.stringify(["Node.js", "PostgreSQL"]),
      },
    }),
    201,
  );
  const mockId = created.mock_id;
  type MockData = { Status: string; questions: { question: string }[]; evaluation_results: { qnum: number; answered: boolean; video: string | null }[] };
  await waitForMock(api, mockId, "Question Generated", { origin: b.url });
  expect(worker.output()).toMatch(/task mocks\.generate \S+ done/);
  for (const server of [a, b]) expect(server.output()).not.toMatch(/task mocks\.generate/);
  expect(await json(await api.get(`${b.url}/api/mock/credits`))).toEqual({ credits: bought.availableCoins - 1 });

  // Answers uploaded to B, the interview ended on A, the review read on B: each answer under its question.
  const answers = [recordedWebm(), recordedMp4()];
  for (const [i, video] of answers.entries()) {
    const file = i === 0 ? { name: "answer.webm", mimeType: "video/webm", buffer: video } : { name: "answer.mp4", mimeType: "video/mp4", buffer: video };
    await json(await api.post(`${b.url}/api/mock/add-mock-video`, { multipart: { mock_id: mockId, qnum: String(i + 1), answer: file } }));
  }
  await json(await api.post(`${a.url}/api/mock/end-interview`, { data: { id: mockId } }));
  const review = await waitForMock<MockData>(api, mockId, "Process Completed", { origin: b.url, timeout: 180_000 });
  expect(review.evaluation_results.map((r) => r.answered)).toEqual(review.questions.map((_, i) => i < 2));
  for (const [i, video] of answers.entries()) {
    const link = review.evaluation_results[i]!.video!;
    const served = await api.get(`${b.url}${link}`);
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), video), `answer ${i + 1} is the video sent for it`).toBe(0);
  }

  // A recorded interview's answer clock started on A is enforced on B.
  await json(
    await api.post(`${b.url}/api/users/resume`, {
      multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: makePdf(["Asha Verma", "Backend"]) } },
    }),
  );
  const search = await json<{ jobs: { Job_Id: string; Job_Status: string; Company_Details: { Company_Name: string } }[] }>(
    await api.get(`${a.url}/api/jobs/search?q=brightloom`),
  );
  const job = search.jobs.find((j) => j.Job_Status === "Open" && j.Company_Details.Company_Name === "Brightloom Technologies");
  expect(job, "an open Brightloom job").toBeTruthy();
  const applied = await api.post(`${a.url}/api/jobs/apply`, { data: { jobId: job!.Job_Id } });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  const partner = { authorization: `Bearer ${DEMO_PARTNER_API_KEY}` };
  const applications = await json<{ data: { id: string; candidate: { email: string } }[] }>(
    await api.get(`${b.url}/api/partner/v1/jobs/${job!.Job_Id}/applications?limit=100`, { headers: partner }),
  );
  const application = applications.data.find((x) => x.candidate.email === email)!;
  const { interviewId } = await json<{ interviewId: string }>(
    await api.post(`${a.url}/api/partner/v1/applications/${application.id}/interview`, {
      headers: partner,
      data: { questions: ["Tell me about a migration you ran.", "How do you roll back a release?"], expiresInDays: 7, extraTimePercent: 0 },
    }),
    201,
  );
  const opened = await json<{ consent: { version: string }; timeLimitSeconds: number }>(
    await api.post(`${a.url}/api/interviews/open`, { data: { id: interviewId } }),
  );
  await json(await api.post(`${a.url}/api/interviews/consent`, { data: { id: interviewId, version: opened.consent.version, agree: true } }));
  type Question = { quest: string; ques_no: number; timeLimitSeconds: number; secondsLeft: number };
  const askedAt = Date.now();
  const onA = await json<Question>(await api.post(`${a.url}/api/users/question`, { data: { id: interviewId, ques_no: 1 } }));
  expect(onA).toMatchObject({ quest: "Tell me about a migration you ran.", ques_no: 1, timeLimitSeconds: opened.timeLimitSeconds });
  expect(onA.secondsLeft).toBeGreaterThanOrEqual(opened.timeLimitSeconds - 1);
  // Time passes on the question, as the database knows it (its start moved back): B counts from A's start.
  const moveStartBack = (seconds: number) =>
    withDatabase((client) =>
      client.query(`update interview_questions set "askedAt" = "askedAt" - make_interval(secs => $2) where "interviewId" = $1 and position = 1`, [
        interviewId,
        seconds,
      ]),
    );
  await moveStartBack(30);
  const onB = await json<Question>(await api.post(`${b.url}/api/users/question`, { data: { id: interviewId, ques_no: 1 } }));
  expect(onB.quest).toBe(onA.quest);
  expect(onB.secondsLeft, "B counts from when A first showed the question").toBeLessThanOrEqual(onA.secondsLeft - 30);
  // No more gone than the 30 seconds moved back and the real seconds between the two reads (a busy machine takes a few).
  const between = Math.ceil((Date.now() - askedAt) / 1000);
  expect(onB.secondsLeft).toBeGreaterThanOrEqual(onA.secondsLeft - 30 - between - 1);
  // The candidate stays past the limit (the start moved back by the limit): B says the time is up and moves on.
  await moveStartBack(opened.timeLimitSeconds);
  expect(await json<Question>(await api.post(`${b.url}/api/users/question`, { data: { id: interviewId, ques_no: 1 } }))).toMatchObject({
    ques_no: 1,
    secondsLeft: 0,
  });
  expect(await json(await api.post(`${b.url}/api/interviews/open`, { data: { id: interviewId } }))).toMatchObject({ resumeAt: 2 });

  // A sign-in limit reached through A refuses on B, even the right password.
  const tries = await playwright.request.newContext();
  for (let i = 0; i < RATE_LIMITS.loginPerEmail.limit; i++) {
    expect((await tries.post(`${a.url}/api/auth/login`, { data: { email, password: `Wrong@${i}pass` }, timeout: 60_000 })).status()).toBe(401);
  }
  expect((await tries.post(`${b.url}/api/auth/login`, { data: { email, password: "Wrong@againpass" } })).status()).toBe(429);
  expect((await tries.post(`${b.url}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(429);
  await tries.dispose();
  await api.dispose();
});
