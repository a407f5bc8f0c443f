// How the offline judge reads Hindi and Hinglish: each everyday word of Hindi, in Devanagari and in the
// Latin spellings people use, stands for the English word the rules listen for ("मैंने"/"maine" → "i",
// "नतीजा"/"natija" → "outcome"). English words pass as they are; English words written in Devanagari
// are met by how they sound (soundKey) or by the short list below. Our own lists: a reading for
// matching, not a translation, and never shown to the candidate. An empty gloss drops the word.

/** Several words that together stand for one English phrase ("उदाहरण के लिए" → "for example"). Checked before single words. */
export const PHRASES: [string, string][] = [
  ["उदाहरण के लिए", "for example"],
  ["udaharan ke liye", "for example"],
  ["udaharan ke liye", "for example"],
  ["jaise ki", "for example"],
  ["जैसे कि", "for example"],
  ["आखिर में", "in the end"],
  ["aakhir mein", "in the end"],
  ["akhir mein", "in the end"],
  ["aakhir me", "in the end"],
  ["akhir me", "in the end"],
  ["अंत में", "in the end"],
  ["ant mein", "in the end"],
  ["एक बार", "once"],
  ["ek baar", "once"],
  ["ek bar", "once"],
  ["बात की", "talked"],
  ["baat ki", "talked"],
  ["बात किया", "talked"],
  ["baat kiya", "talked"],
  ["बात करी", "talked"],
  ["baat kari", "talked"],
  ["कम हो गया", "reduced"],
  ["kam ho gaya", "reduced"],
  ["कम हो गई", "reduced"],
  ["kam ho gayi", "reduced"],
  ["कम किया", "reduced"],
  ["kam kiya", "reduced"],
  ["ठीक किया", "fixed"],
  ["theek kiya", "fixed"],
  ["thik kiya", "fixed"],
  ["ठीक हो गया", "fixed"],
  ["theek ho gaya", "fixed"],
  ["मुझे लगता है", "i think"],
  ["mujhe lagta hai", "i think"],
  ["mujhe lagta he", "i think"],
  ["मुझे लगा", "i think"],
  ["mujhe laga", "i think"],
  ["पता नहीं", "not sure"],
  ["pata nahi", "not sure"],
  ["pata nahin", "not sure"],
  ["pata nhi", "not sure"],
  ["इसकी वजह से", "as a result"],
  ["iski wajah se", "as a result"],
  ["iski vajah se", "as a result"],
  ["इस वजह से", "as a result"],
  ["is wajah se", "as a result"],
  ["बढ़ गया", "increased"],
  ["badh gaya", "increased"],
  ["बढ़ गई", "increased"],
  ["badh gayi", "increased"],
  ["घट गया", "dropped"],
  ["ghat gaya", "dropped"],
  ["गिर गया", "dropped"],
  ["gir gaya", "dropped"],
  ["रुक गया", "stopped"],
  ["ruk gaya", "stopped"],
  ["बंद हो गया", "stopped"],
  ["band ho gaya", "stopped"],
  ["एक दूसरे", "each other"],
  ["ek dusre", "each other"],
  ["तब से", "since then"],
  ["tab se", "since then"],
  ["उसके बाद", "after that"],
  ["uske baad", "after that"],
  ["iske baad", "after that"],
  ["इसके बाद", "after that"],
  ["पुल रिक्वेस्ट", "pull request"],
  ["कोड रिव्यू", "code review"],
  ["यूनिट टेस्ट", "unit test"],
  ["स्क्रीन रीडर", "screen reader"],
];

const pairs = (text: string): [string, string][] =>
  text
    .trim()
    .split(/\s*;\s*/)
    .filter(Boolean)
    .flatMap((entry) => {
      const [from, to] = entry.split("=").map((s) => s.trim());
      return from!.split(/\s*,\s*/).map((f) => [f, to ?? ""] as [string, string]);
    });

