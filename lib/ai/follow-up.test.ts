// The rules' follow-ups: what an answer lacks, the exact words they quote, and nothing invented.
import { describe, expect, it } from "vitest";
import { askedFor, scoreFollowUpAnswer } from "./evaluate/follow-up-answer";
import { COULD_NOT_JUDGE_REASON } from "./evaluate/rule-based";
import { findQuote } from "./evaluate/text";
import { followUpByGuide, followUpByRules, gapsOf, oftenMissedPoint, usableTranscript, writeFollowUp } from "./follow-up";

const context = { title: "Staff Nurse", industry: "Healthcare", skills: ["Patient care"], experience: 3, difficulty: "MEDIUM" as const };

describe("what an answer lacks", () => {
  it("names the candidate's own part first, then a result, then a specific", () => {
    expect(gapsOf("We moved the handover to the bedside.")).toEqual(["own part", "result", "specific"]);
    expect(gapsOf("I moved the handover to the bedside.")).toEqual(["result", "specific"]);
    expect(gapsOf("I moved the handover to the bedside, and as a result fewer doses were missed.")).toEqual(["specific"]);
    expect(gapsOf("I moved the handover to the bedside, and as a result missed doses fell from 9 to 2 a month.")).toEqual([]);
  });

  it("follows up nothing when the answer has its own part, a result and a figure", () => {
    expect(followUpByRules("On my ward I moved the handover to the bedside. As a result missed doses fell from 9 to 2 a month.")).toBeNull();
  });
});

describe("the rules' follow-up", () => {
  it("quotes the answer's own words exactly and asks for what it lacked", () => {
    const said = "On nights we were short of staff. I started a checklist for the drug round, and I asked the pharmacist to review it";
    const followUp = followUpByRules(said)!;
    expect(followUp).toMatchObject({ source: "rules", gap: "result" });
    expect(followUp.text).toBe("You said “I started a checklist for the drug round”. You described what you did; what was the result, in numbers?");
    expect(findQuote(said, followUp.quote!)).toBe(followUp.quote);
  });

  it("asks for the candidate's own part when only the team acted", () => {
    expect(followUpByRules("Our ward had too many falls at night. We bought new bed alarms, and as a result falls went down by half.")!.text).toBe(
      "You said “We bought new bed alarms”. What was your own part in that: what did you do yourself?",
    );
  });

  it("without a transcript asks for the point answers most often leave out, quoting nothing", async () => {
    const question = "Tell me about a time mistakes can affect patients and how you make sure they do not.";
    expect(oftenMissedPoint(question, context)).toBe("An example where they mattered.");
    const followUp = await writeFollowUp({ question, transcript: null, context, provider: null });
    expect(followUp).toEqual(followUpByGuide(question, context));
    expect(followUp).toMatchObject({ source: "guide", quote: null, text: "One more on your last answer: an example where they mattered. Tell me about that." });
    expect(usableTranscript("um yes")).toBe(false);
    expect(await writeFollowUp({ question, transcript: "um yes", context, provider: null })).toMatchObject({ source: "guide" });
  });

  it("asks for the point past evaluations found missing most, the fixed order breaking ties", async () => {
    // 1 why the stakes are higher, 2 the checks, 3 an example, 4 speaking up.
    const question = "Tell me about a time mistakes can affect patients and how you make sure they do not.";
    expect(
      oftenMissedPoint(
        question,
        context,
        new Map([
          [2, 5],
          [3, 1],
        ]),
      ),
    ).toBe("The checks or rules you follow every time.");
    // Missed as often as the example: the fixed order asks for the example first.
    expect(
      oftenMissedPoint(
        question,
        context,
        new Map([
          [4, 2],
          [3, 2],
        ]),
      ),
    ).toBe("An example where they mattered.");
    expect(
      oftenMissedPoint(
        question,
        context,
        new Map([
          [4, 2],
          [1, 2],
        ]),
      ),
    ).toBe("How you speak up when something looks unsafe.");
    expect(await writeFollowUp({ question, transcript: null, context, provider: null, guideMisses: async () => new Map([[1, 3]]) })).toMatchObject({
      text: "One more on your last answer: why the stakes are higher here. Tell me about that.",
    });
  });
});

describe("the rules' judgement of a follow-up's answer", () => {
  const data = { title: "Data Analyst", industry: "Information Technology", skills: ["SQL", "Excel"], experience: 3, difficulty: "MEDIUM" as const };
  const main = "Tell me about a problem you solved with SQL.";
  const followUp = "You said “I wrote SQL queries that built the report by itself”. You described what you did; what was the result, in numbers?";

  it("scores an answer that gives the result asked for above one that does not, quoting the sentence it rests on", () => {
    expect(askedFor(followUp)).toBe("result");
    expect(askedFor("You said “We bought new bed alarms”. What was your own part in that: what did you do yourself?")).toBe("own part");
    const gives = scoreFollowUpAnswer({
      followUp,
      mainQuestion: main,
      transcript: "As a result the report took ten minutes instead of a whole day, and I used the query plan to check it.",
      context: data,
    });
    const dodges = scoreFollowUpAnswer({
      followUp,
      mainQuestion: main,
      transcript: "I wrote the queries in SQL and I made sure the joins and the query plan were right.",
      context: data,
    });
    expect(gives.score).toBeGreaterThanOrEqual(8);
    expect(dodges.score!).toBeLessThan(5);
    expect(gives.evidence[0]).toBe("As a result the report took ten minutes instead of a whole day, and I used the query plan to check it.");
    expect(dodges.missing).toContain("the result");
  });

  it("calls an answer about something else off-topic with its evidence, and says when it cannot judge", () => {
    const off = scoreFollowUpAnswer({
      followUp,
      mainQuestion: main,
      transcript: "On Sunday I cooked biryani for my family, with rice, onions and a lot of spices from the market.",
      context: data,
    });
    expect(off.score!).toBeLessThanOrEqual(3);
    expect(off.evidence.join(" ")).toContain("biryani");
    expect(
      scoreFollowUpAnswer({ followUp, mainQuestion: main, transcript: "Yes, well, that is a good question to think about.", context: data }),
    ).toMatchObject({ score: null, reason: COULD_NOT_JUDGE_REASON });
  });
});
