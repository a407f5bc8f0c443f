// Hindi words as Hinglish writes them in Latin letters, in Devanagari for the Hindi voice: our own
// table of the everyday words an interview question is made of. It lets a Hinglish question we hold
// no Devanagari form of (an employer's own, or one a model wrote) be said by the Hindi voice: each
// word in the table is written in Devanagari, the English words go through the voice's list
// (VOICE_WORDS), and a word in neither is said by the English voice alone, as hindi-voice.ts says.
//
// Left out on purpose: spellings that are also everyday English words ("is", "us", "do", "to", "the",
// "he", "hi", "me", "lie", "bare", "log"), so an English phrase in a Hinglish question keeps its
// English voice. "main" and "mere" stay: in a Hinglish question they are मैं and मेरे far more often.

/** A word table written as `spelling, other spelling = word; …`: each spelling, in lower case, with its word. */
export const wordTable = (text: string): [string, string][] =>
  text
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .flatMap((pair) => {
      const [spellings, word] = pair.split("=").map((s) => s.trim()) as [string, string];
      return spellings.split(",").map((spelling) => [spelling.trim().toLowerCase(), word] as [string, string]);
    });

export const HINGLISH_WORDS: ReadonlyMap<string, string> = new Map(
  wordTable(`
  main, mai = मैं; maine, mainne, mene = मैंने; mujhe, muje = मुझे; mera = मेरा; meri = मेरी; mere = मेरे; hum = हम; humne, hamne = हमने; humein, hamein, hume = हमें;
  hamara, humara = हमारा; hamari, humari = हमारी; hamare, humare = हमारे; aap = आप; aapne = आपने; aapka, apka = आपका; aapki, apki = आपकी; aapke, apke = आपके;
  aapko, apko = आपको; apna = अपना; apni = अपनी; unka = उनका; unki = उनकी; unke = उनके; unhe, unhein = उन्हें; uska = उसका; uski = उसकी; uske = उसके; kisi = किसी; kis = किस;
  koi = कोई; kuch, kuchh = कुछ; sab, sabhi = सब; sabse = सबसे; yeh, ye = ये; woh, wo, vo = वो; jo = जो; jis = जिस; jab = जब; tab = तब; agar = अगर; toh = तो; aur = और; ya = या;
  lekin = लेकिन; kyunki, kyonki = क्योंकि; phir = फिर; bhi = भी; ab = अब; abhi = अभी; tak = तक; ke = के; ki = की; ka = का; ko = को; se = से; mein, mei = में;
  kya = क्या; kaise = कैसे; kaisa = कैसा; kaisi = कैसी; kab = कब; kahan, kahaan = कहाँ; kyun, kyon, kyu = क्यों; kaun = कौन; kitna = कितना; kitni = कितनी; kitne = कितने;
  hai = है; hain = हैं; tha = था; thi = थी; thay = थे; ho = हो; hota = होता; hoti = होती; hote = होते; hua = हुआ; hui = हुई; hoga = होगा; hogi = होगी;
  nahi, nahin = नहीं; na = न; kiya = किया; kiye = किए; karte = करते; karti = करती; karta = करता; karna = करना; karne = करने; karenge = करेंगे; karoge = करोगे;
  karein, karen = करें; kar = कर; kijiye, kijie = कीजिए; raha = रहा; rahi = रही; rahe = रहे; sakte = सकते; sakta = सकता; sakti = सकती; liye = लिए; liya = लिया;
  diya = दिया; gaya = गया; gayi, gai = गई; gaye = गए; mila = मिला; mili = मिली; seekha, sikha = सीखा; socha = सोचा; bataiye, bataaiye, batao, bataen, bataein = बताइए;
  samjhaiye, samjhao = समझाइए; sochte = सोचते; chahte = चाहते; chahiye = चाहिए; lagta = लगता; lagi = लगी; laga = लगा; baare = बारे; baat = बात; saath, sath = साथ;
  kaam = काम; samay = समय; waqt, vakt = वक़्त; saal = साल; mahine = महीने; din = दिन; logon = लोगों; pehle, pahle = पहले; baad = बाद; sahi = सही; galat = ग़लत;
  galti = ग़लती; mushkil = मुश्किल; aasan, asaan = आसान; achha, accha, acha = अच्छा; achhi, acchi = अच्छी; bada = बड़ा; badi = बड़ी; bade = बड़े; chhota = छोटा; naya = नया;
  nayi, nai = नई; naye = नए; alag = अलग; zaroori, zaruri, jaruri = ज़रूरी; zyada, jyada, zyaada = ज़्यादा; kam = कम; ek = एक; pichhle, pichle = पिछले; pichhli, pichli = पिछली;
  agle = अगले; apne = अपने; jaise = जैसे; aise = ऐसे; wala = वाला; wali = वाली; wale = वाले; yahan, yahaan = यहाँ; wahan, wahaan = वहाँ; hal = हल; faisla = फ़ैसला;
  hoon, hun = हूँ; kal = कल; aaj = आज; deta = देता; deti = देती; dete = देते; dekha = देखा; pata = पता; jaata, jata = जाता; jaate, jate = जाते; sambhala, sambhaala = संभाला;
  zimmedari, jimmedari = ज़िम्मेदारी; anubhav = अनुभव; pasand = पसंद; sawaal, sawal = सवाल; jawab, jawaab = जवाब
`),
);

/** Latin letters, one word: an apostrophe or hyphen inside it stays ("theek-theek" is two words to the table). */
const LATIN_WORD = /[A-Za-z]+/g;

/**
 * A Hinglish sentence in Devanagari for the Hindi voice, its words in the table written in Devanagari
 * and every other word left as written (the voice's list, or the English voice, takes them then).
 * Null when a third or less of its words are in the table: a mostly English sentence stays with the
 * English voice whole rather than hopping between voices word by word.
 */
export function hinglishInDevanagari(text: string): string | null {
  const words = text.match(LATIN_WORD) ?? [];
  const known = words.filter((word) => HINGLISH_WORDS.has(word.toLowerCase())).length;
  if (known === 0 || known * 3 <= words.length) return null;
  return text.replace(LATIN_WORD, (word) => HINGLISH_WORDS.get(word.toLowerCase()) ?? word);
}
