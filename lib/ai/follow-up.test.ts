// The rules' follow-ups: what an answer lacks, the exact words they quote, and nothing invented.
import { describe, expect, it } from "vitest";
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
});
