import { describe, expect, it } from "vitest";
import { evaluateAnswers, NO_PROVIDER_REASON, NOTHING_HEARD_REASON, UNCLEAR_HEARING_REASON } from "./index";
import { measureDelivery } from "./delivery";
import { verifyEvidence } from "./openai-evaluator";
import { COULD_NOT_JUDGE_REASON, scoreRuleBased } from "./rule-based";
import { countPhrases, findQuote, words } from "./text";
import { FILLER_RULES } from "./lexicon";
import type { AnswerTranscript, MockContext } from "./types";

const context: MockContext = { title: "Data Analyst", industry: "Information Technology", skills: ["SQL", "Excel"], experience: 3, difficulty: "MEDIUM" };
const browser = (text: string): AnswerTranscript => ({ text, words: null, source: "browser", engine: "browser" });

const STAR =
  "At my last job we had a monthly sales report that took two days to build. " +
  "I wrote SQL queries that pulled the figures straight from the warehouse and I automated the Excel summary. " +
  "As a result the report was ready in 20 minutes and the team used the saved time for analysis. " +
  "I learned to ask the people who read a report what they really need before building it, and that habit has stayed with me in every project since then.";

describe("filler and hedge counting", () => {
  it("counts multi-word fillers as one phrase, not as their words", () => {
    const counts = countPhrases(words("Um, you know, I sort of, you know, fixed it. Uh yes."), FILLER_RULES);
    expect(counts).toEqual([
      { term: "you know", count: 2 },
      { term: "sort of", count: 1 },
      { term: "uh", count: 1 },
      { term: "um", count: 1 },
    ]);
  });

  it("does not count 'kind of' when it means a type of thing", () => {
    expect(countPhrases(words("What kind of tool? This kind of problem."), FILLER_RULES)).toEqual([]);
    expect(countPhrases(words("It was kind of hard."), FILLER_RULES)).toEqual([{ term: "kind of", count: 1 }]);
  });
});

describe("delivery", () => {
  it("measures speaking time, pauses and share from the voice-activity segments", () => {
    const d = measureDelivery({
      transcript: null,
      durationSeconds: 60,
      segments: [
        { start: 2, end: 20 },
        { start: 21, end: 30 },
        { start: 36, end: 50 },
      ],
    });
    expect(d).toMatchObject({ speakingSeconds: 41, speakingShare: 0.68, longestPauseSeconds: 6, pauseCount: 2, startDelaySeconds: 2 });
    expect(d.wordsPerMinute).toBeNull();
    expect(d.fillerCount).toBeNull();
    expect(d.score).not.toBeNull();
  });

  it("gives pace and fillers per minute when words were heard", () => {
    const text = `${"word ".repeat(116)}um um you know`;
    const d = measureDelivery({ transcript: browser(text), durationSeconds: 60, segments: [{ start: 0, end: 60 }] });
    expect(d.wordCount).toBe(120);
    expect(d.wordsPerMinute).toBe(120);
    expect(d.fillerCount).toBe(3);
    expect(d.fillersPerMinute).toBe(3);
  });

  it("gives silence no delivery score: no speech heard is said, not scored", async () => {
    for (const segments of [[], [{ start: 12, end: 12.4 }]]) {
      const d = measureDelivery({ transcript: null, durationSeconds: 30, segments });
      expect(d.silent).toBe(true);
      expect(d.score).toBeNull();
    }
    const result = await evaluateAnswers({
      context,
      provider: null,
      answers: [
        { position: 1, question: "Why this role?", transcript: null, segments: [], durationSeconds: 30 },
        { position: 2, question: "Why Excel?", transcript: null, segments: [{ start: 1, end: 40 }], durationSeconds: 50 },
      ],
    });
    expect(result.answers[0]).toMatchObject({ score: null, reason: NOTHING_HEARD_REASON });
    expect(result.answers[0]!.delivery.score).toBeNull();
    expect(result.answers[1]!.delivery.silent).toBe(false);
    expect(result.answers[1]!.delivery.score).not.toBeNull();
    expect(result.deliveryScore).toBe(result.answers[1]!.delivery.score);
    expect(result.summary).toContain("We heard no speech in one answer.");
  });

  it("holds each answer against a stated length: a story 60-120 s, other questions 45-90 s", () => {
    const story = measureDelivery({
      transcript: null,
      durationSeconds: 75,
      segments: [{ start: 1, end: 70 }],
      question: "Tell me about a time you missed a deadline.",
    });
    expect(story.targetSeconds).toEqual({ min: 60, max: 120 });
    const other = measureDelivery({ transcript: null, durationSeconds: 75, segments: [{ start: 1, end: 70 }], question: "Why this role?" });
    expect(other.targetSeconds).toEqual({ min: 45, max: 90 });
    const short = measureDelivery({
      transcript: null,
      durationSeconds: 15,
      segments: [{ start: 1, end: 14 }],
      question: "Tell me about a time you missed a deadline.",
    });
    expect(short.score!).toBeLessThan(story.score!);
  });

  it("reports nothing it did not measure", () => {
    const d = measureDelivery({ transcript: null, durationSeconds: null, segments: null });
    expect(d).toMatchObject({ speakingSeconds: null, longestPauseSeconds: null, wordsPerMinute: null, score: null, segments: [] });
  });

  it("uses the speech-to-text word timings for pauses when the browser sent no segments", () => {
    const d = measureDelivery({
      transcript: {
        text: "one two three",
        source: "provider",
        engine: "x",
        words: [
          { word: "one", start: 1, end: 1.5 },
          { word: "two", start: 1.6, end: 2 },
          { word: "three", start: 6, end: 6.5 },
        ],
      },
      durationSeconds: 10,
      segments: null,
    });
    expect(d.longestPauseSeconds).toBe(4);
    expect(d.pauseCount).toBe(1);
  });
});

