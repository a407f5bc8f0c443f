import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "@/lib/ai/evaluate";
import { followUpByGuide, followUpByRules } from "@/lib/ai/follow-up";
import { weakSpotVariant } from "@/lib/mocks/generate-mock";
import { answerGuide } from "./answer-guide";
import { composeQuestions } from "./compose-questions";
import { everyTemplate } from "./question-bank";
import { BANK_IN_HINDI, bankQuestionIn, englishOf, latinReading } from "./question-bank-hindi";

const DEVANAGARI = /\p{Script=Devanagari}/u;
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const form = {
  title: "Backend Developer",
  industry: "Information Technology",
  experience: 4,
  difficulty: "MEDIUM" as const,
  skills: ["PostgreSQL", "Node.js"],
  value: "accountability",
  resumeText: "Built billing services with Kubernetes and Kafka. Ran Kubernetes clusters for five teams.",
  count: 12,
};

describe("the bank in Hindi and Hinglish", () => {
  it("has every template of the bank in Devanagari and in Latin letters, with the same blanks, and nothing else", () => {
    expect(Object.keys(BANK_IN_HINDI).sort()).toEqual([...everyTemplate()].sort());
    for (const [english, forms] of Object.entries(BANK_IN_HINDI)) {
      expect(DEVANAGARI.test(forms.hi), english).toBe(true);
      expect(forms.hi.replace(/\{\w+\}/g, ""), english).not.toMatch(/[A-Za-z]/);
      expect(DEVANAGARI.test(forms.hinglish), english).toBe(false);
      expect(slots(forms.hi), english).toEqual(slots(english));
      expect(slots(forms.hinglish), english).toEqual(slots(english));
    }
  });

  it("asks a Hindi mock the same questions as an English one, written in Devanagari with the candidate's own words kept", () => {
    const english = composeQuestions(form);
    const hindi = composeQuestions({ ...form, language: "hi" });
    const hinglish = composeQuestions({ ...form, language: "hinglish" });
    expect(composeQuestions({ ...form, language: "en" })).toEqual(english);
    expect(hindi).toHaveLength(12);
    expect(hindi.every((q) => DEVANAGARI.test(q) && !/\{\w+\}/.test(q))).toBe(true);
    expect(hinglish.every((q) => !DEVANAGARI.test(q) && !/\{\w+\}/.test(q))).toBe(true);
    expect(hindi.join(" ")).toContain("PostgreSQL");
    expect(hindi.join(" ")).toContain("Kubernetes");
    // Question by question: the same template, filled with the same words.
    expect(hindi.map(englishOf)).toEqual(english);
    expect(hinglish.map(englishOf)).toEqual(english);
    expect(hindi.map((q) => latinReading(q, "hi"))).toEqual(hinglish);
  });

  it("says the years in the question's language", () => {
    const early = { ...form, experience: 1, difficulty: "EASY" as const, skills: [], resumeText: null, count: 40 };
    const years = (list: string[]) => list.find((q) => /1 (year|साल|saal)/.test(q));
    expect(years(composeQuestions(early))).toBe("What have you learned in your first 1 year of work that changed how you approach your tasks?");
    expect(years(composeQuestions({ ...early, language: "hi" }))).toBe("काम के पहले 1 साल में आपने ऐसा क्या सीखा जिससे आपके काम करने का तरीका बदल गया?");
    expect(years(composeQuestions({ ...early, language: "hinglish" }))).toBe(
      "Kaam ke pehle 1 saal mein aapne aisa kya seekha jisse aapke kaam karne ka tareeka badal gaya?",
    );
    expect(bankQuestionIn("काम के पहले 12 साल में आपने ऐसा क्या सीखा जिससे आपके काम करने का तरीका बदल गया?", "en")).toBe(
      "What have you learned in your first 12 years of work that changed how you approach your tasks?",
    );
  });

  it("shows a Latin-letter reading beneath a Hindi question of the bank only", () => {
    const hindi = "किसी नए टीममेट को आप Docker कैसे समझाएँगे, और आपने खुद इसे कहाँ इस्तेमाल किया है?";
    expect(latinReading(hindi, "hi")).toBe("Kisi naye teammate ko aap Docker kaise samjhayenge, aur aapne khud ise kahan istemaal kiya hai?");
    expect(latinReading("Kisi naye teammate ko aap Docker kaise samjhayenge, aur aapne khud ise kahan istemaal kiya hai?", "hinglish")).toBeNull();
    expect(latinReading("आपका पसंदीदा खाना क्या है?", "hi")).toBeNull();
    expect(latinReading("How would you explain Docker to a new teammate, and where have you used it yourself?", "en")).toBeNull();
  });

  it("gives a Hindi or Hinglish question the guide of its English template", () => {
    const context = { title: "Staff Nurse", industry: "Healthcare", skills: ["Patient Care"] };
    const english = answerGuide("What is a common beginner mistake with Patient Care, and how do you avoid it?", context);
    const hindi = answerGuide("Patient Care में नए लोग अक्सर कौन-सी गलती करते हैं, और आप उससे कैसे बचते हैं?", context);
    const hinglish = answerGuide("Patient Care mein naye log aksar kaun-si galti karte hain, aur aap usse kaise bachte hain?", context);
    expect(english.ownGuide).toBe(true);
    expect(hindi).toEqual(english);
    expect(hinglish).toEqual(english);
    expect(hindi.points[0]).toBe("One concrete mistake with Patient Care, named.");
  });

  it("asks a weak spot again in the new mock's language, whatever the language it was first asked in", () => {
    const asked = "How do you check that your work with SQL is correct before anyone else relies on it?";
    expect(weakSpotVariant(asked)).toBe(
      "Back to a question you found hard, with a new example this time: How do you check that your work with SQL is correct before anyone else relies on it? Choose a different situation from last time, and say what you did and what came of it.",
    );
    const hindi = weakSpotVariant(asked, "hi");
    expect(hindi).toBe(
      "एक सवाल जो पिछली बार मुश्किल लगा था, इस बार नए उदाहरण के साथ: SQL में किया गया आपका काम सही है, ये आप कैसे चेक करते हैं, इससे पहले कि कोई और उस पर निर्भर हो? पिछली बार से अलग कोई सिचुएशन चुनिए, और बताइए कि आपने क्या किया और उसका क्या नतीजा निकला।",
    );
    expect(latinReading(hindi, "hi")).toBe(
      "Ek sawaal jo pichhli baar mushkil laga tha, is baar naye udaharan ke saath: SQL mein kiya gaya aapka kaam sahi hai, yeh aap kaise check karte hain, isse pehle ki koi aur us par nirbhar ho? Pichhli baar se alag koi situation chuniye, aur bataiye ki aapne kya kiya aur uska kya natija nikla.",
    );
    expect(englishOf(hindi)).toBe(weakSpotVariant(asked));
    // A question the bank did not write is asked as it was.
    expect(weakSpotVariant("Excel mein model kaise check karte ho?", "hinglish")).toContain(": Excel mein model kaise check karte ho? Pichhli baar");
  });

  it("judges an answer to a Hindi question as it judges the same answer to the English one", async () => {
    const context = {
      language: "hi" as const,
      title: "Backend Developer",
      industry: "Information Technology",
      skills: ["PostgreSQL"],
      experience: 4,
      difficulty: "MEDIUM" as const,
    };
    const transcript =
      "पिछले साल हमारी ऑर्डर्स टेबल पर एक क्वेरी बहुत स्लो थी। मैंने EXPLAIN से क्वेरी प्लान देखा और पता चला कि इंडेक्स नहीं लग रहा था। मैंने एक कम्पोजिट इंडेक्स जोड़ा और staging पर टेस्ट किया। नतीजा ये रहा कि क्वेरी 4 सेकंड से 200 मिलीसेकंड पर आ गई।";
    const answer = (question: string) => ({
      position: 2,
      question,
      transcript: { text: transcript, words: null, source: "typed" as const, engine: "typed" },
      segments: null,
      durationSeconds: null,
    });
    const english = await evaluateAnswer({
      answer: answer("Tell me about a problem you solved with PostgreSQL. What did you try first, and what made you change course?"),
      context,
      provider: null,
    });
    const hindi = await evaluateAnswer({
      answer: answer("कोई ऐसी प्रॉब्लम बताइए जो आपने PostgreSQL से सॉल्व की। पहले आपने क्या ट्राई किया, और किस वजह से रास्ता बदलना पड़ा?"),
      context,
      provider: null,
    });
    expect(english.score).toBeGreaterThanOrEqual(6);
    expect(hindi.score).toBe(english.score);
    expect(hindi.guide).toEqual(english.guide);
  });
});

