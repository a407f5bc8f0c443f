// A follow-up question about what the candidate just said, as an interviewer would ask it. From a
// transcript: the chat model writes it when there is one, else HireReady's rules build it from
// what the answer lacked (the candidate's own part, a result, a specific). Without a transcript:
// from the point of the question's guide that answers most often leave out. Never invented: a
// follow-up names the candidate's words only by quoting them, and a quote not in the transcript
// is refused.
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { answerGuide } from "./offline/answer-guide";
import { answerParts } from "./evaluate/rule-based";
import { FEEDBACK_WORDS, isHindiLanguage, type HindiLanguage } from "./evaluate/hindi/feedback";
import { glossedTranscript } from "./evaluate/hindi/reading";
import { findQuote, sentences, words } from "./evaluate/text";
import type { ChatSettings, MockContext } from "./evaluate";

export type FollowUpGap = "own part" | "result" | "specific";
export type FollowUpSource = "model" | "rules" | "guide";
export type FollowUp = { text: string; source: FollowUpSource; gap: FollowUpGap | null; quote: string | null };

/** Fewer words than this is no answer to follow up on by its words. */
const MIN_WORDS = 6;
/** A quote names what was said; it is not a recital of it. */
const QUOTE_WORDS = 12;

const ASK: Record<FollowUpGap, string> = {
  "own part": "What was your own part in that: what did you do yourself?",
  result: "You described what you did; what was the result, in numbers?",
  specific: "Can you make that concrete: how many, how long, or how much better?",
};

/** What the answer lacks, most important first; empty when it has all three. */
export function gapsOf(transcript: string): FollowUpGap[] {
  const parts = answerParts(transcript);
  const gaps: FollowUpGap[] = [];
  if (!parts.ownPart.length) gaps.push("own part");
  if (!parts.result.length) gaps.push("result");
  if (!parts.specific.length) gaps.push("specific");
  return gaps;
}

/** True when a transcript has enough words to follow up on what it says. */
export function usableTranscript(transcript: string | null | undefined): transcript is string {
  return !!transcript && words(transcript).length >= MIN_WORDS;
}

/** The first words of the sentence the follow-up is about, exactly as said. */
function quoteFor(transcript: string, gap: FollowUpGap): string {
  const parts = answerParts(transcript);
  const said = sentences(transcript);
  // About what they did (for a result or a figure), or about the team's story (for their own part).
  const about = (gap === "own part" ? said.find((s) => /\bwe\b/i.test(s)) : parts.ownPart[0]) ?? said.find((s) => words(s).length >= 4) ?? said[0]!;
  // Its first clause when that says enough, else its first words.
  const clause = about
    .replace(/[.!?]+$/, "")
    .split(/[,;:]|\s(?=and\s|but\s|so\s)/)[0]!
    .trim();
  const cut =
    words(clause).length >= 4 && words(clause).length <= QUOTE_WORDS
      ? clause
      : about
          .replace(/[.!?]+$/, "")
          .split(/\s+/)
          .slice(0, QUOTE_WORDS)
          .join(" ");
  return findQuote(transcript, cut) ?? cut;
}

function withQuote(quote: string, ask: string): string {
  return `You said “${quote.replace(/[,;:]+$/, "")}”. ${ask}`;
}

/** The rules' follow-up: the answer's own words, then a question about what it lacked. Null when it lacks nothing. */
export function followUpByRules(transcript: string, context?: Pick<MockContext, "language" | "skills" | "title">): FollowUp | null {
  if (context && isHindiLanguage(context.language)) return followUpInHindi(transcript, context, context.language);
  const gap = gapsOf(transcript)[0];
  if (!gap) return null;
  const quote = quoteFor(transcript, gap);
  return { text: withQuote(quote, ASK[gap]), source: "rules", gap, quote };
}