describe("quotes", () => {
  it("finds a quote in the transcript as the transcript spells it, whole words only", () => {
    expect(findQuote("Well, I wrote SQL queries. Then…", "i wrote sql queries")).toBe("I wrote SQL queries");
    expect(findQuote("We started early", "art")).toBeNull();
  });

  it("drops evidence the candidate never said", () => {
    expect(verifyEvidence(STAR, ["the report was ready in 20 minutes", "I doubled revenue", "I wrote SQL queries"])).toEqual([
      "the report was ready in 20 minutes",
      "I wrote SQL queries",
    ]);
  });
});

describe("rule-based scorer", () => {
  it("scores a structured, specific, relevant answer well and quotes its own sentences", () => {
    const r = scoreRuleBased({ question: "Tell me about a time you used SQL to save time.", transcript: STAR, context });
    expect(r.score).toBeGreaterThanOrEqual(8);
    expect(r.reason).toMatch(/^From your \d+ words/);
    expect(r.evidence.length).toBeGreaterThan(0);
    for (const quote of r.evidence) expect(STAR).toContain(quote);
  });

  it("scores a short vague answer low and says what was missing", () => {
    const text = "Um I think I am good with data, you know.";
    const r = scoreRuleBased({ question: "Tell me about a time you used SQL to save time.", transcript: text, context });
    expect(r.score).toBeLessThan(4);
    expect(r.missing).toMatch(/the result/);
    expect(r.improvement).toBeTruthy();
  });
});

