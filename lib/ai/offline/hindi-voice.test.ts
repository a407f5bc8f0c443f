import { describe, expect, it } from "vitest";
import { synthesizeSpeech } from "@/lib/ai";
import { followUpByGuide, followUpByRules } from "@/lib/ai/follow-up";
import { speakOffline, synthesizePcm } from "./espeak";
import { voiceParts, voiceWord } from "./hindi-voice";
import { fillTemplate } from "./question-bank";
import { BANK_IN_HINDI } from "./question-bank-hindi";

const LATIN = /[A-Za-z]/;
const SKILL_TEMPLATE = "How would you explain {skill} to a new teammate, and where have you used it yourself?";
const TITLE_TEMPLATE = "Walk me through what drew you to work as a {title}, and what you have done so far to prepare for it.";
const inHindi = (template: string, values: Record<string, string>) => fillTemplate(BANK_IN_HINDI[template]!.hi, values);
const inHinglish = (template: string, values: Record<string, string>) => fillTemplate(BANK_IN_HINDI[template]!.hinglish, values);

describe("what the Hindi voice is handed", () => {
  it("writes a listed English word of the CV or the job in Devanagari, in one Hindi part with no Latin letters", () => {
    const parts = voiceParts(inHindi(TITLE_TEMPLATE, { title: "Data Analyst" }), "hi");
    expect(parts).toHaveLength(1);
    expect(parts[0]!.voice).toBe("hi");
    expect(parts[0]!.text).toContain("डेटा एनालिस्ट का काम");
    expect(parts[0]!.text).not.toMatch(LATIN);
  });

  it("reads tools written with marks, and work words like API, database and deadline, from the list", () => {
    expect(voiceWord("Node.js")).toBe("नोड जे एस");
    expect(voiceWord("C++")).toBe("सी प्लस प्लस");
    expect(voiceWord("CI/CD")).toBe("सी आई सी डी");
    expect(voiceWord("API")).toBe("एपीआई");
    expect(voiceWord("database")).toBe("डेटाबेस");
    expect(voiceWord("Deadline")).toBe("डेडलाइन");
    const parts = voiceParts(inHindi(SKILL_TEMPLATE, { skill: "PostgreSQL" }), "hi");
    expect(parts.map((p) => p.voice)).toEqual(["hi"]);
    expect(parts[0]!.text).toContain("पोस्टग्रे एस क्यू एल");
  });

  it("says a word the list lacks by the English voice alone, between the Hindi parts", () => {
    expect(voiceWord("Snowflake")).toBeNull();
    const parts = voiceParts(inHindi(SKILL_TEMPLATE, { skill: "Snowflake" }), "hi");
    expect(parts.map((p) => p.voice)).toEqual(["hi", "en-us", "hi"]);
    expect(parts[1]!.text).toBe("Snowflake");
    expect(parts[0]!.text).toBe("किसी नए टीममेट को आप");
    for (const part of parts.filter((p) => p.voice === "hi")) expect(part.text).not.toMatch(LATIN);
  });

  it("speaks a Hinglish question of the bank from its Devanagari form", () => {
    const hinglish = inHinglish(SKILL_TEMPLATE, { skill: "Excel" });
    expect(hinglish).toMatch(/^Kisi naye teammate/);
    const parts = voiceParts(hinglish, "hinglish");
    expect(parts).toEqual([{ voice: "hi", text: inHindi(SKILL_TEMPLATE, { skill: "एक्सेल" }) }]);
  });

  it("speaks a Hinglish follow-up of our rules and guide from the Hindi table, the candidate's words through the list", () => {
    const context = { language: "hinglish" as const, skills: ["Excel"], title: "Data Analyst", industry: "Finance" };
    const guide = followUpByGuide("Tell me about a time you worked under pressure.", context);
    const guideParts = voiceParts(guide.text, "hinglish");
    expect(guideParts.map((p) => p.voice)).toEqual(["hi"]);
    expect(guideParts[0]!.text).toMatch(/^पिछले जवाब पर एक सवाल और/);
    const rules = followUpByRules("Humne ek dashboard banaya tha Excel mein, team ke liye, aur sab khush the.", context);
    expect(rules).not.toBeNull();
    const parts = voiceParts(rules!.text, "hinglish");
    expect(parts[0]!.voice).toBe("hi");
    expect(parts[0]!.text).toMatch(/^आपने कहा/);
    expect(parts.filter((p) => p.voice === "hi").every((p) => !LATIN.test(p.text))).toBe(true);
  });

  it("leaves English questions, and mostly English ones declared Hinglish, to the English voice as written", () => {
    const english = fillTemplate(SKILL_TEMPLATE, { skill: "Excel" });
    expect(voiceParts(english, "en")).toEqual([{ voice: "en-us", text: english }]);
    // "main" is in the Hinglish table (मैं), but one word in nine does not make a Hindi sentence.
    const mostlyEnglish = "Tell me about the main challenge in your project.";
    expect(voiceParts(mostlyEnglish, "hinglish")).toEqual([{ voice: "en-us", text: mostlyEnglish }]);
  });

  it("writes an employer's own Hinglish question in Devanagari from our table of Hinglish words, for the Hindi voice", () => {
    // Not from our bank or our follow-up rules: no Devanagari form of it is held anywhere.
    expect(voiceParts("Aapne pichhli company mein kya seekha?", "hinglish")).toEqual([{ voice: "hi", text: "आपने पिछली कंपनी में क्या सीखा?" }]);
    expect(voiceParts("Main aapko ek deadline deta hoon: kal tak API chahiye. Aap kya karenge?", "hinglish")).toEqual([
      { voice: "hi", text: "मैं आपको एक डेडलाइन देता हूँ: कल तक एपीआई चाहिए. आप क्या करेंगे?" },
    ]);
  });

  it("says a word in neither table by the English voice alone, inside the Hindi sentence", () => {
    expect(voiceParts("Aapne Snowflake ke saath kaise kaam kiya?", "hinglish")).toEqual([
      { voice: "hi", text: "आपने" },
      { voice: "en-us", text: "Snowflake" },
      { voice: "hi", text: "के साथ कैसे काम किया?" },
    ]);
  });
});

