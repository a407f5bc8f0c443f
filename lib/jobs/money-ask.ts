// Does a job's text ask the candidate to pay? A registration fee, a training fee, a security
// deposit, a laptop "deposit", "pay ₹499", a "refundable fee": the first sign of a fake job in
// India, written in English, Hindi or Hinglish. Money spoken of in good faith passes: a salary, a
// stipend, "No fees at any stage", "We never charge candidates", "कोई शुल्क नहीं".
// Pure: the partner API, the hold of published jobs and the client share it.

/** Raised when the detector learns new words: jobs checked by an older version are checked again. */
export const MONEY_ASK_DETECTOR_VERSION = 1;

// Letters of any script, so a Devanagari word is not cut in its middle (JavaScript's \b is ASCII's).
const L = "[\\p{L}\\p{M}\\p{N}]";
const START = `(?<!${L})`;
const END = `(?!${L})`;
const RUPEES = "(?:₹|rs\\.?|inr|rupees?|rupaye|rupaiye|रु\\.?|रुपये|रुपए)";
const AMOUNT = `${RUPEES}\\s*\\d[\\d,]*(?:\\.\\d+)?(?:\\s*\\/-)?|\\d[\\d,]*(?:\\.\\d+)?\\s*(?:\\/-\\s*)?(?:rupees?|rupaye|rupaiye|रुपये|रुपए)`;

const FEE = "(?:fees?|charges?|deposit|amount|money|paise|paisa)";
const FOR_WHAT =
  "(?:registration|regn\\.?|training|joining|processing|application|interview|verification|documentation|document|onboarding|enrol(?:l)?ment|admission|certification|kit|uniform|laptop|id\\s+card|placement|security|medical|booking|form|gate\\s+pass)";
const HINGLISH_PAY = "(?:dena|deni|dene|dijiye|do|jama|bharna|bharni|bharne|bharo|pay)";
const HINGLISH_MUST = "(?:karna|karni|karne|karo|karein|karen|kare|hoga|hogi|honge|padega|padegi|padenge|hai|he)";

const HINDI_FOR_WHAT = "(?:पंजीकरण|रजिस्ट्रेशन|प्रशिक्षण|ट्रेनिंग|जॉइनिंग|ज्वाइनिंग|प्रोसेसिंग|आवेदन|सिक्योरिटी|लैपटॉप|वेरिफिकेशन|सत्यापन|किट|यूनिफॉर्म|फॉर्म)";
const HINDI_FEE = "(?:शुल्क|फीस|फ़ीस|चार्ज|राशि|डिपॉजिट|डिपॉज़िट|पैसे)";
const HINDI_PAY = "(?:जमा|भुगतान|देना|देनी|देने|दें|दीजिए|भरना|भरनी|भरें)";