describe("evaluateAnswers offline", () => {
  it("without a transcript gives no content score, says why, and still measures delivery", async () => {
    const result = await evaluateAnswers({
      context,
      provider: null,
      answers: [{ position: 1, question: "Why this role?", transcript: null, segments: [{ start: 1, end: 30 }], durationSeconds: 40 }],
    });
    const [answer] = result.answers;
    expect(answer).toMatchObject({ score: null, reason: NO_PROVIDER_REASON, evidence: [], modelAnswer: null, engine: "none" });
    expect(answer!.delivery.speakingSeconds).toBe(29);
    expect(result.overallScore).toBeNull();
    expect(result.deliveryScore).not.toBeNull();
    expect(result.engine).toBe("delivery-only");
    expect(result.summary).toMatch(/could not hear the words/);
  });

  it("with the browser's transcript scores by the rules and averages to 2 decimals", async () => {
    const result = await evaluateAnswers({
      context,
      provider: null,
      answers: [
        { position: 1, question: "Tell me about a time you used SQL.", transcript: browser(STAR), segments: null, durationSeconds: 50 },
        {
          position: 2,
          question: "Why Excel?",
          transcript: browser("Excel is quick for a first look: I build a pivot table of the raw export before I write any SQL."),
          segments: null,
          durationSeconds: 10,
        },
        { position: 3, question: "Anything else?", transcript: null, segments: null, durationSeconds: 10 },
        { position: 4, question: "Why Excel?", transcript: browser("It is fine."), segments: null, durationSeconds: 10 },
      ],
    });
    const scores = result.answers.map((a) => a.score);
    expect(scores[2]).toBeNull();
    // The rules could not tell whether "It is fine." answers the question: no score, and none in the average.
    expect(result.answers[3]).toMatchObject({ score: null, reason: COULD_NOT_JUDGE_REASON, engine: "rule-based" });
    const expected = Math.round(((scores[0]! + scores[1]!) / 2) * 100) / 100;
    expect(result.overallScore).toBe(expected);
    expect(result.engine).toBe("rule-based");
    expect(result.summary).toMatch(/Scored by HireReady's rules from what you said/);
  });
});

describe("words that cannot be the words said", () => {
  const answer = (text: string, durationSeconds: number, segments: { start: number; end: number }[] | null = null) =>
    evaluateAnswers({
      context,
      provider: null,
      answers: [{ position: 1, question: "Tell me about a time you used SQL to save time.", transcript: browser(text), segments, durationSeconds }],
    });

  it("gives no content score to more words than the speech time allows, and says it could not hear clearly", async () => {
    const result = await answer(STAR, 12, [{ start: 1, end: 11 }]);
    expect(result.answers[0]).toMatchObject({ score: null, reason: UNCLEAR_HEARING_REASON, engine: "none", evidence: [] });
    expect(result.answers[0]!.delivery.durationSeconds).toBe(12);
  });

  it("gives no content score to an empty transcript over long speech", async () => {
    const result = await answer("", 40, [{ start: 1, end: 30 }]);
    expect(result.answers[0]).toMatchObject({ score: null, reason: UNCLEAR_HEARING_REASON });
  });

  it("gives no content score to a transcript in Hindi in an English mock, and says it was Hindi, not unheard", async () => {
    // As an hi-IN recogniser writes it (Devanagari), and as an en-IN one does (Hindi in Latin letters).
    for (const text of [
      "मैंने पिछले साल एक रिपोर्ट को तेज़ बनाया और टीम का समय बचाया।",
      "maine pichhle saal report ko tez banaya aur team ka samay bachaya tha bahut",
    ]) {
      const result = await answer(text, 30, [{ start: 1, end: 25 }]);
      expect(result.answers[0], text).toMatchObject({
        score: null,
        engine: "none",
        reason:
          "You answered in Hindi; this mock is in English, so the content of this answer was not scored. Choose Hindi or Hinglish when you create your next mock.",
      });
      expect(result.answers[0]!.reason).not.toMatch(/could not hear/);
    }
  });

  it("says an answer in another script was in another language, not unheard", async () => {
    const result = await answer("நான் கடந்த ஆண்டு ஒரு அறிக்கையை வேகமாக்கினேன்", 30, [{ start: 1, end: 25 }]);
    expect(result.answers[0]).toMatchObject({
      score: null,
      reason: expect.stringMatching(/^You answered in a language other than English; this mock is in English/),
    });
  });

  it("still judges an ordinary answer at an ordinary pace", async () => {
    const result = await answer(STAR, 50, [{ start: 1, end: 48 }]);
    expect(result.answers[0]!.score).toBeGreaterThan(5);
  });
});