describe("the offline Hindi voice", () => {
  it("speaks a Hindi sentence as MP3 of plausible length, by the hi voice", async () => {
    const text = inHindi(TITLE_TEMPLATE, { title: "Data Analyst" });
    const pcm = await synthesizePcm(voiceParts(text, "hi")[0]!.text, "hi");
    expect(pcm.voice).toBe("hi");
    // About twenty Hindi words at 160 a minute: several seconds of speech, not a blip and not a minute.
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(20);
    const spoken = await speakOffline(text, "hi");
    expect(spoken.voices).toEqual(["hi"]);
    expect(spoken.audio.length).toBeGreaterThan(4 * 6000 * 0.8); // 48 kbit/s is 6 kB a second
  });

  it("joins the English voice's word into the Hindi sentence's audio", async () => {
    const spoken = await speakOffline(inHindi(SKILL_TEMPLATE, { skill: "Snowflake" }), "hi");
    expect(spoken.voices).toEqual(["hi", "en-us", "hi"]);
    expect(spoken.audio.length).toBeGreaterThan(3 * 6000 * 0.8);
  });

  it("speaks an employer's Hinglish question by the hi voice", async () => {
    const spoken = await synthesizeSpeech({ text: "Aapka sabse mushkil client kaun tha, aur aapne unhe kaise sambhala?", language: "hinglish" });
    expect(spoken.engine).toBe("eSpeak NG computer voice (offline): hi");
  });

  it("speaks an English question after a Hindi one with en-us, as it was before", async () => {
    const english = "Tell me about a time you led a team.";
    const hindi = await synthesizeSpeech({ text: inHindi(TITLE_TEMPLATE, { title: "Data Analyst" }), language: "hi" });
    expect(hindi.engine).toBe("eSpeak NG computer voice (offline): hi");
    const after = await synthesizeSpeech({ text: english });
    expect(after.engine).toBe("eSpeak NG computer voice (offline): en-us");
    await synthesizePcm("नमस्ते", "hi");
    const again = await synthesizePcm(english);
    expect(again.voice).toBe("en-us");
    expect(voiceParts(english, "en")).toEqual([{ voice: "en-us", text: english }]);
  });
});