/** Hindi words in Devanagari (nukta folded), each with the English it stands for. */
export const DEVANAGARI_WORDS = new Map<string, string>(
  pairs(`
  मैंने, मैने = i; मैं = i; मुझे, मुझको = me; मेरा, मेरी, मेरे = my; हमने = we; हम = we; हमें, हमको = us; हमारा, हमारी, हमारे = our;
  आप = you; आपका, आपकी, आपके = your; तुम = you; उसने, उन्होंने = they; उसे, उन्हें, उसको, उनको = them; उसका, उसकी, उसके, उनका, उनकी, उनके = their;
  यह, ये, इस, इसे, इसको = this; वह, वो, उस = that; यहाँ, यहां = here; वहाँ, वहां = there; अपना, अपनी, अपने = own; खुद = myself;
  का, की, के = of; को = to; से = from; में = in; पर, पे = on; तक = until; लिए, लिये = for; साथ = with; बिना = without; ने = ; ही = ; तो = so; भी = also;
  और, एवं, तथा = and; या = or; लेकिन, मगर, किंतु, परंतु = but; क्योंकि = because; इसलिए, इसलिये = so; कि = that; जब = when; तब, फिर = then; बाद = after; पहले = before;
  अगर, यदि = if; जो, जिस, जिसे = which; जिससे = so that; जैसे = like; क्या = what; कैसे = how; क्यों = why; कौन = who; कहाँ, कहां = where; कब = when;
  नहीं, ना, न = not; हाँ, हां = yes; सब, सभी = all; कुछ = some; हर = every; दूसरा, दूसरी, दूसरे = other; सबसे = most; बहुत, काफी, काफ़ी = very; ज्यादा = more; थोड़ा, थोड़ी = little;
  है = is; हैं = are; था, थी, थे = was; हूँ, हूं = am; हो = be; होता, होती, होते, होना = is; गया, गई, गए, गयी, गये = ; रहा, रही, रहे = ; वाला, वाली, वाले = ; सकता, सकती, सकते = can; चाहिए = should;
  हुआ, हुई, हुए = happened; किया, किए, किये, करी = did; करना, करता, करती, करते, कर, करके = do; दिया, दी, दिए = gave; लिया, ली, लिए = took;
  लगाया, जोड़ा, जोड़ी, जोड़े, डाला = added; हटाया = removed; बनाया, बनाई, बनाए = built; लिखा, लिखी, लिखे = wrote; चलाया, चलाई, चलाए = ran; बदला, बदली, बदले, बदल = changed;
  सोचा = thought; लगता, लगती, लगा = think; देखा, देखी, देखे = saw; पाया, मिला, मिली, मिले = found; ढूंढा, ढूँढा, खोजा = found; जाँचा, जांचा, जाँच, जांच = checked;
  बताया, बताई = told; पूछा, पूछी = asked; समझाया = explained; समझा, समझी, समझ = understood; सुना, सुनी = listened; बात = talk; सहमत, माना, मानी = agreed;
  सीखा, सीखी, सीख = learned; सिखाया = taught; सुधारा, सुधार, सुधरा = improved; ठीक = fixed; घटाया, घटा, घटी = reduced; कम = reduced; बढ़ा, बढ़ाया, बढ़ी, बढ़ = increased;
  बचाया, बचा, बची = saved; रोका, रोकी = stopped; पकड़ा, पकड़ी, पकड़ = caught; भेजा, भेजी = sent; शुरू = started; खत्म, ख़त्म, पूरा, पूरी = finished; टूटा, टूटी = broke; आया, आई = came;
  गलती, ग़लती, भूल = mistake; समस्या, दिक्कत, दिक़्क़त, परेशानी, मुश्किल = problem; नतीजा, नतीजे, परिणाम = outcome; वजह, कारण = cause; उदाहरण = example;
  धीमा, धीमी, धीमे = slow; तेज, तेज़ = faster; जल्दी = quickly; देर = late; समय, वक्त, वक़्त = time; दिन = days; हफ्ते, हफ्ता, सप्ताह = weeks; महीने, महीना = months; साल, वर्ष = year;
  घंटे, घंटा = hours; मिनट = minutes; सेकंड = seconds; पिछले, पिछली, पिछला = last; अगले, अगली, अगला = next; बार = time;
  एक = one; दो = two; तीन = three; चार = four; पाँच, पांच = five; छह, छः = six; सात = seven; आठ = eight; नौ = nine; दस = ten; बारह = twelve; बीस = twenty; तीस = thirty; चालीस = forty; पचास = fifty; सौ = hundred;
  हजार = thousand; लाख = hundred thousand; करोड़ = ten million; प्रतिशत, फीसदी = percent; आधा, आधी, आधे = half; दोगुना, दुगना = doubled;
  काम = work; नौकरी = job; टीम = team; साथी, सहकर्मी = colleague; ग्राहक = customer; मरीज = patient; मरीजों = patients; दवा, दवाई, दवाइयाँ, दवाइयां = medication; चिकित्सक = doctor;
  रिकॉर्ड = records; सवाल, प्रश्न = question; जवाब, उत्तर = answer; जिम्मेदारी = responsibility; फैसला, निर्णय = decision; तरीका, तरीके = way; प्रक्रिया = process; नियम = rule;
  गुणवत्ता = quality; सुरक्षा = safety; सुरक्षित = safe; संक्रमण = infection; बैठक = meeting; योजना = plan; लक्ष्य = target; सूची = list; जानकारी = information; हाथ = hand; दस्ताने = gloves;
  मतलब, यानी, बेसिकली, एक्चुअली = ;
  पुराना, पुराने, पुरानी = old; नया, नए, नई, नयी = new; अच्छा, अच्छे, अच्छी = good; बड़ा, बड़े, बड़ी = big; छोटा, छोटे, छोटी = small; लोग, लोगों = people; चीज, चीजें, चीजों = things;
  जरूरी = important; हमेशा = always; कभी = ever; अब = now; आज = today; सुबह = morning; शाम = evening; रात = night; तुरंत = immediately; ध्यान = attention; कोशिश = try; मदद = help; राय = opinion;
  ट्रेन = train; जीप = jeep; बस = bus; गाड़ी, गाड़ियाँ, गाड़ियां = car; शिखर, चोटी = summit; बर्फ = snow; सूर्योदय = sunrise; सूर्यास्त = sunset; सर्दी, सर्दियों, सर्दियाँ = winter; गर्मी, गर्मियों = summer;
  दोस्तों = friend; सोसाइटी = society; निवासी = residents; मेहमान, मेहमानों = guest; पड़ोसी = neighbour; समुद्र = beach; होटल = hotel; ट्रेक = trek; पार्क = park; जन्मदिन = birthday; केक = cake; गिटार = guitar; संगीत = music;
  खाना = food; पकाना, पकाता, पकाती, पकाया = cook; चावल = rice; प्याज = onion; मसाला = masala; रसोई = kitchen; माँ, मां, मम्मी = mother; पिता, पापा = father; दादी, नानी = grandmother; दादा, नाना = grandfather;
  भाई = brother; बहन = sister; परिवार = family; घर = home; बच्चे, बच्चों = children; शादी = wedding; त्योहार = festival; दोस्त = friend; छुट्टी, छुट्टियाँ, छुट्टियां = holiday;
  यात्रा, सफर = trip; पहाड़, पहाड़ों = mountain; नदी = river; बारिश = rain; बगीचा, बगीचे = garden; पौधे, पौधा = plant; फूल = flower; कुत्ता = dog; बिल्ली = cat; रविवार = sunday; बाजार = market; गाना, गाने = song; फिल्म, फिल्में = film;
  `),
);

