// The judge's words to the candidate of a Hindi or Hinglish mock: in the mock's own language, from
// our own tables, for answers written as people say them. An English mock's words do not change.
import { describe, expect, it } from "vitest";
import { askedFor, scoreFollowUpAnswer } from "../follow-up-answer";
import { evaluateAnswer, evaluateAnswers } from "../index";
import { rubricFor } from "../rubric";
import type { AnswerToEvaluate, MockContext } from "../types";
import OpenAI from "openai";
import { followUpByGuide, followUpByModel, followUpByRules } from "@/lib/ai/follow-up";
import { startFakeOpenAI, type ChatRequest } from "@/test/fake-openai";

const BACKEND: Omit<MockContext, "language"> = {
  title: "Backend Developer",
  industry: "Information Technology",
  skills: ["PostgreSQL", "Node.js"],
  experience: 4,
  difficulty: "MEDIUM",
};
const hi: MockContext = { ...BACKEND, language: "hi" };
const hinglish: MockContext = { ...BACKEND, language: "hinglish" };
const en: MockContext = { ...BACKEND, language: "en" };

const QUESTION_HI = "कोई ऐसी प्रॉब्लम बताइए जो आपने PostgreSQL से सॉल्व की। पहले आपने क्या ट्राई किया, और किस वजह से रास्ता बदलना पड़ा?";
const QUESTION_HINGLISH = "Koi aisi problem bataiye jo aapne PostgreSQL se solve ki. Pehle aapne kya try kiya, aur kis wajah se raasta badalna pada?";
const QUESTION_EN = "Tell me about a problem you solved with PostgreSQL. What did you try first, and what made you change course?";

/** Short, with no figure: the rules find things missing and say how to improve. */
const SHORT_HI = "हमारी ऑर्डर्स वाली क्वेरी बहुत स्लो चल रही थी। मैंने EXPLAIN चलाया और एक इंडेक्स जोड़ दिया।";
const SHORT_HINGLISH = "Hamari orders wali query bahut slow chal rahi thi. Maine EXPLAIN chalaya aur ek index add kar diya.";
const SHORT_EN = "Our orders query was very slow. I ran EXPLAIN and added an index.";

const typed = (text: string, question: string, position = 1): AnswerToEvaluate => ({
  position,
  question,
  transcript: { text, words: null, source: "typed", engine: "typed" },
  segments: null,
  durationSeconds: null,
});
const spoken = (text: string, question: string, seconds: number): AnswerToEvaluate => ({
  position: 1,
  question,
  transcript: { text, words: null, source: "browser", engine: "browser" },
  segments: [{ start: 0.5, end: seconds - 0.5 }],
  durationSeconds: seconds,
});

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** An English sentence of the rules' own (not a quoted word): "From your", "Not found", "Aim for"… */
const ENGLISH_SENTENCE = /\b(From your|Not found|Aim for|Give one|Add one|Start with|Outline of|Situation:|Strongest|the answer is short)\b/;

