// The offline content scorer: transparent rules, no model. It judges in the order a listener would:
// is the answer about what was asked (by meaning: what such an answer talks about, in the field's
// own words — see relevance.ts), is it said in sentences rather than strung-together buzzwords, is it
// concrete, is it told with an example and a result. It quotes the sentences each point rests on.
// Where the rules cannot tell whether the answer addresses the question they give no score
// (DESIGN rule 15); an answer is called off-topic only on quoted evidence that it is about something else.
// Fillers and hedges are how it was said: the speaking measures count them, not this score.
import { guideFindingsByRules } from "./guide-points";
import { FEEDBACK_WORDS, isHindiLanguage } from "./hindi/feedback";
import { judgeRelevance, sentencesOf, type Relevance } from "./relevance";
import { sentences, words } from "./text";
import type { AnswerEvaluation, MockContext } from "./types";

export const RULE_BASED_ENGINE = "rule-based";

/** Off the question: whatever its form, an answer about something else scores at most this. */
export const OFF_TOPIC_CAP = 3;
/** Words strung together without sentences are not an answer. */
export const SALAD_CAP = 5;

export const COULD_NOT_JUDGE_REASON =
  "We could not judge whether this answers the question: it does not use the words such an answer usually has, nor is it clearly about something else. So it has no content score.";

const SITUATION =
  /\b(when i was|at my (last|previous|current|first)|in my (last|previous|current|first) (role|job|team|company|position)|we had|there was|there were|the project|our team|a client|the client|a customer|the customer|last (year|month|quarter|week|spring|summer|winter|sprint|night)|once|one (time|night|day)|at the time|on (a|one|my|our) (night|day|shift|project|team|ward|last)|in a similar|for example|for instance|on our|at our)\b/i;
const RESULT =
  /\b(as a result|resulted|which (led|meant|let|made|caught|removed)|in the end|so that|outcome|we (cut|reduced|increased|saved|delivered|shipped|won|grew|improved|finished|launched|kept|agreed|added|removed)|it (cut|reduced|increased|saved|improved|worked|took|removed|caught)|improved|reduced|increased|dropped|fell|rose|halved|doubled|went (down|up)|came back|learned|learnt|since then|after that|caught|stopped)\b/i;
const SPECIFIC =
  /(\d|%|\bper cent\b|\bpercent\b|\b(seconds?|minutes?|weeks?|months?|days?|hours?|quarters?|dozens?|hundreds?|thousands?|millions?|twice|half|halved|a third|a tenth|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|thirty|forty|fifty|sixty|ninety)\b)/i;
