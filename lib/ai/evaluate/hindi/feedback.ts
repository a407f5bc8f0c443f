// The judge's words to the candidate in a Hindi or Hinglish mock, written for HireReady: the rules'
// reasons, what was not found, how to improve, the outline of a strong answer, the follow-up
// questions and the reasons for answers not judged. Hindi in Devanagari, Hinglish in Latin letters,
// both as an Indian interviewer would say them (aap), with the work words people say in English.
// The English path keeps its own sentences (rule-based.ts, follow-up.ts): these tables are read only
// for a Hindi or Hinglish mock.
import { nfc, romanise } from "@/lib/language/devanagari";
import type { MockLanguage } from "@/lib/language/languages";

export type HindiLanguage = Exclude<MockLanguage, "en">;
export const isHindiLanguage = (language: MockLanguage | undefined): language is HindiLanguage => language === "hi" || language === "hinglish";

type Words = {
  /** The rules' criteria by their English names (rule-based.ts and follow-up-answer.ts). */
  criteria: Record<string, string>;
  fromWords: (count: number) => string;
  fromWordsFollowUp: (count: number) => string;
  end: string;
  aboutAsked: (terms: string, typed: boolean) => string;
  salad: string;
  strongest: (names: string) => string;
  notFound: (items: string) => string;
  missing: {
    relevance: string;
    field: (skills: string[]) => string;
    parts: Record<"an example or situation" | "what you did" | "the result", string>;
    specifics: string;
    short: string;
    long: string;
  };
  improve: { relevance: string; field: string; structure: string; specifics: string; typedLength: string; spokenLength: string; long: string };
  offTopic: { reason: (count: number, about: string, terms: string) => string; missing: string; improvement: string };
  couldNotJudge: string;
  outline: (question: string, skill: string | null, title: string) => string;
  followUp: {
    labels: Record<"own part" | "result" | "specific", string>;
    improveGiven: string;
    improveNotGiven: (label: string) => string;
    said: (quote: string, ask: string) => string;
    ask: Record<"own part" | "result" | "specific", string>;
    /** Without the answer's words: by the kind of the guide point most often left out. */
    guide: Record<"result" | "example" | "own part" | "more", string>;
  };
  unclearHearing: string;
  nothingHeard: string;
  noProvider: string;
  otherLanguage: string;
  /** The everyday topics an off-topic answer may be about (vocabulary/everyday.ts), by their English labels. */
  topics: Record<string, string>;
  and: string;
  /** The offline summary of a whole mock (index.ts). */
  summary: {
    scored: (scored: number, total: number, overall: number | null, best: number, bestScore: number | null) => string;
    mostMissing: (what: string) => string;
    /** The prefix and end of a "not found" line, taken off when it is quoted in the summary. */
    notFoundPrefix: string;
    noWords: string;
    silent: (answers: number) => string;
    delivery: (score: number, figures: { share: number | null; pause: number | null; pace: number | null }) => string;
    noDelivery: string;
  };
};

