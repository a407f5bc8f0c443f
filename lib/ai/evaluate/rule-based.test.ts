// The rule-based scorer on answers as people give them: relevance heard by meaning, fillers left to
// the speaking measures, sentences over buzzwords, specific over vague, and no judgement it cannot make.
import { describe, expect, it } from "vitest";
import { everyTemplate, fillTemplate, SKILL_QUESTIONS, VALUE_QUESTIONS } from "@/lib/ai/offline/question-bank";
import { guideIntents } from "@/lib/ai/offline/answer-guide";
import { COULD_NOT_JUDGE_REASON, isWordSalad, OFF_TOPIC_CAP, SALAD_CAP, scoreRuleBased } from "./rule-based";
import { skillsAskedAbout } from "./relevance";
import type { MockContext } from "./types";

const context: MockContext = { title: "Data Analyst", industry: "Information Technology", skills: ["SQL", "Excel"], experience: 3, difficulty: "MEDIUM" };
const FILL: Record<string, string> = {
  title: "Data Analyst",
  industry: "Information Technology",
  skill: "SQL",
  value: "teamwork",
  keyword: "inventory forecasting",
  years: "3 years",
};
const fill = (template: string) => fillTemplate(template, FILL);
const score = (question: string, transcript: string, ctx = context) => scoreRuleBased({ question, transcript, context: ctx });

const SQL_QUESTION = fill(SKILL_QUESTIONS.MEDIUM[0]!); // a problem solved with SQL
const MISTAKE_QUESTION = VALUE_QUESTIONS.integrity![0]!; // a mistake nobody else had seen

describe("what the judge knows of each question", () => {
  it.each(everyTemplate().map(fill))("knows what an answer talks about: %s", (question) => {
    expect(guideIntents(question)?.talksAbout.length).toBeGreaterThan(0);
  });

  it("finds the skill a question is about, by its other names too", () => {
    const frontend: MockContext = { ...context, skills: ["React", "Accessibility"] };
    expect(skillsAskedAbout("How do you make sure a form is accessible?", frontend, null)).toEqual(["Accessibility"]);
    expect(skillsAskedAbout("Why did you move the reports to PostgreSQL?", frontend, null)).toEqual(["PostgreSQL"]);
    expect(skillsAskedAbout("How did you go about it?", { ...context, skills: ["Sales"] }, null)).toEqual([]);
  });
});

describe("real-sounding answers", () => {
  it("gives a good story told without figures a middle score, below the same story with them", () => {
    const plain =
      "At my previous job the dashboard kept timing out for the sales team. I tried adding more memory first, which did nothing. " +
      "Then I looked at the query plan, I found the join on the orders table was scanning everything, and I added an index and rewrote the join. " +
      "In the end the dashboard loaded quickly again and the sales team stopped complaining.";
    const withFigures = plain
      .replace("loaded quickly again", "loaded in 3 seconds instead of 90")
      .replace("the sales team stopped", "the 40 people in sales stopped");
    const a = score(SQL_QUESTION, plain).score!;
    const b = score(SQL_QUESTION, withFigures).score!;
    expect(a).toBeGreaterThanOrEqual(5);
    expect(b).toBeGreaterThan(a);
  });

  it("hears a relevant answer said with fillers and without punctuation, as a browser transcript often is", () => {
    const spoken =
      "um so at my last job I saw the invoice totals were off and nobody else had seen it we had been double counting returns for about two months " +
      "I checked it against the bank statements I told my manager the same day and I fixed the formula as a result the next invoices were right and we refunded 14 customers";
    const result = score(MISTAKE_QUESTION, spoken);
    expect(isWordSalad(spoken)).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(7);
  });

  it("leaves fillers and hedges to the speaking measures: they do not lower the content score", () => {
    const plain =
      "I write unit tests for each query's edge cases and compare the totals with the finance ledger before a report goes out. Last month that caught a join that counted refunds twice.";
    const hedged =
      "Um, I think I write, you know, unit tests for each query's edge cases and sort of compare the totals with the finance ledger before a report goes out. I guess last month that caught a join that, um, counted refunds twice.";
    const question = fill(SKILL_QUESTIONS.MEDIUM[1]!);
    expect(score(question, hedged).score!).toBeGreaterThanOrEqual(score(question, plain).score! - 0.5);
  });

  it("does not reward repeating the question: its own words count for little", () => {
    const question = fill(SKILL_QUESTIONS.MEDIUM[1]!);
    const echo =
      "How do I check that my work with SQL is correct before anyone else relies on it? I check that my work is correct before anyone else relies on it.";
    const own =
      "I compare the row counts and totals with the source system, test the joins on a small sample I worked out by hand, and ask a colleague to review the query.";
    expect(score(question, own).score!).toBeGreaterThan(score(question, echo).score ?? 0);
  });

  it("calls a fluent story about something else off-topic, and quotes it", () => {
    const elsewhere =
      "Last weekend I cooked biryani for my cousin's birthday. I soaked the rice, fried the onions and sealed the pot with dough, and everyone asked for the recipe.";
    const result = score(MISTAKE_QUESTION, elsewhere);
    expect(result.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    expect(result.reason).toMatch(/food and cooking/);
    expect(result.evidence[0]).toContain("biryani");
  });

  it("gives no score where it cannot tell whether the question was answered", () => {
    const result = score(fill(SKILL_QUESTIONS.HARD[0]!), "Honestly I would rather not guess. I would need to think about it more.");
    expect(result).toMatchObject({ score: null, reason: COULD_NOT_JUDGE_REASON, evidence: [] });
  });

  it("does not let a salad of story words pass for a story", () => {
    const salad =
      "I led I built as a result we reduced 90 percent our team the client last year outcome mistake nobody seen improved increased delivered impact";
    expect(isWordSalad(salad)).toBe(true);
    const result = score(MISTAKE_QUESTION, salad);
    expect(result.score).toBeLessThanOrEqual(SALAD_CAP);
    expect(result.reason).toMatch(/words strung together/);
  });
});
