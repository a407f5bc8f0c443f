// The rubric an AI model judges an answer by: the same rules our offline judge follows (relevance by
// meaning, not by echo; fillers are delivery, not content; off-topic only with quotes that show it),
// and what a strong answer to this very question covers (lib/ai/offline/answer-guide.ts).
import { answerGuide } from "@/lib/ai/offline/answer-guide";
import { OFF_TOPIC_CAP, SALAD_CAP } from "./rule-based";
import type { MockContext } from "./types";

export const RUBRIC_HEADING = "Rubric for this answer:";

export function rubricFor(question: string, context: MockContext): string {
  const guide = answerGuide(question, context);
  return [
    RUBRIC_HEADING,
    "What a strong answer to this question covers:",
    ...guide.points.map((p, i) => `  ${i + 1}. ${p}`),
    "Score 0 to 10 by: whether it answers what was asked, judged by meaning and the field's own words (repeating the question's words earns nothing by itself); a real example with what the candidate did and what it changed; specifics (figures, names, tools); enough detail.",
    'Fillers and hedges ("um", "you know", "I think") are how the answer was spoken, not what it says: do not lower the score for them.',
    `An answer about something else scores at most ${OFF_TOPIC_CAP}; say what it is about and quote the sentences that show it.`,
    `Words strung together without sentences score at most ${SALAD_CAP}.`,
    ...(context.language === "hi" || context.language === "hinglish"
      ? [
          `This mock is in ${context.language === "hi" ? "Hindi" : "Hinglish"}: the answer may be in Hindi (Devanagari or Latin letters), English or both mixed. Judge its content the same way in any of them; do not judge its Hindi or English grammar, accent or fluency. Quote the candidate's words exactly as written.`,
          context.language === "hi"
            ? "Write the reason, what is missing, the improvement and the model answer in Hindi, in Devanagari, as you would say them to the candidate (aap), with the work words Indian offices say in English written as they are said."
            : "Write the reason, what is missing, the improvement and the model answer in Hinglish: Hindi and English mixed, in Latin letters only, as you would say them to the candidate (aap).",
        ]
      : []),
  ].join("\n");
}