/** Hindi words as written in Latin letters, with their usual spelling variants (main/mein, hai/he, nahi/nahin). */
export const LATIN_WORDS = new Map<string, string>(
  pairs(`
  maine, mene, meine, mainne = i; main, mai, mei = i; mujhe, mujhko, muje = me; mera, meri, mere = my; humne, hamne = we; hum, ham = we; hume, hamein, humein, hamen = us;
  hamara, hamari, hamare, humara, humari, humare = our; aap = you; aapka, aapki, aapke = your; usne, unhone, unhonne = they; unko, unhe, usko = them; uska, uski, uske, unka, unki, unke = their;
  yeh, ye, iss, ise, isko = this; woh, wo, vo, wahi = that; yahan, yahaan = here; wahan, wahaan = there; apna, apni, apne = own; khud = myself;
  ka, ki, ke = of; ko = to; se = from; mein = in; pe = on; tak = until; liye, liya = for; saath, sath = with; bina = without; ne = ; hi = ; toh = so; bhi = also;
  aur = and; ya = or; lekin, magar, par = but; kyunki, kyonki, kyuki, kyuki = because; isliye, isiliye = so; jab = when; phir, fir = then; baad = after; pehle, pahle = before;
  agar = if; jo, jis, jise = which; jisse, jisase = so that; jaise = like; kya = what; kaise = how; kyun, kyon = why; kaun = who; kahan = where; kab = when;
  nahi, nahin, nhi, nai = not; haan = yes; sab, sabhi = all; kuch, kuchh = some; har = every; dusra, dusri, dusre, doosre = other; sabse = most; bahut, bohot, bahot, kaafi, kafi = very; zyada, jyada, jada = more; thoda, thodi = little;
  hai, he, h = is; hain = are; tha, thi = was; hoon, hu, hun = am; ho = be; hota, hoti, hote, hona = is; gaya, gayi, gaye, gai = ; raha, rahi, rahe = ; wala, wali, wale = ; sakta, sakti, sakte = can; chahiye = should;
  hua, hui, hue = happened; kiya, kia, kiye, kie, kari = did; karna, karta, karti, karte, kar, karke = do; diya, di, diye = gave; liye = for; li = took;
  lagaya, joda, jodi, jode, dala, daala = added; hataya = removed; banaya, banayi, banaye = built; likha, likhi, likhe = wrote; chalaya, chalayi = ran; badla, badli, badle, badal = changed;
  socha = thought; lagta, lagti, laga = think; dekha, dekhi, dekhe = saw; paya, mila, mili, mile = found; dhundha, dhoondha, khoja = found; jancha, jaancha, jaanch, janch = checked;
  bataya, batayi = told; poocha, pucha = asked; samjhaya = explained; samjha, samjhi, samajh = understood; suna, suni = listened; baat = talk; sehmat, maana, mana = agreed;
  seekha, sikha, seekh = learned; sikhaya = taught; sudhara, sudhar, sudhra = improved; theek, thik = fixed; ghataya, ghata, ghati = reduced; kam = reduced; badha, badhaya, badhi, badh = increased;
  bachaya, bacha, bachi = saved; roka, roki = stopped; pakda, pakdi, pakad = caught; bheja, bheji = sent; shuru = started; khatam, khatm, pura, poora, puri = finished; toota, tuta = broke; aaya, aayi = came;
  galti, bhool = mistake; samasya, dikkat, pareshani, mushkil = problem; natija, nateeja, natije, nateeje, parinaam, parinam = outcome; wajah, vajah, karan = cause; udaharan = example;
  dheema, dheemi, dheeme, dhima = slow; tez, tej = faster; jaldi = quickly; der = late; samay, waqt, vakt = time; din = days; hafte, hafta = weeks; mahine, mahina = months; saal = year;
  ghante, ghanta = hours; pichhle, pichle, pichhli, pichli, pichhla, pichla = last; agle, agli, agla = next; baar = time;
  ek = one; teen = three; chaar, char = four; paanch, panch = five; chhe, chah = six; saat = seven; aath = eight; nau = nine; das = ten; barah = twelve; bees = twenty; tees = thirty; chalees, chalis = forty; pachaas, pachas = fifty; sau = hundred;
  hazaar, hazar, hajar, hajaar = thousand; lakh, laakh = hundred thousand; crore, karod, karor, crores = ten million; pratishat, fisadi, feesadi = percent; aadha, adha, aadhi, adhi = half; doguna, dugna = doubled;
  kaam = work; naukri = job; saathi, sahkarmi = colleague; grahak = customer; mareez, mariz, marij, mareezon, marizon = patient; dawai, dawa, dawaiyan, davai = medication;
  sawal, sawaal = question; jawab, jawaab = answer; zimmedari, jimmedari = responsibility; faisla = decision; tarika, tareeka, tarike = way; prakriya = process; niyam = rule;
  suraksha = safety; surakshit = safe; sankraman = infection; baithak = meeting; yojana = plan; lakshya = target; jaankari, jankari = information; haath, hath = hand; dastane = gloves;
  matlab, yaani, yani = ;
  purana, purane, purani = old; naya, naye, nayi, nai = new; achha, acha, achhe, achhi = good; bada, bade, badi = big; chhota, chhote, chhoti = small; log, logon = people; cheez, cheezein, cheezon = things;
  zaroori, jaruri, zaruri = important; hamesha = always; kabhi = ever; ab = now; aaj = today; subah = morning; shaam, sham = evening; raat = night; turant = immediately; dhyan, dhyaan = attention; koshish = try; madad = help; raay, rai = opinion;
  gaadi, gadi, gaadiyan, gadiyan = car; shikhar, choti = summit; barf, baraf = snow; suryoday = sunrise; suryast = sunset; sardi, sardiyon, sardiyan = winter; garmi, garmiyon = summer;
  doston = friend; nivasi = residents; mehmaan, mehman, mehmanon, mehmaanon = guest; padosi = neighbour; samundar, samudra = beach; janamdin = birthday; sangeet = music;
  khana, khaana = food; pakana, pakata, pakati, pakaya = cook; chawal = rice; pyaaz, pyaz = onion; rasoi = kitchen; maa, mummy, mummi = mother; papa, pitaji = father; dadi, nani = grandmother; dada, nana = grandfather;
  bhai = brother; behen, bahan = sister; parivaar, parivar = family; ghar = home; bacche, bachche, bachon = children; shaadi, shadi = wedding; tyohar, tyohaar = festival; dost = friend; chhutti, chutti, chhuttiyan, chuttiyan = holiday;
  yatra, safar = trip; pahad, pahaad, pahadon = mountain; nadi = river; barish, baarish = rain; bagicha, bageecha, bagiche = garden; paudhe, paudha = plant; phool = flower; kutta = dog; billi = cat; ravivaar, ravivar = sunday; bazaar, bazar = market; gaana, gaane = song;
  `),
);

