// `npm run judge:eval`: our graded answers (test/fixtures/graded-answers.ts, and the Hindi and Hinglish
// set in graded-answers-hindi.ts) judged by the AI model configured with OPENAI_API_KEY /
// OPENAI_BASE_URL, with how often it agrees with the graded kinds, per set.
// Without a configured server it says so and exits 0. Figures, not pass/fail.
import nextEnv from "@next/env";
import { chatConfigured } from "../lib/ai/engine";
import { evaluateAnswer } from "../lib/ai/evaluate";
import { openaiClient } from "../lib/ai/openai/client";
import { env } from "../lib/env";
import { agreement, BINS, confusion, GRADED_ANSWERS, GRADED_KINDS, HINDI_GRADED_ANSWERS, judgeGraded } from "../test/graded-run";
import type { GradedItem } from "../test/fixtures/graded-answers";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => undefined, error: console.error });

if (!chatConfigured()) {
  console.log("No OpenAI-compatible server is configured (set OPENAI_API_KEY, and OPENAI_BASE_URL for a server other than OpenAI's): nothing to judge.");
  process.exit(0);
}

const model = env().OPENAI_MODEL;
const provider = { client: openaiClient("chat"), model };
const sets: { name: string; items: readonly GradedItem[] }[] = [
  { name: "English", items: GRADED_ANSWERS },
  { name: "Hindi (Devanagari)", items: HINDI_GRADED_ANSWERS.filter((i) => i.language === "hi") },
  { name: "Hinglish", items: HINDI_GRADED_ANSWERS.filter((i) => i.language === "hinglish") },
];
for (const set of sets) {
  console.log(
    `${set.name}: judging ${set.items.length} questions × ${GRADED_KINDS.length} kinds of answer with ${model}${env().OPENAI_BASE_URL ? ` at ${env().OPENAI_BASE_URL}` : ""}…`,
  );
  let failed = 0;
  const results = await judgeGraded(
    async (answer, context) => {
      try {
        return await evaluateAnswer({ answer, context, provider });
      } catch (error) {
        failed++;
        return { score: null, reason: error instanceof Error ? error.message : String(error), evidence: [] };
      }
    },
    3,
    set.items,
  );
  console.log(`${set.name}: where the scores fell (${BINS.join(", ")}):`);
  console.table(confusion(results));
  const agreed = agreement(results);
  console.log(`${set.name}: agreement with the graded kinds: ${Math.round(agreed.share * 1000) / 10}%`);
  console.table(agreed.table);
  if (failed) console.log(`${failed} requests failed and count as not judged.`);
}
