// A mock's questions are spoken by the voice of its language: Hindi and Hinglish by the offline Hindi
// voice, from Devanagari; English by the English voice. The offline voice is watched (it still
// speaks: the wrapper only notes what each voice was handed).
import { afterAll, describe, expect, it, vi } from "vitest";
import type { VoicePart } from "@/lib/ai/offline/hindi-voice";
import { stopQueue } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";

const spoken: { text: string; parts: VoicePart[]; voices: string[] }[] = [];
vi.mock("@/lib/ai/offline/espeak", async (original) => {
  const real = await original<typeof import("@/lib/ai/offline/espeak")>();
  return {
    ...real,
    speakOffline: async (...args: Parameters<typeof real.speakOffline>) => {
      const result = await real.speakOffline(...args);
      spoken.push({ text: args[0], parts: result.parts, voices: result.voices });
      return result;
    },
  };
});

const { generateMock } = await import("./generate-mock");
const { receiveMockAnswer } = await import("./answers/receive-mock-answer");
const { nextQuestion } = await import("./follow-ups/next-question");
const { storage } = await import("@/lib/storage");
const { numberQuestions } = await import("./number-questions");
const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});

async function generated(language: string) {
  const candidate = await createCandidate();
  const mock = await t.db().mock.create({
    data: {
      candidateId: candidate.id,
      title: "Data Analyst",
      industry: "Finance",
      experience: 3,
      skills: ["Snowflake", "Excel"],
      difficulty: "MEDIUM",
      value: "accountability",
      resumeKey: "test/none",
      status: "GENERATING",
      questionCount: 3,
      language,
    },
    select: { id: true },
  });
  await generateMock(mock.id, { signal: new AbortController().signal });
  const questions = await t.db().mockQuestion.findMany({ where: { mockId: mock.id }, orderBy: { position: "asc" }, select: { text: true, audioKey: true } });
  expect(questions).toHaveLength(3);
  return questions.map((q) => {
    expect(q.audioKey).not.toBeNull();
    return { question: q.text, said: spoken.find((s) => s.text === q.text)! };
  });
}

describe("a mock's questions in its language's voice", () => {
  it("speaks a Hinglish mock's questions by the hi voice from their Devanagari form", async () => {
    for (const { question, said } of await generated("hinglish")) {
      expect(question).not.toMatch(/\p{Script=Devanagari}/u);
      expect(said.voices).toContain("hi");
      // Only the skill our word list lacks is left to the English voice.
      expect(said.parts.filter((p) => p.voice === "en-us").map((p) => p.text)).toEqual(question.includes("Snowflake") ? ["Snowflake"] : []);
      for (const part of said.parts.filter((p) => p.voice === "hi")) {
        expect(part.text).toMatch(/\p{Script=Devanagari}/u);
        expect(part.text).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("speaks an English mock's questions by en-us, as written", async () => {
    for (const { question, said } of await generated("en")) expect(said.parts).toEqual([{ voice: "en-us", text: question }]);
  });

  it("speaks a Hinglish mock's follow-up by the hi voice, from the Hindi table", async () => {
    const candidate = await createCandidate();
    const asked = "Kisi naye teammate ko aap Excel kaise samjhayenge, aur aapne khud ise kahan istemaal kiya hai?";
    const mock = await t.db().mock.create({
      data: {
        candidateId: candidate.id,
        title: "Data Analyst",
        industry: "Finance",
        experience: 3,
        skills: ["Excel"],
        difficulty: "MEDIUM",
        value: "accountability",
        resumeKey: "test/none",
        status: "QUESTION_GENERATED",
        followUps: true,
        language: "hinglish",
        questions: { create: numberQuestions([asked, "Aap kab Excel istemaal na karne ka faisla karenge, aur uski jagah kya lenge?"]) },
      },
      select: { id: true },
    });
    const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 1)]);
    const key = `test/answers/${mock.id}.webm`;
    await storage().put(key, video, { contentType: "video/webm" });
    await receiveMockAnswer({
      candidateId: candidate.id,
      fields: {
        mock_id: mock.id,
        qnum: 1,
        duration_ms: 40_000,
        segments: null,
        camera: null,
        browser_transcript: "Humne ek dashboard banaya tha Excel mein, team ke liye, aur sab khush the.",
      },
      stored: { key, size: video.length, type: "webm", contentType: "video/webm", durationMs: null, audioOnly: false, name: "answer.webm" },
    });
    const followUp = await nextQuestion({ candidateId: candidate.id, mockId: mock.id });
    expect(followUp?.follow_up_of).toBe(1);
    expect(followUp?.audio).toBeTruthy();
    const said = spoken.find((s) => s.text === followUp!.question)!;
    expect(followUp!.question).toMatch(/^Aapne kaha/);
    expect(said.parts[0]).toMatchObject({ voice: "hi" });
    expect(said.parts[0]!.text).toMatch(/^आपने कहा/);
    for (const part of said.parts.filter((p) => p.voice === "hi")) expect(part.text).not.toMatch(/[A-Za-z]/);
  });
});
