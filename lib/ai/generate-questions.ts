// Interview questions for a mock: from the chat model with a structured (zod) answer when a
// provider is configured, otherwise from our offline bank.
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { env } from "@/lib/env";
import type { MockLanguage } from "@/lib/language/languages";
import { chatConfigured } from "./engine";
import { composeQuestions } from "./offline/compose-questions";
import { AiProviderError, openaiClient } from "./openai/client";

export interface GenerateQuestionsInput {
  title: string;
  industry: string;
  experience: number;
  difficulty: "EASY" | "MEDIUM" | "HARD";
  skills: string[];
  value: string;
  resumeText: string | null;
  count: number;
  /** The mock's language: the questions are written in it (English when absent). */
  language?: MockLanguage;
  /** Stops the chat call when the task is told to stop (a worker shutting down). */
  signal?: AbortSignal;
}

export const OFFLINE_QUESTIONS_LABEL = "HireReady question bank (offline)";

/** The CV is context, not the point: a few thousand characters say enough. */
const RESUME_CHARS_FOR_PROMPT = 6000;
const MAX_QUESTION_CHARS = 600;

const QuestionsSchema = z.object({ questions: z.array(z.string()) });

export async function generateQuestions(input: GenerateQuestionsInput): Promise<{ questions: string[]; engine: string }> {
  if (!chatConfigured()) return { questions: composeQuestions(input), engine: OFFLINE_QUESTIONS_LABEL };
  const model = env().OPENAI_MODEL;
  let answer: string[];
  try {
    const completion = await openaiClient("chat").chat.completions.parse(
      {
        model,
        messages: [
          { role: "system", content: systemPrompt(input.count, input.language ?? "en") },
          { role: "user", content: userPrompt(input) },
        ],
        response_format: zodResponseFormat(QuestionsSchema, "mock_interview_questions"),
      },
      { signal: input.signal },
    );
    const parsed = completion.choices[0]?.message.parsed;
    if (!parsed) throw new Error(completion.choices[0]?.message.refusal ?? "the model returned no questions");
    answer = parsed.questions;
  } catch (error) {
    throw new AiProviderError("chat", error);
  }
  const questions = tidy(answer).slice(0, input.count);
  if (questions.length === input.count) return { questions, engine: model };
  // A short answer is topped up from our bank rather than failing the mock; the label says so.
  const extra = composeQuestions({ ...input, count: input.count * 3 }).filter((q) => !questions.includes(q));
  return { questions: [...questions, ...extra].slice(0, input.count), engine: `${model} + ${OFFLINE_QUESTIONS_LABEL}` };
}

function tidy(questions: string[]): string[] {
  const seen = new Set<string>();
  return questions
    .map((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_QUESTION_CHARS))
    .filter((q) => q.length > 0 && !seen.has(q.toLowerCase()) && seen.add(q.toLowerCase()));
}

/** What the model is told about the language of the questions; nothing for English, whose prompt stays as it was. */
export const LANGUAGE_INSTRUCTIONS: Record<Exclude<MockLanguage, "en">, string> = {
  hi:
    "Write every question in Hindi, in Devanagari script, as an Indian interviewer says it: polite (aap), plain spoken Hindi, " +
    "with the words Indian offices say in English (project, team, deadline, client, database, API) written in Devanagari as they are said; " +
    "keep the job title, skills, tools and words from the CV exactly as given.",
  hinglish:
    "Write every question in Hinglish: Hindi and English mixed as Indian offices speak, entirely in Latin letters (no Devanagari), " +
    "polite (aap), with the technical and work words in English; keep the job title, skills, tools and words from the CV exactly as given.",
};

function systemPrompt(count: number, language: MockLanguage): string {
  return [
    "You are an experienced interviewer preparing a spoken mock job interview.",
    `Write exactly ${count} interview questions, one per list item, each a single spoken question of at most 40 words.`,
    "Start with a warm opener about the candidate's background; cover each listed skill; include one behavioural question about the stated value;",
    "ask about something specific in the CV when one is given; match the difficulty and the years of experience.",
    "No numbering, no answers, no preamble.",
    ...(language === "en" ? [] : [LANGUAGE_INSTRUCTIONS[language]]),
  ].join(" ");
}

function userPrompt(input: GenerateQuestionsInput): string {
  const lines = [
    `Job title: ${input.title}`,
    `Industry: ${input.industry}`,
    `Years of experience: ${input.experience}`,
    `Difficulty: ${input.difficulty.toLowerCase()}`,
    `Skills: ${input.skills.join(", ")}`,
    `Value: ${input.value}`,
  ];
  if (input.resumeText) lines.push("", "CV text:", input.resumeText.slice(0, RESUME_CHARS_FOR_PROMPT));
  return lines.join("\n");
}
