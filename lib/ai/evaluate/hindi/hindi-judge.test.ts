// The judge reads Hindi and Hinglish: words in any script, counted and folded as people write them,
// the story's cues and the field's words heard in Devanagari and in Latin letters, and every quote
// given back exactly as it was said.
import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "../index";
import { answerParts } from "../rule-based";
import { words } from "../text";
import { NOTHING_HEARD_REASON } from "../reasons";
import type { AnswerToEvaluate, MockContext } from "../types";
import { glossSentence, readAnswer } from "./reading";

const BACKEND: MockContext = {
  title: "Backend Developer",
  industry: "Information Technology",
  skills: ["Node.js", "PostgreSQL", "Kafka", "Redis", "REST APIs"],
  experience: 4,
  difficulty: "MEDIUM",
};
const QUESTION = "Tell me about a problem you solved with PostgreSQL. What did you try first, and what made you change course?";

const HINDI_ANSWER =
  "पिछले साल हमारी ऑर्डर सर्च बहुत धीमी हो गई थी, आठ सेकंड लगते थे। मैंने EXPLAIN ANALYZE चलाया और देखा कि क्वेरी पूरी टेबल स्कैन कर रही थी। " +
  "मैंने एक्सप्रेशन इंडेक्स जोड़ा और जॉइन को दोबारा लिखा। नतीजा यह हुआ कि सर्च ९० मिलीसेकंड में आने लगी और हमने स्लो क्वेरी लॉग पर अलर्ट लगाया।";
const HINGLISH_ANSWER =
  "Pichhle saal hamari order search bahut slow ho gayi thi, 8 second lagte the. Maine EXPLAIN ANALYZE chalaya aur dekha ki query poori table scan kar rahi thi. " +
  "Maine ek expression index joda aur join ko dobara likha. Natija yeh hua ki search 90 milliseconds mein aane lagi aur humne slow query log par alert lagaya.";

const typed = (text: string, question = QUESTION): AnswerToEvaluate => ({
  position: 1,
  question,
  transcript: { text, words: null, source: "typed", engine: "typed" },
  segments: null,
  durationSeconds: null,
});
const spoken = (text: string, seconds = 40): AnswerToEvaluate => ({
  position: 1,
  question: QUESTION,
  transcript: { text, words: null, source: "browser", engine: "browser" },
  segments: [{ start: 1, end: seconds - 1 }],
  durationSeconds: seconds,
});

describe("words in any script", () => {
  it("counts a Devanagari word with its vowel signs as one word", () => {
    expect(words("मैंने डेटाबेस में इंडेक्स जोड़ा।")).toEqual(["मैंने", "डेटाबेस", "में", "इंडेक्स", "जोडा"]);
  });

  it("reads ज़ typed as one code point, as ज + nukta and without the nukta as one word", () => {
    const one = "\u095B\u094D\u092F\u093E\u0926\u093E"; // ज़्यादा, ज़ as one code point
    const two = "\u091C\u093C\u094D\u092F\u093E\u0926\u093E"; // ज + nukta
    const bare = "ज्यादा";
    expect(words(one)).toEqual(words(two));
    expect(words(one)).toEqual(words(bare));
  });

  it("reads Devanagari digits as digits", () => {
    expect(words("९० मिलीसेकंड")).toEqual(["90", "मिलीसेकंड"]);
  });

  it("reads lakh, crore, thousand and per cent as figures, in both scripts", () => {
    for (const text of ["बिक्री दो लाख की थी।", "Budget ek crore ka tha.", "तीन हज़ार ऑर्डर आए।", "Errors bees pratishat kam hue.", "खर्च दस प्रतिशत घटा।"]) {
      const gloss = readAnswer(text, BACKEND)
        .map((s) => s.gloss)
        .join(". ");
      expect(answerParts(gloss).specific.length, `${text} → ${gloss}`).toBe(1);
    }
  });

  it("hears the candidate's own part in मैंने and maine, and not in हमने or humne", () => {
    for (const [text, own] of [
      ["मैंने इंडेक्स जोड़ा।", 1],
      ["Maine index joda.", 1],
      ["हमने इंडेक्स जोड़ा।", 0],
      ["Humne index joda.", 0],
    ] as const) {
      const gloss = glossSentence(text);
      expect(answerParts(`${gloss}.`).ownPart.length, `${text} → ${gloss}`).toBe(own);
    }
  });

  it("meets the same word across scripts: a CV's skills and the field's words written in Devanagari", () => {
    expect(glossSentence("प्रोजेक्ट")).toBe("project");
    expect(readAnswer("डेटाबेस का बैकअप", BACKEND)[0]!.gloss).toBe("database of backup");
    const [read] = readAnswer("हमने पोस्टग्रेस में रेप्लिका बनाई।", BACKEND);
    expect(read!.gloss).toMatch(/postgres/);
    expect(read!.gloss).toMatch(/replica/);
  });

  it("reads Hinglish spelling variants as one word", () => {
    expect(glossSentence("nahi nahin nhi")).toBe("not not not");
    expect(glossSentence("hai he")).toBe("is is");
    expect(glossSentence("main mai")).toBe("i i");
  });
});

