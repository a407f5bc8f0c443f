// What the offline Hindi voice is handed. eSpeak NG's `hi` voice reads Devanagari; given Latin letters
// it would switch to its own English mid-sentence. So a Hindi or Hinglish question is spoken from its
// Devanagari form, and the English words in it (the work words of our bank, and whatever comes from
// the candidate's CV or the job: a title, a skill, a tool) are written for the voice in Devanagari
// from VOICE_WORDS, our own transliterations, as Indian offices say them.
//
// The fallback, for a word not in the list: that word alone is spoken by the English voice (`en-us`),
// between the Hindi parts of the same sentence, so "Kubernetes" is said as a word, not spelt out.
// A Hinglish text whose Devanagari form we do not have (not from our bank or our follow-up rules:
// an employer's own question, or one a model wrote) is written in Devanagari word by word from our
// table of Hinglish words (hinglish-words.ts), its English words then as above; a sentence with too
// few words from that table (mostly English) is spoken by the English voice as written.
import type { MockLanguage } from "@/lib/language/languages";
import { followUpInDevanagari } from "@/lib/ai/evaluate/hindi/feedback";
import { LOANWORDS } from "@/lib/ai/evaluate/hindi/glossary";
import { hinglishInDevanagari, wordTable } from "./hinglish-words";
import { bankQuestionIn } from "./question-bank-hindi";

export type EspeakVoice = "en-us" | "hi";

/** One stretch of a question and the voice that speaks it. */
export type VoicePart = { voice: EspeakVoice; text: string };

/** English words (lower case) as the Hindi voice is to say them. Letters of an abbreviation are written one by one, spaced. */
const OWN_WORDS: [string, string][] = wordTable(`
  api = एपीआई; apis = एपीआईज़; database = डेटाबेस; databases = डेटाबेसेज़; deadline = डेडलाइन; deadlines = डेडलाइंस; client = क्लाइंट; clients = क्लाइंट्स;
  javascript = जावास्क्रिप्ट; typescript = टाइपस्क्रिप्ट; python = पाइथन; java = जावा; kotlin = कॉटलिन; swift = स्विफ़्ट; go = गो; rust = रस्ट;
  c# = सी शार्प; c++ = सी प्लस प्लस; sql = एस क्यू एल; postgresql = पोस्टग्रे एस क्यू एल; postgres = पोस्टग्रेस; mysql = माई एस क्यू एल; mongodb = मोंगो डी बी;
  redis = रेडिस; kafka = काफ़्का; react = रिएक्ट; angular = एंगुलर; vue = व्यू; next.js = नेक्स्ट जे एस; node.js = नोड जे एस; nodejs = नोड जे एस; django = जैंगो; spring = स्प्रिंग;
  aws = ए डब्ल्यू एस; azure = एज़्योर; gcp = जी सी पी; docker = डॉकर; kubernetes = कूबरनेटीज़; terraform = टेराफ़ॉर्म; linux = लिनक्स; git = गिट; ci/cd = सी आई सी डी;
  graphql = ग्राफ़ क्यू एल; rest = रेस्ट; excel = एक्सेल; power = पावर; bi = बी आई; tableau = टैब्लो; salesforce = सेल्सफ़ोर्स; sap = एस ए पी; figma = फ़िग्मा;
  photoshop = फ़ोटोशॉप; jira = जीरा; agile = एजाइल; scrum = स्क्रम; machine = मशीन; learning = लर्निंग; deep = डीप; analysis = एनालिसिस; analytics = एनालिटिक्स;
  statistics = स्टैटिस्टिक्स; forecasting = फ़ोरकास्टिंग; budgeting = बजटिंग; auditing = ऑडिटिंग; negotiation = नेगोशिएशन; recruitment = रिक्रूटमेंट; onboarding = ऑनबोर्डिंग;
  customer = कस्टमर; service = सर्विस; services = सर्विसेज़; management = मैनेजमेंट; stakeholder = स्टेकहोल्डर; product = प्रोडक्ट; roadmap = रोडमैप; a/b = ए बी;
  seo = एस ई ओ; marketing = मार्केटिंग; lead = लीड; generation = जेनरेशन; supply = सप्लाई; chain = चेन; procurement = प्रोक्योरमेंट; quality = क्वालिटी; assurance = एश्योरेंस;
  six = सिक्स; sigma = सिग्मा; lean = लीन; compliance = कम्प्लायंस; risk = रिस्क; payroll = पेरोल; teaching = टीचिंग; curriculum = करिकुलम; patient = पेशेंट; care = केयर;
  clinical = क्लिनिकल; trials = ट्रायल्स; autocad = ऑटोकैड; solidworks = सॉलिडवर्क्स; microservices = माइक्रोसर्विसेज़; security = सिक्योरिटी; automation = ऑटोमेशन;
  software = सॉफ़्टवेयर; engineer = इंजीनियर; engineering = इंजीनियरिंग; developer = डेवलपर; analyst = एनालिस्ट; designer = डिज़ाइनर; design = डिज़ाइन;
  executive = एग्ज़ीक्यूटिव; associate = एसोसिएट; consultant = कंसल्टेंट; accountant = अकाउंटेंट; accounting = अकाउंटिंग; teacher = टीचर; intern = इंटर्न; trainee = ट्रेनी;
  senior = सीनियर; junior = जूनियर; head = हेड; frontend = फ़्रंटएंड; backend = बैकएंड; full = फ़ुल; stack = स्टैक; web = वेब; android = एंड्रॉयड; ios = आई ओ एस;
  devops = डेवऑप्स; business = बिज़नेस; operations = ऑपरेशंस; hr = एच आर; human = ह्यूमन; resources = रिसोर्सेज़; finance = फ़ाइनेंस; financial = फ़ाइनेंशियल;
  officer = ऑफ़िसर; specialist = स्पेशलिस्ट; coordinator = कोऑर्डिनेटर; support = सपोर्ट; administrator = एडमिनिस्ट्रेटर; architect = आर्किटेक्ट; scientist = साइंटिस्ट;
  representative = रिप्रेज़ेंटेटिव; graphic = ग्राफ़िक; qa = क्यू ए; tester = टेस्टर; cloud = क्लाउड; network = नेटवर्क; system = सिस्टम; systems = सिस्टम्स;
  digital = डिजिटल; technology = टेक्नोलॉजी; it = आई टी; information = इन्फ़ॉर्मेशन; banking = बैंकिंग; healthcare = हेल्थकेयर; retail = रिटेल; education = एजुकेशन;
  manufacturing = मैन्युफ़ैक्चरिंग; e-commerce = ई-कॉमर्स; ecommerce = ई-कॉमर्स; logistics = लॉजिस्टिक्स; telecom = टेलीकॉम; insurance = इंश्योरेंस; media = मीडिया;
  and = एंड; of = ऑफ़; role = रोल; roles = रोल्स; job = जॉब; jobs = जॉब्स; team = टीम; teams = टीम्स; manager = मैनेजर; project = प्रोजेक्ट; projects = प्रोजेक्ट्स; data = डेटा; ai = ए आई; ml = एम एल; ui = यू आई; ux = यू एक्स;
  html = एच टी एम एल; css = सी एस एस; json = जेसन; excel's = एक्सेल का; sales = सेल्स; nurse = नर्स; doctor = डॉक्टर; pharmacist = फ़ार्मासिस्ट; tally = टैली;
  gst = जी एस टी; crm = सी आर एम; erp = ई आर पी; kpi = के पी आई; kpis = के पी आईज़; sla = एस एल ए; mba = एम बी ए; b.tech = बी टेक; btech = बी टेक
`);

