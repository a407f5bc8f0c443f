// The fake OpenAI server's answers to the evaluation calls (lib/ai/evaluate): feedback that quotes
// the transcript it was given — plus one quote the candidate never said, which the evaluator must
// drop — and a summary.
import type { ChatRequest } from "./fake-openai";

export const INVENTED_QUOTE = "I single-handedly doubled the company's revenue";

export function fakeEvaluationChat(request: ChatRequest): unknown | undefined {
  const name = request.response_format?.json_schema?.name;
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  if (name === "answer_feedback") {
    const transcript = /"""\n([\s\S]*)\n"""/.exec(user)?.[1] ?? "";
    const first = transcript.split(/(?<=[.!?])\s+/)[0]?.trim() ?? "";
    const words = transcript.split(/\s+/).filter(Boolean).length;
    return {
      score: Math.min(10, 4 + Math.round(words / 10)),
      reason: "The answer names what you did, but the result needs a figure.",
      // Reworded case and punctuation are fine; the invented one must be dropped.
      evidence: [first.toLowerCase().replace(/[.!?]$/, ""), INVENTED_QUOTE],
      missing: "A measurable result.",
      improvement: "Close with what changed and by how much.",
      model_answer: "At my last role I led a migration to a new billing system; I planned it in stages and we finished two weeks early.",
      // The rubric's last point of what a strong answer covers.
      guide_points_missing: [Number([...user.matchAll(/^ {2}(\d+)\. /gm)].at(-1)?.[1] ?? 1)],
    };
  }
  if (name === "follow_up_question") {
    // Words of the first sentence the candidate starts with "I", copied exactly.
    const transcript = /"""\n([\s\S]*)\n"""/.exec(user)?.[1] ?? "";
    const mine = transcript.split(/(?<=[.!?])\s+/).find((s) => /^I\s/.test(s)) ?? transcript;
    return { quote: mine.replace(/^I\s+/, "").split(/\s+/).slice(0, 7).join(" "), question: "What did that change, in numbers?" };
  }
  if (name === "interview_summary") {
    return { summary: "A clear, honest interview. Your examples are concrete; add the results they had." };
  }
  return undefined;
}
