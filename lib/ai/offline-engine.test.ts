import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { aiEngine, generateQuestions, looksLikeMp3, synthesizeSpeech, transcribe } from "@/lib/ai";

const form = {
  title: "Backend Developer",
  industry: "Information Technology",
  experience: 4,
  difficulty: "MEDIUM" as const,
  skills: ["PostgreSQL", "Node.js"],
  value: "accountability",
  resumeText: "Built billing services with Kubernetes and Kafka. Ran Kubernetes clusters for five teams.",
  count: 6,
};

afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  resetEnvForTests();
});

describe("offline AI engine", () => {
  it("is the default when no provider is configured, and says it cannot transcribe", async () => {
    expect(aiEngine()).toEqual({ provider: "offline", transcription: false, label: "Offline engine" });
    expect(await transcribe({ audio: Buffer.from("x"), filename: "a.webm", contentType: "audio/webm" })).toBeNull();
  });

  it("writes the asked number of distinct questions about the candidate's skills, value and CV", async () => {
    const { questions, engine } = await generateQuestions(form);
    expect(engine).toMatch(/offline/i);
    expect(questions).toHaveLength(6);
    expect(new Set(questions).size).toBe(6);
    const all = questions.join("\n");
    expect(all).toContain("PostgreSQL");
    expect(all).toContain("Node.js");
    expect(all).toContain("Kubernetes");
    expect(questions.every((q) => !/\{\w+\}/.test(q))).toBe(true);
  });

  it("gives the same questions for the same form, so a re-run agrees with the first run", async () => {
    const a = await generateQuestions(form);
    const b = await generateQuestions(form);
    expect(a.questions).toEqual(b.questions);
    const hard = await generateQuestions({ ...form, difficulty: "HARD" });
    expect(hard.questions).not.toEqual(a.questions);
  });

  it("still fills every place with a long count, no CV and no known industry", async () => {
    const { questions } = await generateQuestions({ ...form, industry: "Hospitality", resumeText: null, skills: ["Cooking"], count: 15 });
    expect(questions).toHaveLength(15);
    expect(new Set(questions).size).toBe(15);
    expect(questions.join(" ")).toContain("Hospitality");
  });

  it("speaks a question as real MP3 with the offline eSpeak NG voice", async () => {
    const speech = await synthesizeSpeech({ text: "Tell me about a time you led a team." });
    expect(speech.contentType).toBe("audio/mpeg");
    expect(speech.engine).toMatch(/eSpeak NG/);
    expect(looksLikeMp3(speech.audio)).toBe(true);
    expect(speech.audio.length).toBeGreaterThan(4000);
  });
});