/**
 * The voice's word list: ours above, then the English words our judge already knows in Devanagari
 * (LOANWORDS, read the other way: its first spelling of each word).
 */
export const VOICE_WORDS: ReadonlyMap<string, string> = (() => {
  const words = new Map<string, string>(OWN_WORDS);
  for (const [devanagari, english] of LOANWORDS) if (!words.has(english)) words.set(english, devanagari);
  return words;
})();

/** A word in Latin letters, with the marks tools are written with: "Node.js", "C++", "CI/CD", "e-commerce". */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['’.\/&-][A-Za-z0-9]+)*[+#]*/g;

/** The Devanagari the voice says for an English word; null when the list lacks it (and every part of it). */
export function voiceWord(word: string): string | null {
  const key = word.toLowerCase().replace(/’/g, "'");
  const whole = VOICE_WORDS.get(key);
  if (whole) return whole;
  const parts = key.split(/[\/-]/);
  if (parts.length < 2) return null;
  const said = parts.map((p) => VOICE_WORDS.get(p));
  return said.every(Boolean) ? said.join(" ") : null;
}

/**
 * The Devanagari form of a Hindi or Hinglish question: ours as we wrote it, another Hinglish one word
 * by word from our table; null when we have neither.
 */
export function devanagariForm(text: string, language: Exclude<MockLanguage, "en">): string | null {
  if (language === "hi") return text;
  return bankQuestionIn(text, "hi") ?? followUpInDevanagari(text) ?? hinglishInDevanagari(text);
}

/**
 * What each voice says, in order: English questions (and mostly English Hinglish) wholly by
 * `en-us`; Hindi by `hi`, its English words from VOICE_WORDS, and a word not in the list by `en-us`
 * alone. The `hi` parts carry no Latin letters.
 */
export function voiceParts(text: string, language: MockLanguage): VoicePart[] {
  const devanagari = language === "en" ? null : devanagariForm(text, language);
  if (devanagari === null || !/\p{Script=Devanagari}/u.test(devanagari)) return [{ voice: "en-us", text }];
  const parts: VoicePart[] = [];
  const add = (voice: EspeakVoice, piece: string) => {
    const last = parts.at(-1);
    // Glue between words (spaces, commas) stays with the part before it.
    if (last && (last.voice === voice || !/[\p{L}\p{N}]/u.test(piece))) last.text += piece;
    else parts.push({ voice, text: piece });
  };
  let at = 0;
  for (const match of devanagari.matchAll(LATIN_WORD)) {
    add("hi", devanagari.slice(at, match.index));
    const said = voiceWord(match[0]);
    add(said ? "hi" : "en-us", said ?? match[0]);
    at = match.index + match[0].length;
  }
  add("hi", devanagari.slice(at));
  return parts.map((p) => ({ voice: p.voice, text: p.text.trim() })).filter((p) => /[\p{L}\p{N}]/u.test(p.text));
}
