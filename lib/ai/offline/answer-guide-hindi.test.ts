import { describe, expect, it } from "vitest";
import { answerGuide, answerGuidePoints, everyGuidePoint } from "./answer-guide";
import { GUIDE_IN_HINDI } from "./answer-guide-hindi";

const DEVANAGARI = /\p{Script=Devanagari}/u;
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const context = { title: "Backend Developer", industry: "Technology", skills: ["Docker"] };

describe("what a strong answer covers, in Hindi and Hinglish", () => {
  it("has every point of every guide in Hindi and in Hinglish, with the same placeholders", () => {
    expect(Object.keys(GUIDE_IN_HINDI).sort()).toEqual(everyGuidePoint().sort());
    for (const [english, [hi, hinglish]] of Object.entries(GUIDE_IN_HINDI)) {
      expect(hi, english).toMatch(DEVANAGARI);
      expect(hinglish, english).not.toMatch(DEVANAGARI);
      expect(slots(hi), english).toEqual(slots(english));
      expect(slots(hinglish), english).toEqual(slots(english));
    }
  });

  it("shows a Hindi question's guide in Hindi and a Hinglish one's in Hinglish, point for point, while the judge keeps the English", () => {
    const hindi = "किसी नए टीममेट को आप Docker कैसे समझाएँगे, और आपने खुद इसे कहाँ इस्तेमाल किया है?";
    const hinglish = "Kisi naye teammate ko aap Docker kaise samjhayenge, aur aapne khud ise kahan istemaal kiya hai?";
    const english = answerGuide(hindi, context).points;
    expect(english[0]).toBe("A plain explanation of Docker without jargon.");
    expect(answerGuidePoints(hindi, context, "hi")).toEqual([
      "Docker की सीधी-सादी explanation, बिना भारी शब्दों के।",
      "रोज़ की ज़िंदगी से कोई तुलना या छोटा example।",
      "आपने खुद Docker कहाँ इस्तेमाल किया और उससे क्या हासिल हुआ।",
      "आप कैसे जाँचेंगे कि teammate को बात समझ आई।",
    ]);
    expect(answerGuidePoints(hinglish, context, "hinglish")).toEqual([
      "Docker ki seedhi-saadi explanation, bina bhaari shabdon ke.",
      "Roz ki zindagi se koi comparison ya chhota example.",
      "Aapne khud Docker kahan use kiya aur usse kya haasil hua.",
      "Aap kaise check karenge ki teammate ko baat samajh aayi.",
    ]);
    expect(answerGuide(hindi, context).points).toEqual(english);
  });

  it("leaves an English mock's guide as it was", () => {
    const question = "How would you explain Docker to a new teammate, and where have you used it yourself?";
    expect(answerGuidePoints(question, context, "en")).toEqual(answerGuide(question, context).points);
  });
});