describe("a Hindi or Hinglish answer in a Hindi or Hinglish mock", () => {
  it("scores a typed Devanagari answer from its words, quoting them as written", async () => {
    const e = await evaluateAnswer({ answer: typed(HINDI_ANSWER), context: { ...BACKEND, language: "hi" }, provider: null });
    expect(e.reason).not.toBe(NOTHING_HEARD_REASON);
    expect(e.reason).toMatch(/^आपके 5\d शब्दों से: सवाल का जवाब/);
    expect(e.score!).toBeGreaterThanOrEqual(6);
    expect(e.evidence.length).toBeGreaterThan(0);
    for (const quote of e.evidence) expect(HINDI_ANSWER).toContain(quote);
  });

  it("scores a Hinglish answer from all its words, not only the English ones", async () => {
    const e = await evaluateAnswer({ answer: spoken(HINGLISH_ANSWER), context: { ...BACKEND, language: "hinglish" }, provider: null });
    expect(e.reason).toMatch(/^Aapke 5\d shabdon se: sawaal ka jawab/);
    expect(e.score!).toBeGreaterThanOrEqual(6);
    for (const quote of e.evidence) expect(HINGLISH_ANSWER).toContain(quote);
    expect(e.delivery.wordCount).toBe(words(HINGLISH_ANSWER).length);
  });

  it("hears a Hinglish mock's answer as an hi-IN recogniser writes it, in Devanagari", async () => {
    const e = await evaluateAnswer({ answer: spoken(HINDI_ANSWER), context: { ...BACKEND, language: "hinglish" }, provider: null });
    expect(e.score!).toBeGreaterThanOrEqual(6);
  });

  it("counts Hindi and Hinglish fillers and hedges as delivery, never as content", async () => {
    const text = "मतलब, मुझे लगता है कि मैंने इंडेक्स जोड़ा। Basically query slow thi, matlab shayad table scan tha.";
    const e = await evaluateAnswer({ answer: spoken(text, 20), context: { ...BACKEND, language: "hinglish" }, provider: null });
    expect(e.delivery.fillers).toEqual(
      expect.arrayContaining([
        { term: "मतलब", count: 1 },
        { term: "matlab", count: 1 },
        { term: "basically", count: 1 },
      ]),
    );
    expect(e.delivery.hedges).toEqual(
      expect.arrayContaining([
        { term: "मुझे लगता है", count: 1 },
        { term: "shayad", count: 1 },
      ]),
    );
  });

  it("calls a Hindi answer about something else off-topic, quoting it as said", async () => {
    const text = "रविवार को मैं अपने परिवार के लिए बिरयानी पकाता हूँ। चावल को आधा घंटा भिगोता हूँ और प्याज को भूरा होने तक तलता हूँ। मेरी दादी ने मुझे यह सिखाया था।";
    const e = await evaluateAnswer({ answer: typed(text), context: { ...BACKEND, language: "hi" }, provider: null });
    expect(e.score!).toBeLessThanOrEqual(3);
    expect(e.reason).toMatch(/जवाब खाने और खाना बनाने(, परिवार और घर)? के बारे में है \(.*\), उस बारे में नहीं जो सवाल पूछता है/);
    expect(e.improvement).toBe("जो सवाल पूछा गया उसी का जवाब दीजिए, अपने काम या पढ़ाई के किसी उदाहरण के साथ, और उसी पर टिके रहिए।");
    for (const quote of e.evidence) expect(text).toContain(quote);
  });
});

describe("an answer in another language than the mock's", () => {
  it("does not score a typed Devanagari answer in an English mock, and says it was Hindi", async () => {
    const e = await evaluateAnswer({ answer: typed(HINDI_ANSWER), context: BACKEND, provider: null });
    expect(e).toMatchObject({
      score: null,
      engine: "none",
      reason:
        "You answered in Hindi; this mock is in English, so the content of this answer was not scored. Choose Hindi or Hinglish when you create your next mock.",
    });
  });

  it("judges English in a Hinglish mock: its English words are part of Hinglish", async () => {
    const english =
      "Last year our order search took eight seconds. I ran EXPLAIN ANALYZE, saw a sequential scan, added an expression index and the search came back in 90 milliseconds.";
    const e = await evaluateAnswer({ answer: typed(english), context: { ...BACKEND, language: "hinglish" }, provider: null });
    expect(e.score!).toBeGreaterThanOrEqual(6);
  });
});