/**
 * A Hindi or Hinglish answer is read through its gloss for what it lacks (as the judge reads it); the
 * quote is the first clause of the sentence it is about, exactly as said, and the question is asked in
 * the mock's language.
 */
function followUpInHindi(transcript: string, context: Pick<MockContext, "skills" | "title">, language: HindiLanguage): FollowUp | null {
  const reading = glossedTranscript(transcript, context);
  const gap = gapsOf(reading.text)[0];
  if (!gap) return null;
  const glossed = reading.text.split("\n");
  const parts = answerParts(reading.text);
  const pick = gap === "own part" ? glossed.find((s) => /\bwe\b/i.test(s)) : parts.ownPart[0];
  const line = pick ? glossed.find((s) => s.startsWith(pick.replace(/[.!?]+$/, ""))) : undefined;
  const about = (line ? reading.original(line) : null) ?? sentences(transcript).find((s) => words(s).length >= 4) ?? sentences(transcript)[0]!;
  const bare = about.replace(/[.!?।॥]+$/, "");
  const clause = bare.split(/[,;:]/)[0]!.trim();
  const cut = words(clause).length >= 4 && words(clause).length <= QUOTE_WORDS ? clause : bare.split(/\s+/).slice(0, QUOTE_WORDS).join(" ");
  const quote = (findQuote(transcript, cut) ?? cut).replace(/[,;:]+$/, "");
  const w = FEEDBACK_WORDS[language].followUp;
  return { text: w.said(quote, w.ask[gap]), source: "rules", gap, quote };
}

/** How often past evaluations found each point of a template's guide left out, by point (from 1). */
export type GuideMisses = ReadonlyMap<number, number>;

/**
 * The guide's points in the order they are asked for when nothing tells them apart: the result with
 * a figure (or how the candidate knew it worked), a real example, their own part, then the rest.
 */
const RESULT_POINT = /\b(result|figure|gain|measure|turned out|came of it|how you knew|worked)\b/i;
const EXAMPLE_POINT = /\b(an example|a time|a moment|a real example)\b/i;
const OWN_POINT = /\b(yourself|your own part|"I")/i;

function fixedOrder(points: readonly string[]): number[] {
  const first = [
    points.findIndex((p) => RESULT_POINT.test(p)),
    points.findIndex((p) => EXAMPLE_POINT.test(p)),
    points.findIndex((p) => OWN_POINT.test(p)),
    points.length - 1,
  ];
  return [...new Set([...first.filter((i) => i >= 0), ...points.keys()])];
}

/**
 * The guide's point answers to this template most often leave out, counted from past evaluations
 * across candidates (`misses`); the fixed order breaks ties and stands alone without history.
 */
export function oftenMissedPoint(question: string, context: Pick<MockContext, "title" | "industry" | "skills">, misses: GuideMisses = new Map()): string {
  const { points } = answerGuide(question, context);
  const order = fixedOrder(points);
  // The stable sort keeps the fixed order among points missed equally often.
  const most = [...order].sort((a, b) => (misses.get(b + 1) ?? 0) - (misses.get(a + 1) ?? 0))[0]!;
  return points[most]!;
}

/** Without a transcript nothing the candidate said can be named: the follow-up asks for the often-missed point. */
export function followUpByGuide(question: string, context: Pick<MockContext, "title" | "industry" | "skills" | "language">, misses?: GuideMisses): FollowUp {
  if (isHindiLanguage(context.language)) {
    // Our guide's points are written in English: a Hindi or Hinglish mock asks for the kind of point most often left out.
    const point = oftenMissedPoint(question, context, misses);
    const kind = RESULT_POINT.test(point) ? "result" : EXAMPLE_POINT.test(point) ? "example" : OWN_POINT.test(point) ? "own part" : "more";
    return { text: FEEDBACK_WORDS[context.language].followUp.guide[kind], source: "guide", gap: null, quote: null };
  }
  const point = oftenMissedPoint(question, context, misses).replace(/[.]+$/, "");
  return {
    text: `One more on your last answer: ${point.charAt(0).toLowerCase()}${point.slice(1)}. Tell me about that.`,
    source: "guide",
    gap: null,
    quote: null,
  };
}