const HI: Words = {
  criteria: {
    "answers the question": "सवाल का जवाब",
    "in the field's own words": "फ़ील्ड के अपने शब्द",
    "an example with a result": "नतीजे के साथ उदाहरण",
    specifics: "ठोस बातें",
    "enough detail": "काफ़ी डिटेल",
    "your own part": "आपका अपना हिस्सा",
    "on the main question's subject": "मुख्य सवाल के विषय पर",
    "gives what was asked": "जो पूछा गया वो दिया",
  },
  fromWords: (count) => `आपके ${count} शब्दों से: `,
  fromWordsFollowUp: (count) => `आपके ${count} शब्दों से, फ़ॉलो-अप के जवाब के तौर पर: `,
  end: "।",
  aboutAsked: (terms, typed) => ` जवाब उसी बारे में है जो पूछा गया: आपने ${terms} के बारे में ${typed ? "लिखा" : "बात की"}।`,
  salad: "ये शब्दों की लड़ी जैसा लगता है, ऐसे वाक्य नहीं जो बताएँ कि क्या हुआ।",
  strongest: (names) => ` सबसे मज़बूत: ${names}।`,
  notFound: (items) => `नहीं मिला: ${items}।`,
  missing: {
    relevance: "जो पूछा गया उसका सीधा जवाब",
    field: (skills) => `${skills.length ? `${skills.join(" और ")} के शब्द` : "काम के शब्द"}: जो टूल्स, चेक्स और टर्म्स आपने सच में इस्तेमाल किए`,
    parts: { "an example or situation": "कोई उदाहरण या सिचुएशन", "what you did": "आपने क्या किया", "the result": "नतीजा" },
    specifics: "नंबर, समय या नाम जो बात को ठोस बनाएँ",
    short: "काफ़ी डिटेल (जवाब छोटा है)",
    long: "फ़ोकस (जवाब बहुत लंबा है)",
  },
  improve: {
    relevance: "शुरुआत इससे कीजिए कि आपने क्या किया या आप क्या करते हैं, फिर एक उदाहरण से उसे दिखाइए।",
    field: "जो टूल्स, चेक्स या टर्म्स आपने इस्तेमाल किए, उनके नाम लीजिए, जैसे किसी साथी को बताते।",
    structure: "एक असली उदाहरण दीजिए: आप कहाँ थे, आपने खुद क्या किया (“मैंने …”), और उससे क्या बदला।",
    specifics: "एक आंकड़ा जोड़िए: कितने, कितने समय में, कितना बेहतर।",
    typedLength: "150 से 300 शब्द रखिए: एक उदाहरण, पूरा बताया हुआ।",
    spokenLength: "एक से दो मिनट तक बोलिए।",
    long: "एक ही उदाहरण पर रहिए और नतीजा बताते ही रुक जाइए।",
  },
  offTopic: {
    reason: (count, about, terms) =>
      `आपके ${count} शब्दों से: जवाब ${about} के बारे में है (${terms}), उस बारे में नहीं जो सवाल पूछता है, इसलिए इसका स्कोर कम है, चाहे इसे कितने भी अच्छे से कहा गया हो।`,
    missing: "नहीं मिला: जो सवाल पूछा गया, उसका जवाब।",
    improvement: "जो सवाल पूछा गया उसी का जवाब दीजिए, अपने काम या पढ़ाई के किसी उदाहरण के साथ, और उसी पर टिके रहिए।",
  },
  couldNotJudge:
    "हम तय नहीं कर पाए कि ये जवाब सवाल का जवाब है या नहीं: इसमें वो शब्द नहीं हैं जो ऐसे जवाब में अक्सर होते हैं, और ये साफ़ तौर पर किसी और चीज़ के बारे में भी नहीं है। इसलिए इसका कंटेंट स्कोर नहीं है।",
  outline: (question, skill, title) =>
    [
      `“${question}” के एक मज़बूत जवाब की रूपरेखा:`,
      "1. सिचुएशन: एक-दो वाक्यों में कि आप कहाँ थे और क्या दाँव पर था।",
      `2. ऐक्शन: आपने खुद क्या किया, और उसमें ${skill ?? "पूछी गई स्किल"} कैसे काम आई।`,
      "3. नतीजा: क्या बदला, हो सके तो किसी आंकड़े के साथ।",
      `4. जोड़: ये ${title} के रोल के लिए क्यों मायने रखता है।`,
    ].join("\n"),
  followUp: {
    labels: { "own part": "आपका अपना हिस्सा", result: "नतीजा", specific: "कोई ठोस बात: आंकड़ा, समय या नाम" },
    improveGiven: "फ़ॉलो-अप का जवाब एक-दो वाक्यों में दीजिए, ठीक वही जो पूछा गया, किसी आंकड़े के साथ।",
    improveNotGiven: (label) => `पहले ही वाक्य में ${label} बताइए; फ़ॉलो-अप एक ही चीज़ पूछता है।`,
    said: (quote, ask) => `आपने कहा “${quote}”। ${ask}`,
    ask: {
      "own part": "उसमें आपका अपना हिस्सा क्या था: आपने खुद क्या किया?",
      result: "आपने बताया कि आपने क्या किया; उसका नतीजा क्या रहा, नंबरों में?",
      specific: "इसे थोड़ा ठोस बनाइए: कितने, कितने समय में, या कितना बेहतर?",
    },
    guide: {
      result: "पिछले जवाब पर एक सवाल और: उसका नतीजा क्या रहा, हो सके तो किसी आंकड़े के साथ? इसके बारे में बताइए।",
      example: "पिछले जवाब पर एक सवाल और: इसका कोई असली उदाहरण दीजिए, जो आपके साथ हुआ हो। इसके बारे में बताइए।",
      "own part": "पिछले जवाब पर एक सवाल और: उसमें आपका अपना हिस्सा क्या था, आपने खुद क्या किया? इसके बारे में बताइए।",
      more: "पिछले जवाब पर एक सवाल और: उसकी सबसे ज़रूरी बात थोड़ा और खोलकर बताइए, किसी उदाहरण के साथ।",
    },
  },
  unclearHearing: "हम आपकी बात इतनी साफ़ नहीं सुन पाए कि आपके शब्दों को जाँच सकें, इसलिए इस जवाब का कंटेंट स्कोर नहीं है: सिर्फ़ ये मापा गया कि आप कैसे बोले।",
  nothingHeard: "इस जवाब में हमें कोई आवाज़ नहीं सुनाई दी।",
  noProvider: "हम इस जवाब के शब्द नहीं सुन पाए, इसलिए इसका कंटेंट स्कोर नहीं है: सिर्फ़ ये मापा गया कि आप कैसे बोले।",
  otherLanguage: "आपने हिंदी या इंग्लिश के अलावा किसी और भाषा में जवाब दिया; ये मॉक हिंदी में है, इसलिए इस जवाब का कंटेंट स्कोर नहीं किया गया।",
  topics: {
    "food and cooking": "खाने और खाना बनाने",
    "sport and fitness": "खेल और फ़िटनेस",
    "travel and holidays": "घूमने-फिरने और छुट्टियों",
    "family and home": "परिवार और घर",
    "films, music and books": "फ़िल्मों, म्यूज़िक और किताबों",
    "gardens, pets and nature": "बागबानी, पालतू जानवरों और कुदरत",
    "personal errands": "घर के निजी कामों",
  },
  and: ", ",
  summary: {
    scored: (scored, total, overall, best, bestScore) =>
      `HireReady के नियमों से, आपकी कही बातों के आधार पर: ${total} में से ${scored} जवाबों को स्कोर मिला, औसत ${overall}/10; सबसे मज़बूत जवाब ${best} था (${bestScore}/10)।`,
    mostMissing: (what) => `सबसे ज़्यादा कमी रही: ${what}।`,
    notFoundPrefix: "नहीं मिला: ",
    noWords: "हम आपके जवाबों के शब्द नहीं सुन पाए, इसलिए ये रिव्यू बताता है कि आप कैसे बोले, ये नहीं कि आपने क्या कहा।",
    silent: (n) => (n === 1 ? "एक जवाब में हमें कोई आवाज़ नहीं सुनाई दी।" : `${n} जवाबों में हमें कोई आवाज़ नहीं सुनाई दी।`),
    delivery: (score, f) => {
      const parts = [
        f.share !== null ? `आप जवाब के ${f.share}% समय बोले` : null,
        f.pause !== null ? `सबसे लंबा ठहराव ${f.pause} सेकंड का था` : null,
        f.pace !== null ? `आपकी रफ़्तार औसतन ${f.pace} शब्द प्रति मिनट रही` : null,
      ].filter(Boolean);
      return `बोलने का स्कोर ${score}/10${parts.length ? `: ${parts.join(", ")}` : ""}।`;
    },
    noDelivery: "इन जवाबों के लिए बोलने का कोई आंकड़ा नहीं मापा गया।",
  },
};

