// evaluateAnswers: delivery for every answer, content where the words were heard — by the AI
// provider when there is one, else by the transparent rule-based scorer — and a summary.
// Nothing is said about words that were not heard.
import { measureDelivery, typedDelivery } from "./delivery";
import { evaluateAnswerWithOpenAI, summariseWithOpenAI, type ChatSettings } from "./openai-evaluator";
import { hearingDoubt, otherLanguageReason, UNCLEAR_HEARING_REASON } from "./hearing";
import { glossedTranscript } from "./hindi/reading";
import { FEEDBACK_WORDS, isHindiLanguage } from "./hindi/feedback";
import { guideFindingsByModel } from "./guide-points";
import { OFF_TOPIC_CAP, RULE_BASED_ENGINE, scoreRuleBased } from "./rule-based";
import { scoreFollowUpAnswer } from "./follow-up-answer";
import { words } from "./text";
import type { AnswerEvaluation, AnswerToEvaluate, MockContext, MockEvaluation } from "./types";

export type * from "./types";
export { NO_PROVIDER_REASON, NOTHING_HEARD_REASON } from "./reasons";
import { NO_PROVIDER_REASON, NOTHING_HEARD_REASON } from "./reasons";
export { measureDelivery } from "./delivery";
export { findQuote } from "./text";
export { verifyEvidence, type ChatSettings } from "./openai-evaluator";
export { COULD_NOT_JUDGE_REASON, RULE_BASED_ENGINE } from "./rule-based";
export { answerLanguage, otherLanguageReason, UNCLEAR_HEARING_REASON } from "./hearing";
export { mapLimited };

const average = (values: number[]) => (values.length ? Math.round((values.reduce((n, v) => n + v, 0) / values.length) * 100) / 100 : null);

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** One answer: delivery always, content where its words were heard. */
export async function evaluateAnswer(options: { answer: AnswerToEvaluate; context: MockContext; provider: ChatSettings | null }): Promise<AnswerEvaluation> {
  const { answer, context, provider } = options;
  // Typed words are exact and were not spoken: no speaking measures, and nothing to doubt about hearing them.
  const typed = answer.transcript?.source === "typed";
  const language = context.language ?? "en";
  const delivery = typed ? typedDelivery() : measureDelivery({ ...answer, language });
  const base = { position: answer.position, delivery, evidence: [], missing: null, improvement: null, modelAnswer: null };
  const text = answer.transcript?.text.trim() ?? "";
  // A Hindi or Hinglish mock is told why an answer was not judged in its own language.
  const w = isHindiLanguage(language) ? FEEDBACK_WORDS[language] : null;
  const nothingHeard = w?.nothingHeard ?? NOTHING_HEARD_REASON;
  if (!answer.transcript) return { ...base, score: null, reason: delivery.silent ? nothingHeard : (w?.noProvider ?? NO_PROVIDER_REASON), engine: "none" };
  const doubt = typed ? null : hearingDoubt(text, delivery);
  if (doubt) return { ...base, score: null, reason: w?.unclearHearing ?? UNCLEAR_HEARING_REASON, engine: "none" };
  // Heard (or typed) in another language than the mock's: said as it is, and not judged.
  const otherLanguage = otherLanguageReason(text, language);
  if (otherLanguage) return { ...base, score: null, reason: w?.otherLanguage ?? otherLanguage, engine: "none" };
  if (words(text).length === 0) return { ...base, score: 0, reason: nothingHeard, engine: provider ? `openai:${provider.model}` : RULE_BASED_ENGINE };
  if (provider) {
    const question = answer.followUpOf ? `${answer.question} (A follow-up to the question: ${answer.followUpOf})` : answer.question;
    const { guidePointsMissing, ...feedback } = await evaluateAnswerWithOpenAI(provider, { question, transcript: text, context, typed });
    // A follow-up has no guide of its own, and an answer about something else tells nothing of what answers to the question leave out.
    const guide = answer.followUpOf || feedback.score <= OFF_TOPIC_CAP ? null : guideFindingsByModel(answer.question, guidePointsMissing, context);
    return { ...base, ...feedback, guide, engine: `openai:${provider.model}` };
  }
  // Hindi and Hinglish are read through their gloss; the evidence goes back to the words as said.
  const reading = language === "en" ? null : glossedTranscript(text, context);
  const judged = reading?.text ?? text;
  const count = words(text).length;
  const feedback = answer.followUpOf
    ? scoreFollowUpAnswer({ followUp: answer.question, mainQuestion: answer.followUpOf, transcript: judged, context, count })
    : scoreRuleBased({ question: answer.question, transcript: judged, context, typed, count });
  const evidence = reading ? [...new Set(feedback.evidence.map(reading.original))] : feedback.evidence;
  return { ...base, ...feedback, evidence, engine: RULE_BASED_ENGINE };
}

