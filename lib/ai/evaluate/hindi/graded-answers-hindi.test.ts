// The offline judge of a Hindi or Hinglish mock against answers we wrote and graded ourselves
// (test/fixtures/graded-answers-hindi.ts): the same six kinds of answer as the English set, to at least
// twelve questions of our bank across its three roles, each in Devanagari and in Hinglish, held to the
// same bounds as English. It prints where each kind's scores fell, per script.
import { describe, expect, it } from "vitest";
import { agreement, BINS, confusion, GRADED_KINDS, HINDI_GRADED_ANSWERS, judgeGraded } from "@/test/graded-run";
import type { HindiGradedItem } from "@/test/fixtures/graded-answers-hindi";
import { evaluateAnswer } from "../index";
import { OFF_TOPIC_CAP, SALAD_CAP } from "../rule-based";

/** The judge speaks to a Hindi or Hinglish mock in its own language (feedback.ts). */
const OFF_TOPIC = { hi: /उस बारे में नहीं जो सवाल पूछता है/, hinglish: /us baare mein nahin jo sawaal poochhta hai/ };
const FROM_WORDS = { hi: (n: number | string) => `आपके ${n} शब्दों से`, hinglish: (n: number | string) => `Aapke ${n} shabdon se` };

describe.each(["hi", "hinglish"] as const)("the offline judge on our graded answers in %s", async (language) => {
  const items = HINDI_GRADED_ANSWERS.filter((i) => i.language === language);
  const results = await judgeGraded((answer, context) => evaluateAnswer({ answer, context, provider: null }), 4, items);
  console.log(
    `Graded ${language === "hi" ? "Hindi (Devanagari)" : "Hinglish"} answers: ${results.length} questions × ${GRADED_KINDS.length} kinds; columns: ${BINS.join(", ")}`,
  );
  console.table(confusion(results));
  const agreed = agreement(results);
  console.log(`Agreement with the graded kinds: ${Math.round(agreed.share * 100)}%`);
  console.table(agreed.table);

  it("covers at least twelve templates of our bank across three roles, judged in the mock's language", () => {
    expect(new Set(items.map((i) => i.template)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.role.title)).size).toBeGreaterThanOrEqual(3);
  });

  it("scores a specific answer 6 or more on at least 90% of questions", () => {
    const good = results.filter((r) => (r.scores.specific ?? 0) >= 6).length;
    expect(good / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(results.map((r) => [r.item.question, r] as const))("orders the kinds as a listener would: %s", (_, r) => {
    const s = r.scores;
    const all = JSON.stringify(s);
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

  it.each(results.map((r) => [r.item.question, r] as const))("calls the off-topic answer off-topic on quoted evidence, as said: %s", (_, r) => {
    expect(r.reasons.offTopic).toMatch(OFF_TOPIC[language]);
    expect(r.evidence.offTopic.length).toBeGreaterThan(0);
    for (const quote of r.evidence.offTopic) expect(r.item.answers.offTopic).toContain(quote);
  });

  it("quotes every sentence a score rests on exactly as it was said, in its own script", () => {
    for (const r of results)
      for (const kind of GRADED_KINDS) {
        if (r.scores[kind] === null) continue;
        expect(r.evidence[kind].length, `${kind}: ${r.item.question}`).toBeGreaterThan(0);
        for (const quote of r.evidence[kind]) expect(r.item.answers[kind]).toContain(quote);
      }
  });

  it("counts the answer's own words, not its reading's", () => {
    for (const r of results) expect(r.reasons.specific).toMatch(new RegExp(`^${FROM_WORDS[language]("\\d+")}`));
    const first = results[0]!;
    const own = first.item.answers.specific.match(/[\p{L}\p{M}\p{N}]+/gu)!.length;
    expect(first.reasons.specific).toContain(FROM_WORDS[language](own));
  });

  it("never calls a relevant answer off-topic, however it is said", () => {
    for (const r of results)
      for (const kind of ["specific", "echo", "hedged"] as const) expect(r.reasons[kind], `${kind}: ${r.item.question}`).not.toMatch(OFF_TOPIC[language]);
  });

  it("is the set it says it is: each item in its own script", () => {
    for (const item of items as HindiGradedItem[]) {
      const devanagari = /\p{Script=Devanagari}/u.test(item.answers.specific);
      expect(devanagari, item.question).toBe(language === "hi");
    }
  });
});