describe("the rules speak to a Hindi mock in Hindi", () => {
  it("writes the reason, what is missing, the improvement and the outline in Devanagari", async () => {
    const e = await evaluateAnswer({ answer: typed(SHORT_HI, QUESTION_HI), context: hi, provider: null });
    expect(e.score).not.toBeNull();
    expect(e.reason).toMatch(
      /^आपके 1\d शब्दों से: सवाल का जवाब [\d.]+\/3\.5, फ़ील्ड के अपने शब्द [\d.]+\/2, नतीजे के साथ उदाहरण [\d.]+\/2, ठोस बातें [\d.]+\/1\.5, काफ़ी डिटेल 0\/1।/,
    );
    expect(e.missing).toMatch(/^नहीं मिला: .*नंबर, समय या नाम जो बात को ठोस बनाएँ.*काफ़ी डिटेल \(जवाब छोटा है\)।$/);
    expect(e.improvement).toContain("एक आंकड़ा जोड़िए: कितने, कितने समय में, कितना बेहतर।");
    expect(e.improvement).toContain("150 से 300 शब्द रखिए: एक उदाहरण, पूरा बताया हुआ।");
    expect(e.modelAnswer).toMatch(/^“कोई ऐसी प्रॉब्लम बताइए जो आपने PostgreSQL से सॉल्व की। .*…” के एक मज़बूत जवाब की रूपरेखा:\n1\. सिचुएशन:/);
    for (const text of [e.reason, e.missing, e.improvement, e.modelAnswer]) expect(text).not.toMatch(ENGLISH_SENTENCE);
    for (const quote of e.evidence) expect(SHORT_HI).toContain(quote);
  });

  it("says to speak for a minute or two when the short answer was spoken", async () => {
    const e = await evaluateAnswer({ answer: spoken(SHORT_HI, QUESTION_HI, 12), context: hi, provider: null });
    expect(e.improvement).toContain("एक से दो मिनट तक बोलिए।");
  });

  it("says in Hindi when it could not hear the words clearly, and when it heard nothing", async () => {
    const long = Array.from({ length: 12 }, () => SHORT_HI).join(" ");
    const unclear = await evaluateAnswer({ answer: spoken(long, QUESTION_HI, 10), context: hi, provider: null });
    expect(unclear).toMatchObject({
      score: null,
      reason: "हम आपकी बात इतनी साफ़ नहीं सुन पाए कि आपके शब्दों को जाँच सकें, इसलिए इस जवाब का कंटेंट स्कोर नहीं है: सिर्फ़ ये मापा गया कि आप कैसे बोले।",
    });
    const empty = await evaluateAnswer({
      answer: { ...typed("", QUESTION_HI), transcript: null, segments: [], durationSeconds: 20 },
      context: hi,
      provider: null,
    });
    expect(empty.reason).toBe("इस जवाब में हमें कोई आवाज़ नहीं सुनाई दी।");
  });

  it("says in Hindi when it cannot judge whether an answer is about the question", async () => {
    const e = await evaluateAnswer({
      answer: typed("जी हाँ, बिल्कुल, ये अच्छा सवाल है। मैं इस पर ज़रूर सोचूँगा और आपको बताऊँगा।", QUESTION_HI),
      context: hi,
      provider: null,
    });
    expect(e.score).toBeNull();
    expect(e.reason).toMatch(/^हम तय नहीं कर पाए कि ये जवाब सवाल का जवाब है या नहीं/);
  });

  it("sums the mock up in Hindi", async () => {
    const m = await evaluateAnswers({ answers: [typed(SHORT_HI, QUESTION_HI)], context: hi, provider: null });
    expect(m.summary).toMatch(
      /^HireReady के नियमों से, आपकी कही बातों के आधार पर: 1 में से 1 जवाबों को स्कोर मिला, औसत [\d.]+\/10; सबसे मज़बूत जवाब 1 था \([\d.]+\/10\)। सबसे ज़्यादा कमी रही: .*। इन जवाबों के लिए बोलने का कोई आंकड़ा नहीं मापा गया।$/,
    );
  });
});