/** The mock as a whole: the averages (to 2 decimals), the summary and the engine that scored it. */
export async function summariseEvaluation(options: {
  context: MockContext;
  questions: string[];
  answers: AnswerEvaluation[];
  provider: ChatSettings | null;
}): Promise<Omit<MockEvaluation, "answers">> {
  const { context, provider, answers } = options;
  const overallScore = average(answers.flatMap((a) => (a.score === null ? [] : [a.score])));
  const deliveryScore = average(answers.flatMap((a) => (a.delivery.score === null ? [] : [a.delivery.score])));
  const byProvider = provider ? answers.some((a) => a.engine.startsWith("openai:")) : false;
  const byRules = answers.some((a) => a.engine === RULE_BASED_ENGINE);
  const summary = byProvider
    ? await summariseWithOpenAI(provider!, {
        context,
        answers: answers.map((a, i) => ({ question: options.questions[i] ?? "", score: a.score, reason: a.reason })),
      })
    : isHindiLanguage(context.language)
      ? offlineSummaryIn(FEEDBACK_WORDS[context.language], answers, overallScore, deliveryScore)
      : offlineSummary(answers, overallScore, deliveryScore);
  const engine = byProvider ? `openai:${provider!.model}` : byRules ? RULE_BASED_ENGINE : "delivery-only";
  return { overallScore, deliveryScore, summary, engine };
}

export async function evaluateAnswers(options: {
  context: MockContext;
  answers: AnswerToEvaluate[];
  /** The AI provider's chat model; null evaluates offline. */
  provider: ChatSettings | null;
  concurrency?: number;
}): Promise<MockEvaluation> {
  const { context, provider } = options;
  const answers = await mapLimited(options.answers, options.concurrency ?? 3, (answer) => evaluateAnswer({ answer, context, provider }));
  const whole = await summariseEvaluation({ context, provider, answers, questions: options.answers.map((a) => a.question) });
  return { answers, ...whole };
}

function offlineSummary(answers: AnswerEvaluation[], overall: number | null, delivery: number | null): string {
  const parts: string[] = [];
  const scored = answers.filter((a) => a.score !== null);
  if (scored.length) {
    const best = scored.reduce((a, b) => ((b.score ?? 0) > (a.score ?? 0) ? b : a));
    parts.push(
      `Scored by HireReady's rules from what you said: ${scored.length} of ${answers.length} answers scored, ${overall}/10 on average; the strongest was answer ${best.position} (${best.score}/10).`,
    );
    const misses = scored.map((a) => a.missing).filter((m): m is string => !!m);
    if (misses.length) parts.push(`Most often missing: ${misses[0]!.replace(/^Not found: /, "").replace(/\.$/, "")}.`);
  } else {
    parts.push("We could not hear the words of your answers, so this review covers how you spoke, not what you said.");
  }
  const silent = answers.filter((a) => a.delivery.silent).length;
  if (silent) parts.push(silent === 1 ? "We heard no speech in one answer." : `We heard no speech in ${silent} answers.`);
  const measured = answers.map((a) => a.delivery);
  const shares = measured.flatMap((d) => (d.speakingShare === null ? [] : [d.speakingShare]));
  const pauses = measured.flatMap((d) => (d.longestPauseSeconds === null ? [] : [d.longestPauseSeconds]));
  const paces = measured.flatMap((d) => (d.wordsPerMinute === null ? [] : [d.wordsPerMinute]));
  if (delivery !== null) {
    const figures = [
      shares.length ? `you spoke for ${Math.round((average(shares) ?? 0) * 100)}% of the answer time` : null,
      pauses.length ? `the longest pause was ${Math.max(...pauses)} s` : null,
      paces.length ? `your pace averaged ${Math.round(average(paces) ?? 0)} words a minute` : null,
    ].filter(Boolean);
    parts.push(`Delivery ${delivery}/10${figures.length ? `: ${figures.join(", ")}` : ""}.`);
  } else {
    parts.push("No delivery figures were measured for these answers.");
  }
  return parts.join(" ");
}

/** The same summary in a Hindi or Hinglish mock's own language. */
function offlineSummaryIn(
  w: (typeof FEEDBACK_WORDS)[keyof typeof FEEDBACK_WORDS],
  answers: AnswerEvaluation[],
  overall: number | null,
  delivery: number | null,
): string {
  const parts: string[] = [];
  const scored = answers.filter((a) => a.score !== null);
  if (scored.length) {
    const best = scored.reduce((a, b) => ((b.score ?? 0) > (a.score ?? 0) ? b : a));
    parts.push(w.summary.scored(scored.length, answers.length, overall, best.position, best.score));
    const misses = scored.map((a) => a.missing).filter((m): m is string => !!m);
    if (misses.length) parts.push(w.summary.mostMissing(misses[0]!.replace(w.summary.notFoundPrefix, "").replace(/[.।]$/, "")));
  } else {
    parts.push(w.summary.noWords);
  }
  const silent = answers.filter((a) => a.delivery.silent).length;
  if (silent) parts.push(w.summary.silent(silent));
  const measured = answers.map((a) => a.delivery);
  const shares = measured.flatMap((d) => (d.speakingShare === null ? [] : [d.speakingShare]));
  const pauses = measured.flatMap((d) => (d.longestPauseSeconds === null ? [] : [d.longestPauseSeconds]));
  const paces = measured.flatMap((d) => (d.wordsPerMinute === null ? [] : [d.wordsPerMinute]));
  parts.push(
    delivery !== null
      ? w.summary.delivery(delivery, {
          share: shares.length ? Math.round((average(shares) ?? 0) * 100) : null,
          pause: pauses.length ? Math.max(...pauses) : null,
          pace: paces.length ? Math.round(average(paces) ?? 0) : null,
        })
      : w.summary.noDelivery,
  );
  return parts.join(" ");
}