/** English words written in Devanagari that their sound alone does not find (letters spoken as names, irregular spellings). */
export const LOANWORDS = new Map<string, string>(
  pairs(`
  एपीआई = api; सीआई = ci; सीडी = cd; एसक्यूएल = sql; सीएसएस = css; एचटीएमएल = html; जेएस = js; यूआई = ui; यूएक्स = ux; एडब्ल्यूएस = aws; एआई = ai; आरे = array;
  पोस्टग्रेस, पोस्टग्रेज, पोस्टग्रेएसक्यूएल = postgresql; नोड = node; रिएक्ट = react; टाइपस्क्रिप्ट = typescript; जावास्क्रिप्ट = javascript; रेडिस = redis; काफ्का, काफ़्का = kafka; जेस्ट = jest; डॉकर = docker;
  कैश, कैशे = cache; क्वेरी, क्वेरीज = query; क्यू = queue; इंडेक्स = index; डेटाबेस, डाटाबेस = database; डेटा, डाटा = data; एरर = error; लॉग, लॉग्स = logs; बग = bug; बग्स = bugs;
  कोड = code; रिव्यू = review; टेस्ट = test; टेस्ट्स = tests; टेस्टिंग = testing; डिप्लॉय = deploy; रिलीज = release; पाइपलाइन = pipeline; कवरेज = coverage; स्टेजिंग = staging;
  क्लाइंट = client; प्रोजेक्ट = project; डेडलाइन = deadline; मीटिंग = meeting; मैनेजर = manager; रिपोर्ट = report; यूजर, यूज़र = user; यूजर्स = users; फीडबैक = feedback;
  स्क्रीन = screen; रीडर = reader; लेबल = label; कीबोर्ड = keyboard; फोकस = focus; कंपोनेंट = component; पेज = page; फॉर्म = form; बटन = button;
  एंडपॉइंट = endpoint; टोकन = token; सर्वर = server; लेटेंसी = latency; मेमोरी = memory; कनेक्शन = connection; टाइमआउट = timeout; अलर्ट = alert; डैशबोर्ड = dashboard;
  नर्स = nurse; डॉक्टर = doctor; वार्ड = ward; शिफ्ट = shift; चार्ट = chart; हैंडओवर = handover; इन्फेक्शन, इंफेक्शन = infection; डोज = dose; ड्रिप = drip; बीपी = bp; वाइटल्स = vitals;
  फील्ड = field; ऐप = app; ऑर्डर = order; हेडर = header; फुटर = footer; स्टिकी = sticky; पोजीशन = position; फिक्स्ड = fixed; ग्रिड = grid; लेआउट = layout; कंटेंट = content;
  मोबाइल = mobile; फोन = phone; पिक्सल = pixel; कलर = colour; वर्जन = version; वर्जनिंग = versioning; मॉड्यूल = module; रिक्वेस्ट = request; रिस्पॉन्स = response; स्टेटस = status; लाइव = live; स्लो = slow; फास्ट = fast; मिलीसेकंड = milliseconds; टेबल = table; स्कैन = scan; जॉइन = join; सर्च = search; ऐड = add; फिक्स = fix; चेक = check; रोलबैक = rollback;
  कंपनी = company; ऑफिस = office; स्प्रिंट = sprint; टास्क = task; प्लान = plan; टारगेट = target; बजट = budget; सेल्स = sales; क्रिकेट = cricket; मैच = match; बिरयानी = biryani; केसर = saffron;
  `),
);

/** Fillers and hedges in Hindi and Hinglish, counted by the speaking measures only (never the content score). */
export const HINDI_FILLERS = [
  "मतलब",
  "यानी",
  "वो",
  "बेसिकली",
  "एक्चुअली",
  "अच्छा तो",
  "matlab",
  "yaani",
  "yani",
  "wo",
  "basically",
  "actually",
  "like",
  "achha to",
  "acha to",
];
export const HINDI_HEDGES = [
  "शायद",
  "मुझे लगता है",
  "पता नहीं",
  "shayad",
  "mujhe lagta hai",
  "mujhe lagta he",
  "pata nahi",
  "pata nahin",
  "i think",
  "maybe",
  "probably",
];