/** What the model is told of a Hindi or Hinglish mock's follow-up (the quote stays as said, in whatever script). */
export const FOLLOW_UP_LANGUAGE: Record<HindiLanguage, string> = {
  hi: "This mock is in Hindi: write the question in Hindi, in Devanagari, politely (aap), with the work words Indian offices say in English written as they are said.",
  hinglish: "This mock is in Hinglish: write the question in Hindi and English mixed, in Latin letters only, politely (aap).",
};

const ZFollowUp = z.object({
  quote: z.string().describe("Three to twelve words copied exactly from the transcript: what the follow-up is about"),
  question: z.string().describe("The follow-up question itself, one sentence, without the quote"),
});

/** The chat model's follow-up, asking for the answer's first gap; null when its quote is not in the transcript. */
export async function followUpByModel(
  settings: ChatSettings,
  options: { question: string; transcript: string; gap: FollowUpGap; context: MockContext },
): Promise<FollowUp | null> {
  const completion = await settings.client.chat.completions.parse(
    {
      model: settings.model,
      temperature: 0.3,
      response_format: zodResponseFormat(ZFollowUp, "follow_up_question"),
      messages: [
        {
          role: "system",
          content:
            "You are an interviewer asking one short follow-up question about what the candidate just said in a practice interview. " +
            `The answer lacks ${options.gap === "own part" ? "the candidate's own part (what they did themselves)" : options.gap === "result" ? "a result" : "a specific: a figure, a time or a name"}; ask for it. ` +
            "Quote the candidate's words exactly, character for character; never state anything they did not say." +
            (isHindiLanguage(options.context.language) ? ` ${FOLLOW_UP_LANGUAGE[options.context.language]}` : ""),
        },
        {
          role: "user",
          content: `Role: ${options.context.title} (${options.context.industry}). Skills: ${options.context.skills.join(", ") || "none given"}.\n\nQuestion: ${options.question}\n\nTranscript of the candidate's answer:\n"""\n${options.transcript}\n"""`,
        },
      ],
    },
    { signal: settings.signal },
  );
  const parsed = completion.choices[0]?.message.parsed;
  const quote = parsed ? findQuote(options.transcript, parsed.quote) : null;
  const ask = parsed?.question.trim().replace(/\s+/g, " ").slice(0, 200);
  if (!quote || !ask || words(quote).length > QUOTE_WORDS + 4) return null;
  const asked = /[?]$/.test(ask) ? ask : `${ask}?`;
  const text = isHindiLanguage(options.context.language)
    ? FEEDBACK_WORDS[options.context.language].followUp.said(quote.replace(/[,;:]+$/, ""), asked)
    : withQuote(quote, asked);
  return { text, source: "model", gap: options.gap, quote };
}

/**
 * The follow-up for one answer, or null when its words lack nothing. With a usable transcript:
 * the model's (falling back to the rules' when it fails or misquotes), else the rules'; without:
 * the guide's.
 */
export async function writeFollowUp(options: {
  question: string;
  transcript: string | null;
  context: MockContext;
  provider: ChatSettings | null;
  /** Past evaluations' misses of the question template's guide points, read only when there are no words. */
  guideMisses?: () => Promise<GuideMisses>;
}): Promise<FollowUp | null> {
  const { transcript } = options;
  if (!usableTranscript(transcript)) return followUpByGuide(options.question, options.context, await options.guideMisses?.());
  const byRules = followUpByRules(transcript, options.context);
  if (!byRules || !options.provider) return byRules;
  try {
    return (await followUpByModel(options.provider, { question: options.question, transcript, gap: byRules.gap!, context: options.context })) ?? byRules;
  } catch {
    options.provider.signal?.throwIfAborted();
    return byRules;
  }
}
