import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { aiEngine, generateQuestions, looksLikeMp3, synthesizeSpeech, transcribe } from "@/lib/ai";
import { englishOf } from "@/lib/ai/offline/question-bank-hindi";
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "@/test/fake-openai";

const form = {
  title: "Data Analyst",
  industry: "Data & Artificial Intelligence",
  experience: 2,
  difficulty: "EASY" as const,
  skills: ["SQL"],
  value: "teamwork",
  resumeText: "Dashboards in Tableau for a retail chain.",
  count: 6,
};

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  process.env.OPENAI_BASE_URL = fake.baseUrl;
  process.env.OPENAI_API_KEY = "sk-test";
  process.env.OPENAI_MAX_RETRIES = "1";
  resetEnvForTests();
});

afterEach(() => {
  fake.onChat(null);
  fake.requests.length = 0;
});

afterAll(async () => {
  for (const key of ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MAX_RETRIES", "OPENAI_MODEL"]) delete process.env[key];
  resetEnvForTests();
  await fake.close();
});

describe("openai provider (against a local OpenAI-compatible server)", () => {
  it("is chosen when a key or base URL is set, with transcription", () => {
    expect(aiEngine()).toMatchObject({ provider: "openai", transcription: true, label: "OpenAI gpt-4o-mini" });
  });

  it("asks the chat model for structured questions with the form and CV, and returns them", async () => {
    const { questions, engine } = await generateQuestions(form);
    expect(engine).toBe("gpt-4o-mini");
    expect(questions).toHaveLength(6);
    const request = fake.requests.find((r) => r.route === "chat")?.body as ChatRequest;
    expect(request.response_format?.type).toBe("json_schema");
    const user = request.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user).toContain("Job title: Data Analyst");
    expect(user).toContain("Tableau");
  });

  it("asks for the questions in the mock's language, and tops a short answer up from the bank in it", async () => {
    const system = () => (fake.requests.filter((r) => r.route === "chat").at(-1)?.body as ChatRequest).messages.find((m) => m.role === "system")?.content ?? "";
    await generateQuestions(form);
    expect(system()).not.toMatch(/Hindi|Hinglish|Devanagari/);
    fake.onChat(() => ({ questions: ["आपने SQL में सबसे पहले क्या सीखा?"] }));
    const hindi = await generateQuestions({ ...form, language: "hi" });
    expect(system()).toContain("Write every question in Hindi, in Devanagari script");
    expect(hindi.questions[0]).toBe("आपने SQL में सबसे पहले क्या सीखा?");
    expect(hindi.questions).toHaveLength(6);
    expect(hindi.questions.every((q) => /\p{Script=Devanagari}/u.test(q))).toBe(true);
    fake.onChat(() => ({ questions: ["SQL mein aapne sabse pehle kya seekha?"] }));
    const hinglish = await generateQuestions({ ...form, language: "hinglish" });
    expect(system()).toContain("Write every question in Hinglish");
    expect(system()).toContain("entirely in Latin letters");
    expect(hinglish.questions.slice(1).every((q) => !/\p{Script=Devanagari}/u.test(q) && englishOf(q) !== q)).toBe(true);
  });

  it("retries a failed chat call with back-off, then succeeds", async () => {
    fake.failNext("chat", 1, 503);
    const { questions } = await generateQuestions(form);
    expect(questions).toHaveLength(6);
    expect(fake.requests.filter((r) => r.route === "chat")).toHaveLength(2);
  });

  it("names the provider in the error when the chat keeps failing", async () => {
    fake.failNext("chat", 5, 500);
    await expect(generateQuestions(form)).rejects.toThrow(/chat provider failed: HTTP 500/);
    fake.failNext("chat", 0);
  });

  it("tops up a short answer from the offline bank and says so", async () => {
    fake.onChat(() => ({ questions: ["Only one question?", "Only one question?"] }));
    const { questions, engine } = await generateQuestions(form);
    expect(questions[0]).toBe("Only one question?");
    expect(new Set(questions).size).toBe(6);
    expect(engine).toMatch(/gpt-4o-mini \+ .*offline/);
  });

  it("speaks through the provider's speech endpoint with the configured voice", async () => {
    const speech = await synthesizeSpeech({ text: "Why data?" });
    expect(speech.engine).toBe("gpt-4o-mini-tts/alloy");
    expect(looksLikeMp3(speech.audio)).toBe(true);
    expect(fake.requests.find((r) => r.route === "speech")?.body).toMatchObject({ input: "Why data?", voice: "alloy" });
  });

  it("falls back to the offline voice when the provider's speech fails", async () => {
    fake.failNext("speech", 5, 500);
    const speech = await synthesizeSpeech({ text: "Why data?" });
    fake.failNext("speech", 0);
    expect(speech.engine).toMatch(/eSpeak NG/);
    expect(looksLikeMp3(speech.audio)).toBe(true);
  });

  it("transcribes with word timestamps through verbose_json", async () => {
    const result = await transcribe({ audio: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), filename: "answer.webm", contentType: "audio/webm" });
    expect(result?.text).toContain("migration");
    expect(result?.words?.[1]).toEqual({ word: "led", start: 0.4, end: 0.75 });
    expect(fake.requests.find((r) => r.route === "transcription")?.body).toMatchObject({
      model: "whisper-1",
      responseFormat: "verbose_json",
      filename: "answer.webm",
    });
  });
});