/** "I" or "we" doing something: a story's action or a procedure's step. */
const ACTOR = /\b(?:i|we)\s+(?:would\s+|always\s+|also\s+|first\s+|then\s+|never\s+|usually\s+|just\s+|each\s+|every\s+)?([a-z']+)/gi;
const NOT_DOING = new Set(
  "think guess believe suppose am was were are feel felt like love hope know mean try tried have had will can could should do did get enjoy really take always also sure want".split(
    " ",
  ),
);
const STORY_MARKERS = /\b(i led|i built|as a result|we reduced|our team|the client|last year|outcome|improved|increased|delivered)\b/gi;
/** Small words that hold a sentence together; a run of buzzwords has almost none. */
const GLUE = new Set(
  "to a an of for with that and because so which it was were is had then but when after before by from this on in i you we my our the have has can will would not all what".split(
    " ",
  ),
);

type Criterion = { name: string; points: number; max: number; evidence: string[]; missing?: string; improve?: string };

const doesSomething = (s: string) => [...s.matchAll(ACTOR)].some((m) => !NOT_DOING.has(m[1]!.toLowerCase()));

/** True when the words do not form sentences: buzzwords and story markers strung together. */
export function isWordSalad(transcript: string): boolean {
  const list = words(transcript);
  if (list.length < 8) return false;
  const markers = transcript.match(STORY_MARKERS)?.length ?? 0;
  const glue = list.filter((w) => GLUE.has(w)).length / list.length;
  const dangling = [...transcript.matchAll(/\b(i|we) (led|built|reduced|delivered|improved) (i|we|our|as|the)\b/gi)].length;
  return glue < 0.12 || markers / list.length > 0.22 || dangling >= 2;
}

/** The sentences that tell the candidate's own part, a result, a specific (a figure, a time, a name) and an example's situation; empty where none does. */
export function answerParts(transcript: string): { ownPart: string[]; result: string[]; specific: string[]; example: string[] } {
  const said = sentences(transcript);
  return {
    example: said.filter((s) => SITUATION.test(s)),
    ownPart: said.filter((s) => [...s.matchAll(ACTOR)].some((m) => m[0].toLowerCase().startsWith("i ") && !NOT_DOING.has(m[1]!.toLowerCase()))),
    result: said.filter((s) => RESULT.test(s)),
    specific: said.filter((s) => SPECIFIC.test(s)),
  };
}

const quoteTerms = (terms: string[]) => terms.map((t) => `“${t}”`).join(", ");

/** The content half of an answer's evaluation: what the rules say of its words. */
export type RuleBasedFeedback = Pick<AnswerEvaluation, "score" | "reason" | "evidence" | "missing" | "improvement" | "modelAnswer" | "guide">;

/** Typed answers are judged the same way; only the words about their length and form change. */
export function scoreRuleBased(options: {
  question: string;
  transcript: string;
  context: MockContext;
  typed?: boolean;
  /** The answer's own word count, when `transcript` is a reading of it (a Hindi answer's gloss). */
  count?: number;
}): RuleBasedFeedback {
  const { question, transcript, context } = options;
  const rel = judgeRelevance({ question, transcript, context });
  const count = options.count ?? words(transcript).length;
  // A Hindi or Hinglish mock hears the judge in its own language (hindi/feedback.ts); English as ever.
  const w = isHindiLanguage(context.language) ? FEEDBACK_WORDS[context.language] : null;
  if (rel.verdict === "unclear")
    return {
      score: null,
      reason: w?.couldNotJudge ?? COULD_NOT_JUDGE_REASON,
      evidence: [],
      missing: null,
      improvement: null,
      modelAnswer: outline(question, context),
    };
  if (rel.verdict === "off-topic") return offTopic(rel, question, context, count);

  const said = sentences(transcript);
  const salad = isWordSalad(transcript);
  const skillWords = rel.skills.length ? `the words of ${rel.skills.join(" and ")}` : "the words of the work";
  const name = (criterion: string) => w?.criteria[criterion] ?? criterion;
  const answers = Math.min(1, (Math.min(3, rel.intentHits.length) + 0.5 * Math.min(3, rel.fieldHits.length) + 0.25 * Math.min(2, rel.echoHits.length)) / 3);
  const relevance: Criterion = {
    name: "answers the question",
    points: 3.5 * answers,
    max: 3.5,
    // What it rests on: the sentences that carry what was asked about, or, when only the question's own words tie it, those.
    evidence: sentencesOf(rel.intentHits.length + rel.fieldHits.length ? [...rel.intentHits, ...rel.fieldHits] : rel.echoHits, rel.said, 2),
    missing: w?.missing.relevance ?? "a direct answer to what was asked",
    improve: w?.improve.relevance ?? "Start with what you did or do, then show it with one example.",
  };
  const field: Criterion = {
    name: "in the field's own words",
    points: [0, 0.75, 1.25, 1.75, 2][Math.min(4, rel.fieldHits.length)]!,
    max: 2,
    evidence: sentencesOf(rel.fieldHits, rel.said, 1),
    missing: w?.missing.field(rel.skills) ?? `${skillWords}: the tools, checks and terms you actually used`,
    improve: w?.improve.field ?? "Name the tools, checks or terms you used, as you would to a colleague.",
  };
  const parts = [
    { re: SITUATION, label: "an example or situation" as const, test: (s: string) => SITUATION.test(s) },
    { re: null, label: "what you did" as const, test: doesSomething },
    { re: RESULT, label: "the result" as const, test: (s: string) => RESULT.test(s) },
  ].map((p) => ({ ...p, found: salad ? [] : said.filter(p.test).slice(0, 1) }));
  const absent = parts.filter((p) => !p.found.length);
  const structure: Criterion = {
    name: "an example with a result",
    points: ((3 - absent.length) / 3) * 2,
    max: 2,
    evidence: parts.flatMap((p) => p.found),
    missing: absent.length ? absent.map((p) => w?.missing.parts[p.label] ?? p.label).join(", ") : undefined,
    improve: w?.improve.structure ?? 'Give one real example: where you were, what you did yourself ("I …"), and what it changed.',
  };
  const specificSentences = salad ? [] : said.filter((s) => SPECIFIC.test(s)).slice(0, 2);
  const specifics: Criterion = {
    name: "specifics",
    points: [0, 1, 1.5][specificSentences.length]!,
    max: 1.5,
    evidence: specificSentences,
    missing: w?.missing.specifics ?? "numbers, time frames or names that make it concrete",
    improve: w?.improve.specifics ?? "Add one figure: how many, how long, how much better.",
  };
  const length: Criterion = {
    name: "enough detail",
    points: count < 25 ? 0 : count < 45 ? 0.5 : count <= 400 ? 1 : 0.5,
    max: 1,
    evidence: [],
    missing: w ? (count <= 400 ? w.missing.short : w.missing.long) : count <= 400 ? "enough detail (the answer is short)" : "focus (the answer runs long)",
    improve: w
      ? count <= 400
        ? options.typed
          ? w.improve.typedLength
          : w.improve.spokenLength
        : w.improve.long
      : count <= 400
        ? options.typed
          ? "Aim for 150 to 300 words: one example, told in full."
          : "Aim for one to two minutes of speech."
        : "Keep to one example and stop once the result is told.",
  };

  const criteria = [relevance, field, structure, specifics, length];
  let score = criteria.reduce((n, c) => n + c.points, 0);
  const notes: string[] = [];
  if (salad) {
    score = Math.min(score, SALAD_CAP * 0.8);
    notes.push(w?.salad ?? "It reads as words strung together rather than sentences that tell what happened.");
  }
  score = Math.round(Math.min(10, score) * 10) / 10;
  const strong = criteria.filter((c) => c.points >= c.max * 0.75).map((c) => c.name);
  const weak = criteria.filter((c) => c.points < c.max * 0.75);
  if (salad && !weak.includes(structure)) weak.push(structure);
  const heard = [...rel.intentHits, ...rel.fieldHits].slice(0, 4).map((h) => h.term);
  const reason = w
    ? w.fromWords(count) +
      criteria.map((c) => `${name(c.name)} ${Math.round(c.points * 10) / 10}/${c.max}`).join(", ") +
      w.end +
      (heard.length ? w.aboutAsked(quoteTerms(heard), !!options.typed) : "") +
      (notes.length ? ` ${notes.join(" ")}` : strong.length ? w.strongest(strong.map(name).join(", ")) : "")
    : `From your ${count} words: ` +
      criteria.map((c) => `${c.name} ${Math.round(c.points * 10) / 10}/${c.max}`).join(", ") +
      "." +
      (heard.length ? ` It is about what was asked: you ${options.typed ? "wrote" : "spoke"} of ${quoteTerms(heard)}.` : "") +
      (notes.length ? ` ${notes.join(" ")}` : strong.length ? ` Strongest: ${strong.join(", ")}.` : "");
  return {
    score,
    reason,
    evidence: [...new Set(criteria.flatMap((c) => c.evidence))].slice(0, 4),
    missing: weak.length
      ? w
        ? w.notFound(
            weak
              .map((c) => c.missing)
              .filter(Boolean)
              .join("; "),
          )
        : `Not found: ${weak
            .map((c) => c.missing)
            .filter(Boolean)
            .join("; ")}.`
      : null,
    improvement: weak.length
      ? weak
          .map((c) => c.improve)
          .filter(Boolean)
          .join(" ")
      : null,
    modelAnswer: outline(question, context),
    // Word salad tells nothing of what an answer covered.
    guide: salad ? null : guideFindingsByRules(question, answerParts(transcript), context),
  };
}

function offTopic(rel: Relevance, question: string, context: MockContext, count: number): RuleBasedFeedback {
  const hits = rel.elsewhere.flatMap((e) => e.hits);
  const about = rel.elsewhere
    .slice(0, 2)
    .map((e) => e.label)
    .join(" and ");
  const evidence = sentencesOf(hits, rel.said, 2);
  // Whatever its form, it scores low; a little more for the sentences that do touch the question.
  const touched = Math.min(1, (rel.intentHits.length + rel.fieldHits.length) / 6);
  const score = Math.round((1 + touched) * 10) / 10;
  const w = isHindiLanguage(context.language) ? FEEDBACK_WORDS[context.language] : null;
  if (w) {
    const aboutThere = rel.elsewhere
      .slice(0, 2)
      .map((e) => w.topics[e.label] ?? e.label)
      .join(w.and);
    return {
      score: Math.min(score, OFF_TOPIC_CAP),
      reason: w.offTopic.reason(count, aboutThere, quoteTerms(hits.slice(0, 5).map((h) => h.term))),
      evidence,
      missing: w.offTopic.missing,
      improvement: w.offTopic.improvement,
      modelAnswer: outline(question, context),
    };
  }
  return {
    score: Math.min(score, OFF_TOPIC_CAP),
    reason: `From your ${count} words: it talks about ${about} (${quoteTerms(hits.slice(0, 5).map((h) => h.term))}), not about what the question asks, so it scores low whatever its form.`,
    evidence,
    missing: "Not found: an answer to the question that was asked.",
    improvement: "Answer the question that was asked with an example from your work or studies, and keep to it.",
    modelAnswer: outline(question, context),
  };
}

/** Offline there is no model to write an answer: an outline of a strong one, said to be an outline. */
function outline(question: string, context: MockContext): string {
  const cut = `${question.slice(0, 80)}${question.length > 80 ? "…" : ""}`;
  if (isHindiLanguage(context.language)) return FEEDBACK_WORDS[context.language].outline(cut, context.skills[0] ?? null, context.title);
  const skill = context.skills[0] ?? "the skill asked about";
  return [
    `Outline of a strong answer to "${question.slice(0, 80)}${question.length > 80 ? "…" : ""}":`,
    "1. Situation: one or two sentences on where you were and what was at stake.",
    `2. Action: what you did yourself, naming how ${skill} came in.`,
    "3. Result: what changed, with a figure if you have one.",
    `4. Link: why that matters for a ${context.title} role.`,
  ].join("\n");
}