describe("the rules speak to a Hinglish mock in Latin letters", () => {
  it("writes every sentence of its own in Hinglish, with no Devanagari", async () => {
    const e = await evaluateAnswer({ answer: typed(SHORT_HINGLISH, QUESTION_HINGLISH), context: hinglish, provider: null });
    expect(e.reason).toMatch(/^Aapke 1\d shabdon se: sawaal ka jawab [\d.]+\/3\.5, field ke apne shabd/);
    expect(e.missing).toMatch(/^Nahin mila: /);
    expect(e.improvement).toContain("Ek number jodiye: kitne, kitne time mein, kitna behtar.");
    expect(e.modelAnswer).toMatch(/^“Koi aisi problem bataiye jo aapne PostgreSQL se solve ki\..*” ke ek strong jawab ki outline:/);
    for (const text of [e.reason, e.missing, e.improvement, e.modelAnswer]) {
      expect(text).not.toMatch(DEVANAGARI);
      expect(text).not.toMatch(ENGLISH_SENTENCE);
    }
  });

  it("keeps an English mock's words as they were", async () => {
    const e = await evaluateAnswer({ answer: typed(SHORT_EN, QUESTION_EN), context: en, provider: null });
    expect(e.reason).toMatch(/^From your 13 words: answers the question/);
    expect(e.missing).toMatch(/^Not found: /);
    expect(e.improvement).toContain("Aim for 150 to 300 words: one example, told in full.");
    expect(e.modelAnswer).toMatch(/^Outline of a strong answer to "Tell me about a problem/);
  });
});

describe("follow-ups in the mock's language", () => {
  it("asks a Hindi answer told as the team's story for the candidate's own part, quoting it as said", () => {
    const said =
      "पिछले साल हमारी टीम का चेकआउट बहुत स्लो था, लोग पेमेंट छोड़ रहे थे। हमने पूरी क्वेरी दोबारा लिखी और Redis में कैश लगाया। उसके बाद पेज 3 सेकंड की जगह 1 सेकंड में खुलने लगा।";
    const f = followUpByRules(said, hi)!;
    expect(f.gap).toBe("own part");
    expect(f.text).toBe(`आपने कहा “${f.quote}”। उसमें आपका अपना हिस्सा क्या था: आपने खुद क्या किया?`);
    expect(said).toContain(f.quote!);
    expect(f.quote).toMatch(/^हमने पूरी क्वेरी दोबारा लिखी/);
    expect(askedFor(f.text)).toBe("own part");
  });

  it("asks a Hinglish answer with the candidate's part but no outcome for the result, in Latin letters", () => {
    const said = "Maine staging pe PostgreSQL ka slow query log on kiya. Phir maine orders table pe ek naya index banaya aur query ko dobara likha.";
    const f = followUpByRules(said, hinglish)!;
    expect(f.gap).toBe("result");
    expect(f.text).toBe(`Aapne kaha “${f.quote}”. Aapne bataya ki aapne kya kiya; uska result kya raha, numbers mein?`);
    expect(said).toContain(f.quote!);
    expect(f.text).not.toMatch(DEVANAGARI);
    expect(askedFor(f.text)).toBe("result");
  });

  it("asks for the often-missed point's kind without the answer's words, and never in English", () => {
    const context = { title: "Staff Nurse", industry: "Healthcare", skills: ["Patient Care"] };
    const question = "Healthcare में एक गलती का असर मरीज़ों पर पड़ सकता है। इस बात से आपके काम चेक करने का तरीका कैसे तय होता है?";
    expect(followUpByGuide(question, { ...context, language: "hi" }).text).toBe(
      "पिछले जवाब पर एक सवाल और: इसका कोई असली उदाहरण दीजिए, जो आपके साथ हुआ हो। इसके बारे में बताइए।",
    );
    expect(followUpByGuide(question, { ...context, language: "hinglish" }).text).toBe(
      "Pichhle jawab par ek sawaal aur: iska koi asli example dijiye, jo aapke saath hua ho. Iske baare mein bataiye.",
    );
  });

  it("judges the answer to a Hindi follow-up and says so in Hindi", () => {
    const followUp = "आपने कहा “मैंने orders टेबल पर इंडेक्स बनाया”। आपने बताया कि आपने क्या किया; उसका नतीजा क्या रहा, नंबरों में?";
    expect(askedFor(followUp)).toBe("result");
    const gives = scoreFollowUpAnswer({
      followUp,
      mainQuestion: QUESTION_HI,
      transcript: "नतीजा ये रहा कि क्वेरी 4 सेकंड से 200 मिलीसेकंड पर आ गई, और मैंने ये EXPLAIN से चेक किया।",
      context: hi,
    });
    expect(gives.score!).toBeGreaterThanOrEqual(8);
    expect(gives.reason).toMatch(/^आपके \d+ शब्दों से, फ़ॉलो-अप के जवाब के तौर पर: जो पूछा गया वो दिया \(नतीजा\) 5\/5/);
    const dodges = scoreFollowUpAnswer({
      followUp,
      mainQuestion: QUESTION_HI,
      transcript: "मैंने PostgreSQL में इंडेक्स बनाया और क्वेरी प्लान को ठीक से देखा।",
      context: hi,
    });
    expect(dodges.missing).toMatch(/^नहीं मिला: नतीजा/);
    expect(dodges.improvement).toBe("पहले ही वाक्य में नतीजा बताइए; फ़ॉलो-अप एक ही चीज़ पूछता है।");
  });
});

describe("a model judging a Hindi or Hinglish mock", () => {
  it("is told to write its words to the candidate in the mock's language, and an English mock's rubric is unchanged", () => {
    expect(rubricFor(QUESTION_HI, hi)).toContain("Write the reason, what is missing, the improvement and the model answer in Hindi, in Devanagari");
    expect(rubricFor(QUESTION_HINGLISH, hinglish)).toContain("in Hinglish: Hindi and English mixed, in Latin letters only");
    expect(rubricFor(QUESTION_EN, en)).not.toMatch(/Hindi|Hinglish/);
    // The Hindi question has its English template's guide.
    expect(rubricFor(QUESTION_HI, hi)).toContain("What you tried first with PostgreSQL, and why.");
  });
});

describe("a model writing a Hindi mock's follow-up (the local fake of the OpenAI API)", () => {
  it("is told the mock's language, and its question is put after the quote in Hindi", async () => {
    const fake = await startFakeOpenAI();
    try {
      const said = "मैंने orders टेबल पर एक नया इंडेक्स बनाया। उसके बाद हमने रिलीज़ कर दिया।";
      fake.onChat(() => ({ quote: "मैंने orders टेबल पर एक नया इंडेक्स बनाया", question: "उससे क्वेरी कितनी तेज़ हुई" }));
      const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseUrl, maxRetries: 0 });
      const f = await followUpByModel({ client, model: "gpt-4o-mini" }, { question: QUESTION_HI, transcript: said, gap: "result", context: hi });
      expect(f).toEqual({
        text: "आपने कहा “मैंने orders टेबल पर एक नया इंडेक्स बनाया”। उससे क्वेरी कितनी तेज़ हुई?",
        source: "model",
        gap: "result",
        quote: "मैंने orders टेबल पर एक नया इंडेक्स बनाया",
      });
      const system = (fake.requests.find((r) => r.route === "chat")?.body as ChatRequest).messages.find((m) => m.role === "system")?.content ?? "";
      expect(system).toContain("This mock is in Hindi: write the question in Hindi, in Devanagari");
      expect(askedFor(f!.text)).toBe("result");
    } finally {
      await fake.close();
    }
  });
});
