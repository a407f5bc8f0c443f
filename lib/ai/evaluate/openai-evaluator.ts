// The provider's content evaluation: one structured chat call per answer, then one for the summary.
// Every quote the model offers is checked against the transcript; a quote that is not there is
// dropped, so the review only ever highlights words the candidate really said.
import type OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { MAX_SCORE } from "@/lib/ai/review-rules";
import { rubricFor } from "./rubric";
import { findQuote } from "./text";
import type { MockContext } from "./types";

export const ZAnswerFeedback = z.object({
  score: z.number().describe("0 to 10; 10 is an excellent answer for this role and level"),
  reason: z.string().describe("Why this score, in two or three sentences addressed to the candidate"),
  evidence: z.array(z.string()).describe("Exact quotes, copied word for word from the transcript, that the reason rests on"),
  missing: z.string().describe("What a strong answer would have had that this one lacked; empty if nothing"),
  improvement: z.string().describe("One or two concrete things to do differently next time"),
  model_answer: z.string().describe("A short strong answer in the first person, 120 words at most"),
  guide_points_missing: z
    .array(z.number().int())
    .describe("The numbers of the rubric's points of what a strong answer covers that this answer leaves out; empty if it covers them all"),
});

export const ZSummary = z.object({ summary: z.string() });

const SPOKEN = {
  noun: "spoken answer",
  words: "The transcript comes from speech-to-text and may contain recognition errors: do not mark the candidate down for spelling.",
  heading: "Transcript of the candidate's answer:",
};
const TYPED = {
  noun: "typed answer",
  words: "The candidate typed this answer instead of speaking it: judge its content only, and say nothing about how it was spoken, as it was not.",
  heading: "The candidate's typed answer (its transcript, exactly as typed):",
};

export type ChatSettings = { client: OpenAI; model: string; signal?: AbortSignal };

const LEVEL = { EASY: "entry level", MEDIUM: "mid level", HARD: "senior level" } as const;

function roleLine(context: MockContext): string {
  return `Role: ${context.title} (${context.industry}), ${context.experience} years of experience, ${LEVEL[context.difficulty]}. Skills: ${context.skills.join(", ") || "none given"}.`;
}

export async function evaluateAnswerWithOpenAI(
  settings: ChatSettings,
  options: { question: string; transcript: string; context: MockContext; typed?: boolean },
) {
  const given = options.typed ? TYPED : SPOKEN;
  const completion = await settings.client.chat.completions.parse(
    {
      model: settings.model,
      temperature: 0.2,
      response_format: zodResponseFormat(ZAnswerFeedback, "answer_feedback"),
      messages: [
        {
          role: "system",
          content:
            `You are an experienced interviewer giving a candidate honest, specific feedback on one ${given.noun} in a practice interview. ` +
            "Judge relevance, structure (situation, action, result), specifics, and fit for the role. " +
            "Evidence must be exact quotes from the transcript, copied character for character; never paraphrase in evidence. " +
            given.words,
        },
        {
          role: "user",
          content: `${roleLine(options.context)}\n\nQuestion: ${options.question}\n\n${rubricFor(options.question, options.context)}\n\n${given.heading}\n"""\n${options.transcript}\n"""`,
        },
      ],
    },
    { signal: settings.signal },
  );
  const parsed = completion.choices[0]?.message.parsed;
  if (!parsed) throw new Error(completion.choices[0]?.message.refusal ?? "The AI model gave no evaluation");
  const score = Math.round(Math.min(MAX_SCORE, Math.max(0, parsed.score)) * 10) / 10;
  return {
    score,
    reason: parsed.reason.trim(),
    evidence: verifyEvidence(options.transcript, parsed.evidence),
    missing: parsed.missing.trim() || null,
    improvement: parsed.improvement.trim() || null,
    modelAnswer: parsed.model_answer.trim() || null,
    guidePointsMissing: parsed.guide_points_missing,
  };
}

/** Keeps the quotes that really are in the transcript, as the transcript spells them. */
export function verifyEvidence(transcript: string, quotes: string[]): string[] {
  const kept: string[] = [];
  for (const quote of quotes) {
    const found = findQuote(transcript, quote);
    if (found && !kept.includes(found)) kept.push(found);
  }
  return kept;
}

export async function summariseWithOpenAI(
  settings: ChatSettings,
  options: { context: MockContext; answers: { question: string; score: number | null; reason: string }[] },
): Promise<string> {
  const lines = options.answers.map((a, i) => `Q${i + 1}: ${a.question}\nScore: ${a.score ?? "not scored"}\nFeedback: ${a.reason}`);
  const completion = await settings.client.chat.completions.parse(
    {
      model: settings.model,
      temperature: 0.3,
      response_format: zodResponseFormat(ZSummary, "interview_summary"),
      messages: [
        {
          role: "system",
          content:
            "Summarise a practice interview for the candidate in 3 to 5 sentences: overall impression, the strongest point, and the one thing to work on first. Only use what the feedback below says.",
        },
        { role: "user", content: `${roleLine(options.context)}\n\n${lines.join("\n\n")}` },
      ],
    },
    { signal: settings.signal },
  );
  const parsed = completion.choices[0]?.message.parsed;
  if (!parsed?.summary.trim()) throw new Error("The AI model gave no summary");
  return parsed.summary.trim();
}
