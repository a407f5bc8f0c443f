import { describe, expect, it } from "vitest";
import { answerGuide } from "./answer-guide";
import { everyTemplate, fillTemplate } from "./question-bank";

const FILL: Record<string, string> = {
  title: "Data Analyst",
  industry: "Retail Banking",
  skill: "Power BI",
  value: "teamwork",
  keyword: "inventory forecasting",
  years: "3 years",
};
const BANK = everyTemplate().map((t) => fillTemplate(t, FILL));
const context = { title: "Data Analyst", industry: "Retail Banking", skills: ["Power BI", "SQL"] };

describe("what a strong answer covers", () => {
  it.each(BANK)("the bank wrote a guide of 3 or 4 points for: %s", (question) => {
    const guide = answerGuide(question, context);
    expect(guide.ownGuide).toBe(true);
    expect(guide.points.length).toBeGreaterThanOrEqual(3);
    expect(guide.points.length).toBeLessThanOrEqual(4);
    for (const point of guide.points) expect(point).not.toMatch(/\{\w+\}/);
  });

  it("names the skill and the CV's words the question was about", () => {
    expect(answerGuide("How would you explain Power BI to a new teammate, and where have you used it yourself?", context).points[0]).toContain("Power BI");
    expect(
      answerGuide("Your CV mentions inventory forecasting. What was your own part in that work, and what would you do differently now?", context).points[0],
    ).toContain("inventory forecasting");
  });

  it("names each template of the bank apart, whatever filled it in, and no template for a question it did not write", () => {
    const names = everyTemplate().map((t) => answerGuide(fillTemplate(t, FILL), context).template);
    expect(new Set(names).size).toBe(everyTemplate().length);
    const skill = everyTemplate().find((t) => t.startsWith("Tell me about a problem you solved with"))!;
    expect(answerGuide(fillTemplate(skill, { skill: "PostgreSQL" }), context).template).toBe(
      answerGuide(fillTemplate(skill, { skill: "Kubernetes" }), context).template,
    );
    expect(answerGuide("Tell me about a customer you won back.", context).template).toBeNull();
  });

  it("gives a question it did not write the guide of its kind", () => {
    const story = answerGuide("Tell me about a customer you won back.", context);
    expect(story.ownGuide).toBe(false);
    expect(story.points[1]).toMatch(/what you did yourself/i);
    expect(answerGuide("How do you plan a sprint?", context).points[0]).toMatch(/approach/);
  });
});
