// The rule-based scorer judged against answers we graded ourselves, on every question our bank can
// ask: relevance first, sentences over buzzwords, specific over vague.
import { describe, expect, it } from "vitest";
import { everyTemplate, fillTemplate, SKILL_QUESTIONS, VALUE_QUESTIONS } from "@/lib/ai/offline/question-bank";
import { measureDelivery } from "./delivery";
import { isWordSalad, OFF_TOPIC_CAP, SALAD_CAP, scoreRuleBased, topicWords } from "./rule-based";
import type { MockContext } from "./types";

const context: MockContext = { title: "Data Analyst", industry: "Information Technology", skills: ["SQL", "Excel"], experience: 3, difficulty: "MEDIUM" };
const FILL: Record<string, string> = { title: "Data Analyst", industry: "Information Technology", skill: "SQL", value: "teamwork", keyword: "inventory forecasting", years: "3 years" };

const fill = (template: string) => fillTemplate(template, FILL);
const BANK = everyTemplate().map(fill);

/** The three longest topic words of the question, which a person answering it would naturally take up. */
function topic(question: string): [string, string, string] {
  const list = topicWords(question).sort((a, b) => b.length - a.length);
  return [list[0] ?? "this", list[1] ?? list[0] ?? "this", list[2] ?? list[0] ?? "this"];
}

/** Our graded answers to one question, best first where the order is fixed. */
function gradedAnswers(question: string) {
  const [a, b, c] = topic(question);
  return {
    specific:
      `This comes straight from my last job, where ${a}, ${b} and ${c} were part of every week. ` +
      "At my previous company we had a monthly sales report that took two days to build and was often wrong. " +
      "I rewrote the SQL queries behind it, I added a check that compared the totals with the finance ledger, and I walked the two managers who read it through the new version. " +
      `As a result the report was ready in 20 minutes instead of two days, and the errors dropped from about 12 a month to none in the next quarter. ` +
      `I learned that ${a} starts with asking the people who rely on the work what they really need, and I have done that in every project since then.`,
    mixed:
      `${a[0]!.toUpperCase()}${a.slice(1)} matters to me, and I dealt with ${b} and ${c} at my previous company. ` +
      "I talked to the people involved and I changed how we handled the requests, and people seemed happier with it afterwards.",
    vague: `I think ${a}, ${b} and ${c} are really important. I always try my best and I am a hard worker, so I am sure I would handle it well, you know.`,
    offTopic:
      "Last year I cooked a big dinner for 12 friends in my small flat. I planned the menu three weeks ahead, I made two kinds of bread and a curry, " +
      "and I borrowed chairs from the neighbours. As a result everyone ate within 40 minutes of arriving, and I learned to prepare the sauces the evening before.",
    salad: `I led I built as a result we reduced 90 percent our team the client last year outcome ${a} ${b} improved increased delivered stakeholders impact`,
  };
}

function score(question: string, transcript: string, durationSeconds = 70) {
  const delivery = measureDelivery({ transcript: { text: transcript, words: null, source: "browser", engine: "browser" }, durationSeconds, segments: null });
  return scoreRuleBased({ question, transcript, context, delivery });
}

describe("the rule-based scorer on every question of our bank", () => {
  it("has the whole bank to judge", () => {
    expect(BANK.length).toBeGreaterThan(50);
  });

  it.each(BANK)("orders our graded answers as a person would: %s", (question) => {
    const graded = gradedAnswers(question);
    const s = Object.fromEntries(Object.entries(graded).map(([kind, text]) => [kind, score(question, text).score])) as Record<keyof typeof graded, number>;
    expect(s.specific, JSON.stringify(s)).toBeGreaterThanOrEqual(7);
    expect(s.specific, JSON.stringify(s)).toBeGreaterThan(s.mixed);
    expect(s.mixed, JSON.stringify(s)).toBeGreaterThan(s.vague);
    expect(s.vague, JSON.stringify(s)).toBeGreaterThan(s.offTopic);
    expect(s.offTopic, JSON.stringify(s)).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    expect(s.salad, JSON.stringify(s)).toBeLessThanOrEqual(SALAD_CAP);
    expect(s.specific, JSON.stringify(s)).toBeGreaterThan(s.salad);
  });
});

describe("real-sounding answers", () => {
  const SQL_QUESTION = fill(SKILL_QUESTIONS.MEDIUM[0]!); // a problem solved with SQL
  const MISTAKE_QUESTION = VALUE_QUESTIONS.integrity![0]!; // a mistake nobody else had seen

  it("gives a good story told without figures a middle score, below the same story with them", () => {
    const plain =
      "At my previous job the SQL problem was a dashboard that kept timing out for the sales team. I tried adding more memory first, which did nothing. " +
      "Then I looked at the query plan, I found the join on the orders table was scanning everything, and I changed course and added an index and rewrote the join. " +
      "In the end the dashboard loaded quickly again and the sales team stopped complaining.";
    const withFigures = plain.replace("loaded quickly again", "loaded in 3 seconds instead of 90").replace("the sales team stopped", "the 40 people in sales stopped");
    const a = score(SQL_QUESTION, plain).score;
    const b = score(SQL_QUESTION, withFigures).score;
    expect(a).toBeGreaterThanOrEqual(5);
    expect(b).toBeGreaterThan(a);
  });

  it("scores a strong story about something else low: it does not answer this question", () => {
    const elsewhere =
      "At my last job I led the move of our team's payroll to a new supplier. I planned it over six weeks, I trained eight colleagues, and as a result we cut the monthly close from five days to two.";
    expect(score(MISTAKE_QUESTION, elsewhere).score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
  });

  it("hears a relevant answer said with fillers and without punctuation, as a browser transcript often is", () => {
    const spoken =
      "um so at my last job I noticed a mistake in the invoice totals that nobody else had seen we had been double counting returns for about two months " +
      "I checked it against the bank statements I told my manager the same day and I fixed the formula as a result the next invoices were right and we refunded 14 customers";
    const result = score(MISTAKE_QUESTION, spoken);
    expect(isWordSalad(spoken)).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(7);
  });

  it("does not let a salad of story words pass for a story", () => {
    const salad = "I led I built as a result we reduced 90 percent our team the client last year outcome mistake nobody seen improved increased delivered impact";
    expect(isWordSalad(salad)).toBe(true);
    const result = score(MISTAKE_QUESTION, salad);
    expect(result.score).toBeLessThanOrEqual(SALAD_CAP);
    expect(result.reason).toMatch(/words strung together/);
  });
});