describe("a Hindi follow-up's reading in Latin letters", () => {
  const context = { language: "hi" as const, skills: ["SQL"], title: "Data Analyst", industry: "Technology" };

  it("reads a follow-up of the rules from the Hinglish table, the candidate's quoted words read letter by letter", () => {
    const own = followUpByRules("हमने पिछले साल एक नया डैशबोर्ड बनाया था जो टीम के काम आया।", context)!;
    expect(own.gap).toBe("own part");
    expect(latinReading(own.text, "hi")).toBe(
      "Aapne kaha “hamne pichhle sal ek naya daishbord banaya tha jo tim ke kam”. Usmein aapka apna hissa kya tha: aapne khud kya kiya?",
    );
    const result = followUpByRules("मैंने रिपोर्ट को तेज़ बनाने के लिए SQL query बदली और सबको बताया।", context)!;
    expect(result.gap).toBe("result");
    expect(latinReading(result.text, "hi")).toBe(
      "Aapne kaha “maine riport ko tez banane ke lie SQL query badli aur sabko”. Aapne bataya ki aapne kya kiya; uska result kya raha, numbers mein?",
    );
  });

  it("reads a follow-up of the guide from the Hinglish table", () => {
    const asked = followUpByGuide("Tell me about a target you missed.", context);
    expect(latinReading(asked.text, "hi")).toBe("Pichhle jawab par ek sawaal aur: uski sabse zaroori baat thoda aur khol kar bataiye, kisi example ke saath.");
  });

  it("gives no reading for a question our tables did not write, nor outside a Hindi mock", () => {
    // A model's own question after the quote: not ours to read.
    expect(latinReading("आपने कहा “हमने डैशबोर्ड बनाया”। उस डैशबोर्ड को कितने लोग रोज़ देखते हैं?", "hi")).toBeNull();
    const own = followUpByRules("हमने पिछले साल एक नया डैशबोर्ड बनाया था जो टीम के काम आया।", context)!;
    expect(latinReading(own.text, "hinglish")).toBeNull();
  });
});
