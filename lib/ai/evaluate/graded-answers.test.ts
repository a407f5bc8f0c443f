// The offline judge against answers we wrote and graded ourselves (test/fixtures/graded-answers.ts):
// six kinds of answer to each of more than twenty questions of our bank, across three roles. It
// prints where each kind's scores fell, and holds the judge to what a fair listener would do.
import { describe, expect, it } from "vitest";
import { agreement, BINS, confusion, GRADED_ANSWERS, GRADED_KINDS, judgeGraded } from "@/test/graded-run";
import { evaluateAnswer } from "./index";
import { OFF_TOPIC_CAP, SALAD_CAP } from "./rule-based";

const judgeAll = () => judgeGraded((answer, context) => evaluateAnswer({ answer, context, provider: null }));

describe("the offline judge on our graded answers", async () => {
  const results = await judgeAll();
  const table = confusion(results);
  console.log(`Graded answers: ${results.length} questions × ${GRADED_KINDS.length} kinds; columns: ${BINS.join(", ")}`);
  console.table(table);
  const agreed = agreement(results);
  console.log(`Agreement with the graded kinds: ${Math.round(agreed.share * 100)}%`);
  console.table(agreed.table);

  it("covers more than twenty templates of our bank across three roles", () => {
    expect(new Set(GRADED_ANSWERS.map((i) => i.template)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(GRADED_ANSWERS.map((i) => i.role.title)).size).toBeGreaterThanOrEqual(3);
  });

  it("scores a specific answer in the field's own words 6 or more on at least 90% of questions", () => {
    const good = results.filter((r) => (r.scores.specific ?? 0) >= 6).length;
    expect(good / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(results.map((r) => [r.item.question, r] as const))("orders the kinds as a listener would: %s", (_, r) => {
    const s = r.scores;
    const all = JSON.stringify(s);
    // Off-topic and salad answers are always judged: "could not judge" is no way round the bounds.
    expect(s.offTopic, all).not.toBeNull();
    expect(s.salad, all).not.toBeNull();
    expect(s.specific, all).not.toBeNull();
    expect(s.hedged, all).not.toBeNull();
    expect(s.specific!, all).toBeGreaterThan(s.offTopic!);
    expect(s.specific!, all).toBeGreaterThan(s.salad!);
    if (s.vague !== null) expect(s.specific!, all).toBeGreaterThan(s.vague);
    expect(s.hedged!, all).toBeGreaterThan(s.offTopic!);
    expect(s.offTopic!, all).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    expect(s.salad!, all).toBeLessThanOrEqual(SALAD_CAP);
  });

  it.each(results.map((r) => [r.item.question, r] as const))("calls the off-topic answer off-topic on quoted evidence: %s", (_, r) => {
    expect(r.reasons.offTopic).toMatch(/not about what the question asks/);
    expect(r.reasons.offTopic).toMatch(/“[^”]+”/);
    expect(r.evidence.offTopic.length).toBeGreaterThan(0);
    for (const quote of r.evidence.offTopic) expect(r.item.answers.offTopic).toContain(quote);
  });

  it("names the sentences every score rests on, each as it was said", () => {
    for (const r of results)
      for (const kind of GRADED_KINDS) {
        if (r.scores[kind] === null) continue;
        expect(r.evidence[kind].length, `${kind}: ${r.item.question}`).toBeGreaterThan(0);
        for (const quote of r.evidence[kind]) expect(r.item.answers[kind]).toContain(quote);
      }
  });

  it("never calls a relevant answer off-topic, however it is said", () => {
    for (const r of results)
      for (const kind of ["specific", "echo", "hedged"] as const)
        expect(r.reasons[kind], `${kind}: ${r.item.question}`).not.toMatch(/not about what the question asks|does not address/);
  });
});
