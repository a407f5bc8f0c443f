// Mock interviews against a real PostgreSQL: creating spends exactly one credit, generation is
// idempotent, a failed generation refunds once, and nobody reads another candidate's mock.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { GET as listMocksRoute } from "@/app/api/mock/mocks/route";
import { POST as createRoute } from "@/app/api/mock/create/route";
import { looksLikeMp3 } from "@/lib/ai";
import { MOCK_QUESTION_COUNT } from "./mock-rules";
import { getCreditBalance, grantCredits } from "@/lib/credits";
import { resetEnvForTests } from "@/lib/env";
import { stopQueue } from "@/lib/queue";
import { taskHandlers } from "@/lib/task-handlers";
import { storage } from "@/lib/storage";
import { createCandidate } from "@/test/factories";
import { startFakeOpenAI } from "@/test/fake-openai";
import { makePdf } from "@/test/pdf-fixture";
import { mockPlan, seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { generateMock, weakSpotVariant } from "./generate-mock";
import { createReadyMock } from "@/test/mock-interview";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
let planId = "";

beforeAll(async () => {
  await seedPlans(t.db());
  planId = (await mockPlan(t.db(), "SILVER")).id;
});

afterAll(async () => {
  await stopQueue();
});

async function candidateWithCredits(credits: number, overrides: Parameters<typeof createCandidate>[0] = {}) {
  const candidate = await createCandidate(overrides);
  if (credits > 0) {
    await grantCredits({ candidateId: candidate.id, planId, credits, validityDays: 182, reason: "PURCHASE", idempotencyKey: randomUUID() });
  }
  return candidate;
}

function form(overrides: Record<string, string | null> = {}, resume: Buffer | null = makePdf(["Jane Doe", "Kubernetes and Kafka at Acme"])) {
  const data = new FormData();
  if (resume) data.append("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "cv.pdf");
  const fields: Record<string, string | null> = {
    title: "Backend Developer",
    job_industry: "Information Technology",
    experience: "3",
    question_preference: "Medium",
    values: "teamwork",
    skills: JSON.stringify(["Node.js", "PostgreSQL"]),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  return new Request("http://localhost/api/mock/create", { method: "POST", body: data });
}

async function create(candidateId: string, request = form()) {
  signInAs(candidateId);
  const res = await createRoute(request);
  return { status: res.status, body: (await res.json()) as { mock_id?: string; error?: string } };
}

const noAbort = { signal: new AbortController().signal };

describe("creating a mock interview", () => {
  it("spends exactly one credit and starts the mock as generating, with the CV's words kept", async () => {
    const { id } = await candidateWithCredits(3);
    const { status, body } = await create(id);
    expect(status).toBe(201);
    expect(await getCreditBalance({ candidateId: id })).toBe(2);
    const mock = await t.db().mock.findUniqueOrThrow({ where: { id: body.mock_id! } });
    expect(mock).toMatchObject({ candidateId: id, status: "GENERATING", difficulty: "MEDIUM", experience: 3, value: "teamwork" });
    expect(mock.resumeText).toContain("Kubernetes");
    const spends = await t.db().creditLedgerEntry.findMany({ where: { candidateId: id, reason: "MOCK_CREATE" } });
    expect(spends).toHaveLength(1);
    expect(spends[0]?.mockId).toBe(mock.id);
  });

  it("20 concurrent creates on a balance of 3 make exactly 3 mocks", async () => {
    const { id } = await candidateWithCredits(3);
    signInAs(id);
    const results = await Promise.all(Array.from({ length: 20 }, () => createRoute(form())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = await Promise.all(results.filter((r) => r.status !== 201).map((r) => r.json() as Promise<{ error: string }>));
    expect(new Set(refused.map((r) => r.error))).toEqual(new Set(["No active plan found. visit plans page to buy"]));
    expect(await t.db().mock.count({ where: { candidateId: id } })).toBe(3);
    expect(await getCreditBalance({ candidateId: id })).toBe(0);
  }, 120_000);

  it("refuses without an active plan, in the spec's words, and keeps nothing", async () => {
    const { id } = await candidateWithCredits(0);
    const { status, body } = await create(id);
    expect(status).toBe(403);
    expect(body.error).toBe("No active plan found. visit plans page to buy");
    expect(await t.db().mock.count({ where: { candidateId: id } })).toBe(0);
  });

  it("checks the form in the spec's order and spends nothing on a bad form", async () => {
    const { id } = await candidateWithCredits(2);
    expect((await create(id, form({}, null))).body.error).toBe("Resume is required");
    expect((await create(id, form({ title: "  ", values: "" }))).body.error).toBe("Title is required");
    expect((await create(id, form({ values: "" }))).body.error).toBe("Value is required");
    expect((await create(id, form({ skills: "[]" }))).body.error).toBe("At least one skill is required");
    expect((await create(id, form({ skills: JSON.stringify(["Node.js", "nodejs"]) }))).body.error).toBe("Each skill may be added once");
    expect((await create(id, form({ experience: "-1" }))).body.error).toBe("Experience must be a positive number");
    expect(await getCreditBalance({ candidateId: id })).toBe(2);
  });

  it("keeps the mock's language, English unless chosen, and shows it in get-mock-data and the list", async () => {
    const { id } = await candidateWithCredits(3);
    const hindi = await create(id, form({ language: "hi" }));
    const hinglish = await create(id, form({ language: "hinglish" }));
    const english = await create(id, form());
    expect([hindi.status, hinglish.status, english.status]).toEqual([201, 201, 201]);
    signInAs(id);
    const data = async (mockId: string) =>
      (await (await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`))).json()) as { language: string };
    expect((await data(hindi.body.mock_id!)).language).toBe("hi");
    expect((await data(hinglish.body.mock_id!)).language).toBe("hinglish");
    expect((await data(english.body.mock_id!)).language).toBe("en");
    const list = (await (await listMocksRoute(new Request(`http://localhost/api/mock/mocks?Candidate_Id=${id}`))).json()) as { data: { language: string }[] };
    expect(list.data.map((m) => m.language)).toEqual(["en", "hinglish", "hi"]);
  });

  it("refuses a language it does not offer with a clear message, and spends nothing", async () => {
    const { id } = await candidateWithCredits(1);
    for (const language of ["Hindi", "ta", "HI", "en-IN"]) {
      const { status, body } = await create(id, form({ language }));
      expect(status, language).toBe(400);
      expect(body.error).toBe("language must be en (English), hi (Hindi) or hinglish (Hindi and English in Latin letters)");
    }
    expect(await getCreditBalance({ candidateId: id })).toBe(1);
    expect(await t.db().mock.count({ where: { candidateId: id } })).toBe(0);
  });

  it("uses the profile CV when no resume is sent", async () => {
    const { id } = await candidateWithCredits(1);
    const key = `candidates/${id}/cv-profile.pdf`;
    await storage().put(key, makePdf(["Profile CV with Terraform"]), { contentType: "application/pdf" });
    await t.db().candidate.update({ where: { id }, data: { resumeKey: key, resumeName: "cv.pdf", resumeText: "Profile CV with Terraform" } });
    const { status, body } = await create(id, form({}, null));
    expect(status).toBe(201);
    const mock = await t.db().mock.findUniqueOrThrow({ where: { id: body.mock_id! } });
    expect(mock.resumeKey).toBe(key);
    expect(mock.resumeText).toContain("Terraform");
  });
});

describe("weak spots in the next mock", () => {
  it("asks the weakest question of a reviewed mock again, in a new variant, and says so on the new mock's card", async () => {
    const { id } = await candidateWithCredits(1);
    const reviewed = await createReadyMock(id, { questions: 2 });
    const questions = await t.db().mockQuestion.findMany({ where: { mockId: reviewed.id }, orderBy: { position: "asc" } });
    for (const [i, q] of questions.entries()) {
      await t.db().mockAnswer.create({
        data: {
          mockId: reviewed.id,
          questionId: q.id,
          videoKey: "seed/none",
          contentType: "video/webm",
          sizeBytes: 0,
          score: i === 0 ? 8 : 3,
          reason: "r",
          evaluatedAt: new Date(),
        },
      });
    }
    await t.db().mockQuestion.update({ where: { id: questions[1]!.id }, data: { text: "How do you check that an Excel model is right?" } });
    await t.db().mock.update({ where: { id: reviewed.id }, data: { status: "PROCESS_COMPLETED" } });

    const { body } = await create(id);
    await generateMock(body.mock_id!, noAbort);
    const asked = await t.db().mockQuestion.findMany({ where: { mockId: body.mock_id! }, orderBy: { position: "asc" } });
    expect(asked).toHaveLength(MOCK_QUESTION_COUNT);
    expect(asked.at(-1)!.text).toBe(weakSpotVariant("How do you check that an Excel model is right?"));
    expect(asked.slice(0, -1).some((q) => q.text.includes("Excel model is right"))).toBe(false);
    const list = (await (await listMocksRoute(new Request("http://localhost/api/mock/mocks"))).json()) as {
      data: { mock_id: string; practice_of: string | null }[];
    };
    expect(list.data.find((m) => m.mock_id === body.mock_id)?.practice_of).toBe("How do you check that an Excel model is right?");
    expect(list.data.find((m) => m.mock_id === reviewed.id)?.practice_of).toBeNull();
  });
});

describe("generating a mock's questions", () => {
  it("writes each question once and speaks each one, even when a run is cut off half-way and run again", async () => {
    const { id } = await candidateWithCredits(1);
    const { body } = await create(id);
    const mockId = body.mock_id!;
    const cut = new AbortController();
    cut.abort(new Error("worker stopped"));
    await expect(generateMock(mockId, { signal: cut.signal })).rejects.toThrow("worker stopped");
    expect(await t.db().mockQuestion.count({ where: { mockId } })).toBe(MOCK_QUESTION_COUNT);
    expect(await t.db().mockQuestion.count({ where: { mockId, audioKey: { not: null } } })).toBe(0);

    await Promise.all([generateMock(mockId, noAbort), generateMock(mockId, noAbort)]);
    const questions = await t.db().mockQuestion.findMany({ where: { mockId }, orderBy: { position: "asc" } });
    expect(questions.map((q) => q.position)).toEqual(Array.from({ length: MOCK_QUESTION_COUNT }, (_, i) => i + 1));
    expect(new Set(questions.map((q) => q.text)).size).toBe(MOCK_QUESTION_COUNT);
    expect(questions.every((q) => q.audioKey)).toBe(true);
    await generateMock(mockId, noAbort);
    expect(await t.db().mockQuestion.count({ where: { mockId } })).toBe(MOCK_QUESTION_COUNT);
    expect(await t.db().notification.count({ where: { candidateId: id, kind: "mock_ready" } })).toBe(1);

    signInAs(id);
    const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
    const data = (await res.json()) as { Status: string; questions: { question: string; audio: string }[]; progress: { audioMade: number } };
    expect(data.Status).toBe("Question Generated");
    expect(data.questions).toHaveLength(MOCK_QUESTION_COUNT);
    expect(data.progress.audioMade).toBe(MOCK_QUESTION_COUNT);
    expect(data.questions[0]?.audio).toMatch(/^http/);
    const stored = await storage().get(questions[0]!.audioKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(looksLikeMp3(Buffer.concat(chunks))).toBe(true);
  }, 60_000);

  it("writes a Hindi mock's questions in Devanagari with their Latin reading, and a Hinglish mock's in Latin letters", async () => {
    const { id } = await candidateWithCredits(3);
    const english = (await create(id, form({ language: "en" }))).body.mock_id!;
    const hindi = (await create(id, form({ language: "hi" }))).body.mock_id!;
    const hinglish = (await create(id, form({ language: "hinglish" }))).body.mock_id!;
    for (const mockId of [english, hindi, hinglish]) await generateMock(mockId, noAbort);
    type Data = { language: string; questions: { question: string; reading: string | null; audio: string | null }[] };
    const data = async (mockId: string) =>
      (await (await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`))).json()) as Data;
    signInAs(id);
    const [en, hi, hl] = [await data(english), await data(hindi), await data(hinglish)];
    const devanagari = /\p{Script=Devanagari}/u;
    expect(hi.questions).toHaveLength(MOCK_QUESTION_COUNT);
    expect(hi.questions.every((q) => devanagari.test(q.question) && q.reading !== null && !devanagari.test(q.reading) && q.audio)).toBe(true);
    // The same questions, question by question: the Hindi's reading is the Hinglish mock's question.
    expect(hi.questions.map((q) => q.reading)).toEqual(hl.questions.map((q) => q.question));
    expect(hl.questions.every((q) => !devanagari.test(q.question) && q.reading === null)).toBe(true);
    expect(en.questions.every((q) => !devanagari.test(q.question) && q.reading === null)).toBe(true);
    expect(hi.questions.map((q) => q.question).join(" ")).toContain("PostgreSQL");
    expect(hl.questions[0]!.question).not.toBe(en.questions[0]!.question);
  }, 60_000);

  it("a generation that fails for good marks the mock failed with the reason and refunds the credit once", async () => {
    const fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
    resetEnvForTests();
    try {
      const { id } = await candidateWithCredits(1);
      const { body } = await create(id);
      const mockId = body.mock_id!;
      expect(await getCreditBalance({ candidateId: id })).toBe(0);
      fake.failNext("chat", 10, 500);
      const context = { id: "task", retryCount: 0, isLastAttempt: false, signal: noAbort.signal };
      await expect(taskHandlers["mocks.generate"]({ mockId }, context)).rejects.toThrow(/chat provider failed/);
      expect(await getCreditBalance({ candidateId: id })).toBe(0);
      await taskHandlers["mocks.generate"]({ mockId }, { ...context, retryCount: 3, isLastAttempt: true });
      await taskHandlers["mocks.generate"]({ mockId }, { ...context, retryCount: 3, isLastAttempt: true });
      const mock = await t.db().mock.findUniqueOrThrow({ where: { id: mockId } });
      expect(mock.status).toBe("FAILED");
      expect(mock.failureReason).toMatch(/Question generation failed: chat provider failed: HTTP 500/);
      expect(await getCreditBalance({ candidateId: id })).toBe(1);
      expect(await t.db().creditLedgerEntry.count({ where: { candidateId: id, mockId, reason: "MOCK_REFUND" } })).toBe(1);

      signInAs(id);
      const list = (await (await listMocksRoute(new Request("http://localhost/api/mock/mocks"))).json()) as { data: { Status: string }[] };
      expect(list.data[0]?.Status).toBe("failed");
    } finally {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_MAX_RETRIES;
      resetEnvForTests();
      await fake.close();
    }
  }, 60_000);

  it("with the openai provider, asks the chat model and the speech endpoint (a local OpenAI-compatible server)", async () => {
    const fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    resetEnvForTests();
    try {
      const { id } = await candidateWithCredits(1);
      const { body } = await create(id);
      await generateMock(body.mock_id!, noAbort);
      const mock = await t.db().mock.findUniqueOrThrow({ where: { id: body.mock_id! }, include: { questions: true } });
      expect(mock.status).toBe("QUESTION_GENERATED");
      expect(mock.engine).toBe("gpt-4o-mini");
      expect(mock.questions.every((q) => q.text.startsWith("Fake question"))).toBe(true);
      expect(fake.requests.filter((r) => r.route === "speech")).toHaveLength(MOCK_QUESTION_COUNT);
    } finally {
      delete process.env.OPENAI_BASE_URL;
      resetEnvForTests();
      await fake.close();
    }
  }, 60_000);
});

describe("reading mocks", () => {
  it("another candidate's mock is a 404 and never appears in one's list", async () => {
    const owner = await candidateWithCredits(1);
    const { body } = await create(owner.id);
    const other = await candidateWithCredits(0);
    signInAs(other.id);
    const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${body.mock_id}`));
    expect(res.status).toBe(404);
    const list = (await (await listMocksRoute(new Request(`http://localhost/api/mock/mocks?Candidate_Id=${other.id}`))).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
    const peek = await listMocksRoute(new Request(`http://localhost/api/mock/mocks?Candidate_Id=${owner.id}`));
    expect(peek.status).toBe(404);
  });

  it("lists one's own mocks newest first with the spec's fields and live progress", async () => {
    const { id } = await candidateWithCredits(2);
    await create(id, form({ title: "First" }));
    await create(id, form({ title: "Second", question_preference: "Hard" }));
    signInAs(id);
    const res = await listMocksRoute(new Request(`http://localhost/api/mock/mocks?Candidate_Id=${id}`));
    const { data } = (await res.json()) as { data: Record<string, unknown>[] };
    expect(data.map((m) => m.Title)).toEqual(["Second", "First"]);
    expect(data[0]).toMatchObject({ Question_Preference: "Hard", Status: "Generating", Skills: ["Node.js", "PostgreSQL"], Experience: 3 });
    expect(typeof data[0]?.Created_At).toBe("number");
    expect(data[0]?.progress).toEqual({ total: MOCK_QUESTION_COUNT, questionsWritten: 0, audioMade: 0 });
  });
});