/** Each way of asking for money; a match is reported in the job's own words. */
const ASKS: RegExp[] = [
  // "registration fee", "training charges", "laptop deposit", "security money", "registration ke paise"
  new RegExp(`${START}${FOR_WHAT}\\s+(?:(?:ke|ka|ki)\\s+)?${FEE}${END}`, "giu"),
  // "refundable fee", "fully refundable deposit"; "the deposit is refundable"
  new RegExp(`${START}refundable\\s+(?:security\\s+)?${FEE}${END}`, "giu"),
  new RegExp(`${START}(?:fees?|deposit|charges?|amount)\\s+(?:is\\s+|will\\s+be\\s+)?(?:fully\\s+)?refundable${END}`, "giu"),
  // "pay ₹499", "pay Rs 500", "pay a fee", "pay for your training"
  new RegExp(`${START}pay\\s+(?:(?:only|just)\\s+)?(?:${AMOUNT})`, "giu"),
  new RegExp(`${START}pay\\s+(?:a|an|the|your|some)\\s+(?:small\\s+|one[-\\s]time\\s+|nominal\\s+)?(?:fees?|deposit|charges?|amount)${END}`, "giu"),
  new RegExp(`${START}pay\\s+for\\s+(?:your\\s+|the\\s+)?(?:training|registration|laptop|kit|uniform|course|certification|verification)${END}`, "giu"),
  // "a fee of ₹499", "deposit of Rs. 2,000", "₹499 registration", "Rs 1500/- as deposit"
  new RegExp(`${START}(?:fees?|deposit|charges?)\\s+(?:of\\s+)?(?:${AMOUNT})`, "giu"),
  new RegExp(
    `(?:${AMOUNT})\\s+(?:as\\s+)?(?:(?:a|an|the)\\s+)?(?:(?:one[-\\s]time|refundable|security)\\s+)?(?:fees?|deposit|charges?|registration)${END}`,
    "giu",
  ),
  // "we charge candidates", "charges you"
  new RegExp(`${START}charges?\\s+(?:the\\s+|all\\s+)?(?:candidates?|applicants?|you|freshers?|students?)${END}`, "giu"),
  // Hinglish: "fees dena hoga", "₹499 jama karna hoga", "paise bharne padenge"
  new RegExp(`${START}(?:fees?|paise|paisa|deposit|charges?|amount)\\s+${HINGLISH_PAY}(?:\\s+${HINGLISH_MUST}){1,2}${END}`, "giu"),
  new RegExp(`(?:${AMOUNT})\\s+(?:(?:ka|ki|ke)\\s+)?(?:fees?\\s+)?${HINGLISH_PAY}(?:\\s+${HINGLISH_MUST}){0,2}${END}`, "giu"),
  // Hindi: "पंजीकरण शुल्क", "सिक्योरिटी डिपॉजिट", "जमानत राशि", "₹499 जमा करें", "फीस देनी होगी"
  new RegExp(`${START}${HINDI_FOR_WHAT}\\s*(?:(?:का|की|के)\\s+)?${HINDI_FEE}${END}`, "giu"),
  new RegExp(`${START}(?:जमानत|ज़मानत)\\s*राशि${END}`, "giu"),
  new RegExp(`${START}(?:वापसी\\s+योग्य|रिफंडेबल|रिफ़ंडेबल)\\s*${HINDI_FEE}${END}`, "giu"),
  new RegExp(`(?:${AMOUNT})\\s*(?:(?:का|की|के)\\s+)?(?:${HINDI_FEE}\\s+)?${HINDI_PAY}${END}`, "giu"),
  new RegExp(`${START}(?:शुल्क|फीस|फ़ीस|पैसे)\\s+(?:(?:का|की|के)\\s+)?${HINDI_PAY}${END}`, "giu"),
];

// A denial near the words makes them good news: "no registration fee", "we never charge
// candidates", "registration fee nahi hai", "कोई शुल्क नहीं". Looked for in the same sentence only.
const DENIED_BEFORE = new RegExp(
  `${START}(?:no|not|never|without|zero|free|nil|don'?t|doesn'?t|won'?t|isn'?t|aren'?t|nor|neither|koi\\s+bhi\\s+nahi|bina|बिना|कोई\\s+भी|मुफ्त|मुफ़्त|निःशुल्क|नि:शुल्क)${END}`,
  "iu",
);
const DENIED_AFTER = new RegExp(
  `${START}(?:nahi|nahin|nhi|mat|none|nil|waived|not\\s+(?:required|charged|needed|payable|taken|applicable|asked)|नहीं|मत)${END}`,
  "iu",
);
const SENTENCE_END = /[.!?।\n;]/u;
const WORDS_BEFORE = 4;
const WORDS_AFTER = 4;

function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END.test(text[to]!)) to++;
  const before = text.slice(from, start).trim().split(/\s+/u).slice(-WORDS_BEFORE).join(" ");
  const after = text.slice(end, to).trim().split(/\s+/u).slice(0, WORDS_AFTER).join(" ");
  return { before, after };
}

/**
 * The words of `text` that ask the candidate to pay, each once, in the order found (empty when the
 * text asks for nothing). Denied asks ("no registration fee") are not counted.
 */
export function findMoneyAsks(text: string): string[] {
  const normal = text.normalize("NFC");
  const spans: { start: number; end: number }[] = [];
  for (const pattern of ASKS) {
    for (const match of normal.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].trimEnd().length;
      const { before, after } = clauseAround(normal, start, end);
      if (DENIED_BEFORE.test(before) || DENIED_AFTER.test(after)) continue;
      spans.push({ start, end });
    }
  }
  // Overlapping matches are one ask: "registration fee" and "fee of ₹499" read "registration fee of ₹499".
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const words = new Map<string, string>();
  for (const { start, end } of merged) {
    const phrase = normal.slice(start, end).trim().replace(/\s+/gu, " ");
    if (!words.has(phrase.toLowerCase())) words.set(phrase.toLowerCase(), phrase);
  }
  return [...words.values()];
}

/** The money asks in a job's title and description together. */
export function findJobMoneyAsks(job: { title: string; description: string }): string[] {
  return findMoneyAsks(`${job.title}.\n${job.description}`);
}