const HINGLISH: Words = {
  criteria: {
    "answers the question": "sawaal ka jawab",
    "in the field's own words": "field ke apne shabd",
    "an example with a result": "natije ke saath udaharan",
    specifics: "thos baatein",
    "enough detail": "kaafi detail",
    "your own part": "aapka apna hissa",
    "on the main question's subject": "main sawaal ke topic par",
    "gives what was asked": "jo poochha gaya woh diya",
  },
  fromWords: (count) => `Aapke ${count} shabdon se: `,
  fromWordsFollowUp: (count) => `Aapke ${count} shabdon se, follow-up ke jawab ke taur par: `,
  end: ".",
  aboutAsked: (terms, typed) => ` Jawab usi baare mein hai jo poochha gaya: aapne ${terms} ke baare mein ${typed ? "likha" : "baat ki"}.`,
  salad: "Yeh shabdon ki ladi jaisa lagta hai, aise sentences nahin jo batayein ki kya hua.",
  strongest: (names) => ` Sabse strong: ${names}.`,
  notFound: (items) => `Nahin mila: ${items}.`,
  missing: {
    relevance: "jo poochha gaya uska seedha jawab",
    field: (skills) => `${skills.length ? `${skills.join(" aur ")} ke shabd` : "kaam ke shabd"}: jo tools, checks aur terms aapne sach mein use kiye`,
    parts: { "an example or situation": "koi example ya situation", "what you did": "aapne kya kiya", "the result": "natija" },
    specifics: "numbers, time ya naam jo baat ko thos banayein",
    short: "kaafi detail (jawab chhota hai)",
    long: "focus (jawab bahut lamba hai)",
  },
  improve: {
    relevance: "Shuruaat isse kijiye ki aapne kya kiya ya aap kya karte hain, phir ek example se use dikhaiye.",
    field: "Jo tools, checks ya terms aapne use kiye, unke naam lijiye, jaise kisi colleague ko batate.",
    structure: "Ek asli example dijiye: aap kahan the, aapne khud kya kiya (“maine …”), aur usse kya badla.",
    specifics: "Ek number jodiye: kitne, kitne time mein, kitna behtar.",
    typedLength: "150 se 300 shabd rakhiye: ek example, poora bataya hua.",
    spokenLength: "Ek se do minute tak boliye.",
    long: "Ek hi example par rahiye aur natija batate hi ruk jaiye.",
  },
  offTopic: {
    reason: (count, about, terms) =>
      `Aapke ${count} shabdon se: jawab ${about} ke baare mein hai (${terms}), us baare mein nahin jo sawaal poochhta hai, isliye iska score kam hai, chahe ise kitne bhi achhe se kaha gaya ho.`,
    missing: "Nahin mila: jo sawaal poochha gaya, uska jawab.",
    improvement: "Jo sawaal poochha gaya usi ka jawab dijiye, apne kaam ya padhai ke kisi example ke saath, aur usi par tike rahiye.",
  },
  couldNotJudge:
    "Hum tay nahin kar paaye ki yeh jawab sawaal ka jawab hai ya nahin: ismein woh shabd nahin hain jo aise jawab mein aksar hote hain, aur yeh saaf taur par kisi aur cheez ke baare mein bhi nahin hai. Isliye iska content score nahin hai.",
  outline: (question, skill, title) =>
    [
      `“${question}” ke ek strong jawab ki outline:`,
      "1. Situation: ek-do sentences mein ki aap kahan the aur kya daanv par tha.",
      `2. Action: aapne khud kya kiya, aur usmein ${skill ?? "poochhi gayi skill"} kaise kaam aayi.`,
      "3. Result: kya badla, ho sake to kisi number ke saath.",
      `4. Link: yeh ${title} ke role ke liye kyon maayne rakhta hai.`,
    ].join("\n"),
  followUp: {
    labels: { "own part": "aapka apna hissa", result: "natija", specific: "koi thos baat: number, time ya naam" },
    improveGiven: "Follow-up ka jawab ek-do sentences mein dijiye, theek wahi jo poochha gaya, kisi number ke saath.",
    improveNotGiven: (label) => `Pehle hi sentence mein ${label} bataiye; follow-up ek hi cheez poochhta hai.`,
    said: (quote, ask) => `Aapne kaha “${quote}”. ${ask}`,
    ask: {
      "own part": "Usmein aapka apna hissa kya tha: aapne khud kya kiya?",
      result: "Aapne bataya ki aapne kya kiya; uska result kya raha, numbers mein?",
      specific: "Ise thoda concrete banaiye: kitne, kitne time mein, ya kitna behtar?",
    },
    guide: {
      result: "Pichhle jawab par ek sawaal aur: uska result kya raha, ho sake to kisi number ke saath? Iske baare mein bataiye.",
      example: "Pichhle jawab par ek sawaal aur: iska koi asli example dijiye, jo aapke saath hua ho. Iske baare mein bataiye.",
      "own part": "Pichhle jawab par ek sawaal aur: usmein aapka apna hissa kya tha, aapne khud kya kiya? Iske baare mein bataiye.",
      more: "Pichhle jawab par ek sawaal aur: uski sabse zaroori baat thoda aur khol kar bataiye, kisi example ke saath.",
    },
  },
  unclearHearing:
    "Hum aapki baat itni saaf nahin sun paaye ki aapke shabdon ko judge kar sakein, isliye is jawab ka content score nahin hai: sirf yeh measure hua ki aap kaise bole.",
  nothingHeard: "Is jawab mein humein koi awaaz nahin sunai di.",
  noProvider: "Hum is jawab ke shabd nahin sun paaye, isliye iska content score nahin hai: sirf yeh measure hua ki aap kaise bole.",
  otherLanguage:
    "Aapne Hindi ya English ke alawa kisi aur bhasha mein jawab diya; yeh mock Hinglish mein hai, isliye is jawab ka content score nahin kiya gaya.",
  topics: {
    "food and cooking": "khane aur cooking",
    "sport and fitness": "sports aur fitness",
    "travel and holidays": "travel aur chhuttiyon",
    "family and home": "family aur ghar",
    "films, music and books": "films, music aur kitabon",
    "gardens, pets and nature": "gardening, pets aur nature",
    "personal errands": "ghar ke personal kaamon",
  },
  and: ", ",
  summary: {
    scored: (scored, total, overall, best, bestScore) =>
      `HireReady ke rules se, aapki kahi baaton ke aadhaar par: ${total} mein se ${scored} jawabon ko score mila, average ${overall}/10; sabse strong jawab ${best} tha (${bestScore}/10).`,
    mostMissing: (what) => `Sabse zyada kami rahi: ${what}.`,
    notFoundPrefix: "Nahin mila: ",
    noWords: "Hum aapke jawabon ke shabd nahin sun paaye, isliye yeh review batata hai ki aap kaise bole, yeh nahin ki aapne kya kaha.",
    silent: (n) => (n === 1 ? "Ek jawab mein humein koi awaaz nahin sunai di." : `${n} jawabon mein humein koi awaaz nahin sunai di.`),
    delivery: (score, f) => {
      const parts = [
        f.share !== null ? `aap jawab ke ${f.share}% time bole` : null,
        f.pause !== null ? `sabse lamba pause ${f.pause} second ka tha` : null,
        f.pace !== null ? `aapki speed average ${f.pace} shabd per minute rahi` : null,
      ].filter(Boolean);
      return `Bolne ka score ${score}/10${parts.length ? `: ${parts.join(", ")}` : ""}.`;
    },
    noDelivery: "In jawabon ke liye bolne ka koi figure measure nahin hua.",
  },
};

