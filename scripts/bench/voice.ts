// The question audio alone of a six-question mock, spoken by the offline voice (eSpeak NG) in English,
// Hindi and Hinglish (the Hindi voice, from the Devanagari form), as `mocks.generate` speaks them (all six asked at
// once; the one voice instance takes them in turn): the six questions the bank writes for one form. A warm-up mock first
// (the voice's WebAssembly and the Hindi dictionary load once per process), then 20 timed. No database
// and no server: `npm run bench -- voice` runs in about a minute, for a quiet machine to measure.
import { sample } from "./support";
import type { BenchSection } from "./support";

const MOCKS = 20;

export const voiceSection: BenchSection = {
  name: "voice",
  standalone: true,
  async run() {
    const { generateQuestions, synthesizeSpeech } = await import("../../lib/ai");
    console.log(`question audio of a six-question mock (offline voice), ${MOCKS} mocks one after another:`);
    const series: [string, "en" | "hi" | "hinglish"][] = [
      ["English (eSpeak NG en-us)", "en"],
      ["Hindi (eSpeak NG hi)", "hi"],
      ["Hinglish (eSpeak NG hi, Devanagari form)", "hinglish"],
    ];
    for (const [label, language] of series) {
      const { questions } = await generateQuestions({
        title: "Backend Developer",
        industry: "Information Technology",
        experience: 4,
        difficulty: "MEDIUM",
        skills: ["Node.js", "PostgreSQL", "Kafka"],
        value: "accountability",
        resumeText: "Backend developer. Node.js, PostgreSQL, Kafka and Kubernetes at a payments company.",
        language,
        count: 6,
      });
      const mock = () => Promise.all(questions.map((text) => synthesizeSpeech({ text, language })));
      await mock(); // warm-up
      await sample(label, MOCKS, mock);
    }
  },
};