export const FEEDBACK_WORDS: Readonly<Record<HindiLanguage, Words>> = { hi: HI, hinglish: HINGLISH };

/** Every sentence a follow-up of the rules may ask with, by what it asks for, in both languages. */
export function askedForInHindi(followUp: string): "own part" | "result" | "specific" | null {
  for (const words of Object.values(FEEDBACK_WORDS)) {
    for (const [gap, ask] of Object.entries(words.followUp.ask)) if (followUp.endsWith(ask)) return gap as "own part" | "result" | "specific";
    for (const [kind, text] of Object.entries(words.followUp.guide)) if (followUp === text) return kind === "own part" ? "own part" : "result";
  }
  return null;
}

/**
 * The Latin-letter reading of a Hindi follow-up the rules or the guide wrote: the same sentence from
 * the Hinglish table, with the candidate's quoted words read by `romanise`. Null for any other text
 * (a model's question is not in our tables, so we do not guess its reading).
 */
export function followUpReading(followUp: string): string | null {
  const hi = HI.followUp;
  const latin = HINGLISH.followUp;
  const text = nfc(followUp).trim();
  for (const kind of Object.keys(hi.guide) as (keyof typeof hi.guide)[]) if (text === nfc(hi.guide[kind])) return latin.guide[kind];
  for (const gap of Object.keys(hi.ask) as (keyof typeof hi.ask)[]) {
    const [head, tail] = nfc(hi.said("\u0000", hi.ask[gap])).split("\u0000") as [string, string];
    if (text.length > head.length + tail.length && text.startsWith(head) && text.endsWith(tail)) {
      return latin.said(romanise(text.slice(head.length, text.length - tail.length)), latin.ask[gap]);
    }
  }
  return null;
}

/**
 * The Devanagari form of a Hinglish follow-up the rules or the guide wrote, for the Hindi voice: the
 * same sentence from the Hindi table, with the candidate's quoted words kept as they were said (the
 * voice's word list reads them). Null for any other text (a model's question is not in our tables).
 */
export function followUpInDevanagari(followUp: string): string | null {
  const hi = HI.followUp;
  const latin = HINGLISH.followUp;
  const text = followUp.replace(/\s+/g, " ").trim();
  for (const kind of Object.keys(latin.guide) as (keyof typeof latin.guide)[]) if (text === latin.guide[kind]) return hi.guide[kind];
  for (const gap of Object.keys(latin.ask) as (keyof typeof latin.ask)[]) {
    const [head, tail] = latin.said("\u0000", latin.ask[gap]).split("\u0000") as [string, string];
    if (text.length > head.length + tail.length && text.startsWith(head) && text.endsWith(tail)) {
      return hi.said(text.slice(head.length, text.length - tail.length), hi.ask[gap]);
    }
  }
  return null;
}
