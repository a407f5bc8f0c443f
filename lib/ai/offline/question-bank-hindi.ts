// The bank's questions in Hindi and in Hinglish, written for HireReady beside the English templates
// of question-bank.ts (the key is the English template, word for word). Hindi is written in
// Devanagari, with the words Indian offices say in English (project, team, deadline) written as they
// are said; Hinglish is the same question in Latin letters, so it is also the Latin-letter reading
// shown beneath a Hindi question. The placeholders are the English ones; {years} is filled in the
// question's language ("5 साल", "5 saal").
import type { MockLanguage } from "@/lib/language/languages";
import { everyTemplate, fillTemplate } from "./question-bank";
import { followUpReading } from "@/lib/ai/evaluate/hindi/feedback";

export type OtherLanguage = Exclude<MockLanguage, "en">;
type Forms = { hi: string; hinglish: string };

export const BANK_IN_HINDI: Readonly<Record<string, Forms>> = {
  // Openers
  "Walk me through what drew you to work as a {title}, and what you have done so far to prepare for it.": {
    hi: "बताइए, आपको {title} का काम क्यों अच्छा लगा, और इसकी तैयारी के लिए आपने अब तक क्या-क्या किया है?",
    hinglish: "Bataiye, aapko {title} ka kaam kyon achha laga, aur iski taiyari ke liye aapne ab tak kya-kya kiya hai?",
  },
  "Which piece of work from your studies or first jobs best shows how you would work as a {title}?": {
    hi: "पढ़ाई या अपनी पहली जॉब्स का कौन-सा काम सबसे अच्छे से दिखाता है कि आप {title} के तौर पर कैसे काम करेंगे?",
    hinglish: "Padhai ya apni pehli jobs ka kaun-sa kaam sabse achhe se dikhata hai ki aap {title} ke taur par kaise kaam karenge?",
  },
  "What have you learned in your first {years} of work that changed how you approach your tasks?": {
    hi: "काम के पहले {years} में आपने ऐसा क्या सीखा जिससे आपके काम करने का तरीका बदल गया?",
    hinglish: "Kaam ke pehle {years} mein aapne aisa kya seekha jisse aapke kaam karne ka tareeka badal gaya?",
  },
  "In {years} of experience, which project are you proudest of, and what exactly was your part in it?": {
    hi: "{years} के एक्सपीरियंस में किस प्रोजेक्ट पर आपको सबसे ज़्यादा गर्व है, और उसमें आपका अपना रोल ठीक-ठीक क्या था?",
    hinglish: "{years} ke experience mein kis project par aapko sabse zyada garv hai, aur usmein aapka apna role theek-theek kya tha?",
  },
  "Tell me about your current role and how it has prepared you to step in as a {title}.": {
    hi: "अपने करंट रोल के बारे में बताइए, और उसने आपको {title} की ज़िम्मेदारी के लिए कैसे तैयार किया है।",
    hinglish: "Apne current role ke baare mein bataiye, aur usne aapko {title} ki zimmedari ke liye kaise taiyar kiya hai.",
  },
  "What has changed in the way you work as a {title} compared with when you started?": {
    hi: "जब आपने शुरुआत की थी, उसके मुकाबले अब {title} के तौर पर आपके काम करने के तरीके में क्या बदला है?",
    hinglish: "Jab aapne shuruaat ki thi, uske mukable ab {title} ke taur par aapke kaam karne ke tareeke mein kya badla hai?",
  },
  "With {years} behind you, how do you decide which problems deserve your own time and which you hand to others?": {
    hi: "{years} के अनुभव के बाद, आप कैसे तय करते हैं कि किस प्रॉब्लम पर आप खुद समय देंगे और कौन-सी दूसरों को सौंपेंगे?",
    hinglish: "{years} ke anubhav ke baad, aap kaise tay karte hain ki kis problem par aap khud samay denge aur kaun-si doosron ko saumpenge?",
  },
  "Describe a decision you made as a senior {title} that others disagreed with at first. How did it turn out?": {
    hi: "सीनियर {title} के तौर पर लिया गया कोई ऐसा फ़ैसला बताइए जिससे शुरू में बाकी लोग सहमत नहीं थे। आखिर में क्या हुआ?",
    hinglish: "Senior {title} ke taur par liya gaya koi aisa faisla bataiye jisse shuru mein baaki log sehmat nahin the. Aakhir mein kya hua?",
  },
  "How do you help less experienced colleagues grow without slowing the team down?": {
    hi: "कम अनुभव वाले साथियों को आगे बढ़ने में आप कैसे मदद करते हैं, बिना टीम की रफ़्तार धीमी किए?",
    hinglish: "Kam anubhav wale saathiyon ko aage badhne mein aap kaise madad karte hain, bina team ki raftaar dheemi kiye?",
  },
  // Skills
  "How would you explain {skill} to a new teammate, and where have you used it yourself?": {
    hi: "किसी नए टीममेट को आप {skill} कैसे समझाएँगे, और आपने खुद इसे कहाँ इस्तेमाल किया है?",
    hinglish: "Kisi naye teammate ko aap {skill} kaise samjhayenge, aur aapne khud ise kahan istemaal kiya hai?",
  },
  "What is a common beginner mistake with {skill}, and how do you avoid it?": {
    hi: "{skill} में नए लोग अक्सर कौन-सी गलती करते हैं, और आप उससे कैसे बचते हैं?",
    hinglish: "{skill} mein naye log aksar kaun-si galti karte hain, aur aap usse kaise bachte hain?",
  },
  "Describe a small task you completed using {skill}, from start to finish.": {
    hi: "{skill} से पूरा किया हुआ कोई छोटा टास्क शुरू से आखिर तक बताइए।",
    hinglish: "{skill} se poora kiya hua koi chhota task shuru se aakhir tak bataiye.",
  },
  "Tell me about a problem you solved with {skill}. What did you try first, and what made you change course?": {
    hi: "कोई ऐसी प्रॉब्लम बताइए जो आपने {skill} से सॉल्व की। पहले आपने क्या ट्राई किया, और किस वजह से रास्ता बदलना पड़ा?",
    hinglish: "Koi aisi problem bataiye jo aapne {skill} se solve ki. Pehle aapne kya try kiya, aur kis wajah se raasta badalna pada?",
  },
  "How do you check that your work with {skill} is correct before anyone else relies on it?": {
    hi: "{skill} में किया गया आपका काम सही है, ये आप कैसे चेक करते हैं, इससे पहले कि कोई और उस पर निर्भर हो?",
    hinglish: "{skill} mein kiya gaya aapka kaam sahi hai, yeh aap kaise check karte hain, isse pehle ki koi aur us par nirbhar ho?",
  },
  "When would you choose not to use {skill}, and what would you use instead?": {
    hi: "आप कब {skill} इस्तेमाल न करने का फ़ैसला करेंगे, और उसकी जगह क्या लेंगे?",
    hinglish: "Aap kab {skill} istemaal na karne ka faisla karenge, aur uski jagah kya lenge?",
  },
  "Something you own that depends on {skill} starts failing under twice its usual load. How do you find the cause, and which trade-offs do you weigh in the fix?":
    {
      hi: "आपकी ज़िम्मेदारी वाला कोई सिस्टम, जो {skill} पर चलता है, नॉर्मल से दोगुने लोड पर फ़ेल होने लगता है। आप वजह कैसे ढूँढेंगे, और फ़िक्स में किन ट्रेड-ऑफ़्स को तौलेंगे?",
      hinglish:
        "Aapki zimmedari wala koi system, jo {skill} par chalta hai, normal se dogune load par fail hone lagta hai. Aap wajah kaise dhoondhenge, aur fix mein kin trade-offs ko tolenge?",
    },
  "Describe the most difficult {skill} problem you have faced. How did you break it down, and what would you do differently today?": {
    hi: "{skill} की सबसे मुश्किल प्रॉब्लम कौन-सी थी जिसका आपने सामना किया? आपने उसे छोटे हिस्सों में कैसे बाँटा, और आज आप क्या अलग करते?",
    hinglish: "{skill} ki sabse mushkil problem kaun-si thi jiska aapne saamna kiya? Aapne use chhote hisson mein kaise baanta, aur aaj aap kya alag karte?",
  },
  "How would you design a review or standard for {skill} work across a team, and how would you know it is working?": {
    hi: "पूरी टीम के {skill} काम के लिए आप कोई रिव्यू या स्टैंडर्ड कैसे बनाएँगे, और कैसे पता चलेगा कि वो काम कर रहा है?",
    hinglish: "Poori team ke {skill} kaam ke liye aap koi review ya standard kaise banayenge, aur kaise pata chalega ki woh kaam kar raha hai?",
  },
  // Values
  "Tell me about a time you noticed a mistake that nobody else had seen. What did you do?": {
    hi: "कोई ऐसा मौका बताइए जब आपने कोई गलती पकड़ी जो किसी और ने नहीं देखी थी। फिर आपने क्या किया?",
    hinglish: "Koi aisa mauka bataiye jab aapne koi galti pakdi jo kisi aur ne nahin dekhi thi. Phir aapne kya kiya?",
  },
  "Describe a moment when doing the right thing cost you time or credit. How did you handle it?": {
    hi: "ऐसा कोई पल बताइए जब सही काम करने में आपका समय गया या आपको क्रेडिट नहीं मिला। आपने उसे कैसे संभाला?",
    hinglish: "Aisa koi pal bataiye jab sahi kaam karne mein aapka samay gaya ya aapko credit nahin mila. Aapne use kaise sambhala?",
  },
  "Have you ever been asked to do something at work that felt wrong? How did you respond?": {
    hi: "क्या कभी ऑफ़िस में आपसे कुछ ऐसा करने को कहा गया जो आपको गलत लगा? आपने क्या जवाब दिया?",
    hinglish: "Kya kabhi office mein aapse kuch aisa karne ko kaha gaya jo aapko galat laga? Aapne kya jawab diya?",
  },
  "How do you weigh a business goal against the interests of the people it affects?": {
    hi: "बिज़नेस का कोई गोल और उससे असर पड़ने वाले लोगों का हित, इन दोनों के बीच आप बैलेंस कैसे करते हैं?",
    hinglish: "Business ka koi goal aur usse asar padne wale logon ka hit, in dono ke beech aap balance kaise karte hain?",
  },
  "Describe a project where the team succeeded because of how you worked with others, not only what you did alone.": {
    hi: "कोई प्रोजेक्ट बताइए जहाँ टीम इसलिए सफल हुई क्योंकि आपने दूसरों के साथ मिलकर काम किया, सिर्फ़ अकेले अपने काम से नहीं।",
    hinglish: "Koi project bataiye jahan team isliye safal hui kyonki aapne doosron ke saath milkar kaam kiya, sirf akele apne kaam se nahin.",
  },
  "Tell me about a teammate you found hard to work with and how you made it work.": {
    hi: "किसी ऐसे टीममेट के बारे में बताइए जिसके साथ काम करना मुश्किल था, और आपने फिर भी बात कैसे बनाई।",
    hinglish: "Kisi aise teammate ke baare mein bataiye jiske saath kaam karna mushkil tha, aur aapne phir bhi baat kaise banayi.",
  },
  "Tell me about an idea of yours that changed how your team worked. How did you get others to try it?": {
    hi: "अपना कोई ऐसा आइडिया बताइए जिससे आपकी टीम के काम करने का तरीका बदला। आपने दूसरों को उसे आज़माने के लिए कैसे मनाया?",
    hinglish: "Apna koi aisa idea bataiye jisse aapki team ke kaam karne ka tareeka badla. Aapne doosron ko use aazmane ke liye kaise manaya?",
  },
  "Describe a time you improved a process nobody had asked you to improve.": {
    hi: "कोई ऐसा मौका बताइए जब आपने किसी प्रोसेस को बेहतर बनाया, जबकि किसी ने आपसे कहा नहीं था।",
    hinglish: "Koi aisa mauka bataiye jab aapne kisi process ko behtar banaya, jabki kisi ne aapse kaha nahin tha.",
  },
  "How have different backgrounds in a team you worked with led to a better result?": {
    hi: "जिस टीम में आपने काम किया, उसमें लोगों के अलग-अलग बैकग्राउंड से नतीजा कैसे बेहतर हुआ?",
    hinglish: "Jis team mein aapne kaam kiya, usmein logon ke alag-alag background se natija kaise behtar hua?",
  },
  "Describe a time you changed your approach to work well with someone whose experience differed from yours.": {
    hi: "कोई ऐसा मौका बताइए जब किसी ऐसे साथी के साथ अच्छे से काम करने के लिए आपने अपना तरीका बदला जिसका अनुभव आपसे अलग था।",
    hinglish: "Koi aisa mauka bataiye jab kisi aise saathi ke saath achhe se kaam karne ke liye aapne apna tareeka badla jiska anubhav aapse alag tha.",
  },
  "What do you do in meetings to make sure quieter colleagues are heard?": {
    hi: "मीटिंग्स में आप क्या करते हैं ताकि कम बोलने वाले साथियों की बात भी सुनी जाए?",
    hinglish: "Meetings mein aap kya karte hain taaki kam bolne wale saathiyon ki baat bhi suni jaaye?",
  },
  "Tell me about a time you noticed someone being left out at work and what you did about it.": {
    hi: "कोई ऐसा मौका बताइए जब आपने देखा कि ऑफ़िस में किसी को अलग-थलग छोड़ा जा रहा है, और आपने उसके लिए क्या किया।",
    hinglish: "Koi aisa mauka bataiye jab aapne dekha ki office mein kisi ko alag-thalag chhoda ja raha hai, aur aapne uske liye kya kiya.",
  },
  "Describe a piece of work you delivered together with another team. What made the collaboration work?": {
    hi: "कोई ऐसा काम बताइए जो आपने किसी दूसरी टीम के साथ मिलकर डिलीवर किया। वो कोलैबोरेशन किस वजह से कामयाब रहा?",
    hinglish: "Koi aisa kaam bataiye jo aapne kisi doosri team ke saath milkar deliver kiya. Woh collaboration kis wajah se kaamyaab raha?",
  },
  "How do you handle a disagreement with a colleague from another department about priorities?": {
    hi: "दूसरे डिपार्टमेंट के किसी साथी से प्रायोरिटीज़ को लेकर असहमति हो, तो आप उसे कैसे हैंडल करते हैं?",
    hinglish: "Doosre department ke kisi saathi se priorities ko lekar asahmati ho, to aap use kaise handle karte hain?",
  },
  "Tell me about a piece of work where good enough was not good enough for you. What did you do beyond it?": {
    hi: "कोई ऐसा काम बताइए जहाँ “चल जाएगा” आपके लिए काफ़ी नहीं था। आपने उससे आगे बढ़कर क्या किया?",
    hinglish: "Koi aisa kaam bataiye jahan “chal jayega” aapke liye kaafi nahin tha. Aapne usse aage badhkar kya kiya?",
  },
  "How do you keep the quality of your work high when deadlines are tight?": {
    hi: "जब डेडलाइन टाइट हो, तब आप अपने काम की क्वालिटी ऊँची कैसे रखते हैं?",
    hinglish: "Jab deadline tight ho, tab aap apne kaam ki quality oonchi kaise rakhte hain?",
  },
  "Tell me about a time something you were responsible for went wrong. What did you do next?": {
    hi: "कोई ऐसा मौका बताइए जब आपकी ज़िम्मेदारी वाला कोई काम बिगड़ गया। उसके बाद आपने क्या किया?",
    hinglish: "Koi aisa mauka bataiye jab aapki zimmedari wala koi kaam bigad gaya. Uske baad aapne kya kiya?",
  },
  "How do you keep commitments visible so that others can rely on you?": {
    hi: "आप अपने कमिटमेंट्स सबके सामने कैसे रखते हैं, ताकि दूसरे आप पर भरोसा कर सकें?",
    hinglish: "Aap apne commitments sabke saamne kaise rakhte hain, taaki doosre aap par bharosa kar sakein?",
  },
  // Industries
  "How do you keep up with changes in tools and practices in {industry}, and what did you learn most recently?": {
    hi: "{industry} में टूल्स और तौर-तरीके बदलते रहते हैं; आप उनके साथ अपडेट कैसे रहते हैं, और हाल ही में आपने क्या सीखा?",
    hinglish: "{industry} mein tools aur taur-tareeke badalte rehte hain; aap unke saath update kaise rehte hain, aur haal hi mein aapne kya seekha?",
  },
  "A release you worked on causes problems for customers. As a {title}, what are your first three steps?": {
    hi: "आपने जिस रिलीज़ पर काम किया, उससे कस्टमर्स को दिक्कत होने लगती है। {title} के तौर पर आपके पहले तीन कदम क्या होंगे?",
    hinglish: "Aapne jis release par kaam kiya, usse customers ko dikkat hone lagti hai. {title} ke taur par aapke pehle teen kadam kya honge?",
  },
  "How do you make sure the data you rely on is trustworthy before you draw conclusions from it?": {
    hi: "किसी डेटा से नतीजा निकालने से पहले आप कैसे पक्का करते हैं कि वो डेटा भरोसे लायक है?",
    hinglish: "Kisi data se natija nikalne se pehle aap kaise pakka karte hain ki woh data bharose laayak hai?",
  },
  "Explain a result from your work to someone with no technical background, as you would to a manager.": {
    hi: "अपने काम का कोई रिज़ल्ट ऐसे समझाइए जैसे किसी नॉन-टेक्निकल मैनेजर को समझाएँगे।",
    hinglish: "Apne kaam ka koi result aise samjhaiye jaise kisi non-technical manager ko samjhayenge.",
  },
  "How do you balance speed with the accuracy and compliance that {industry} demands?": {
    hi: "{industry} में एक्यूरेसी और कंप्लायंस ज़रूरी हैं; इनके साथ आप स्पीड का बैलेंस कैसे बनाते हैं?",
    hinglish: "{industry} mein accuracy aur compliance zaroori hain; inke saath aap speed ka balance kaise banate hain?",
  },
  "Describe how you would handle an error that affected customers' money or records.": {
    hi: "अगर किसी गलती से कस्टमर्स के पैसों या रिकॉर्ड्स पर असर पड़ा हो, तो आप उसे कैसे हैंडल करेंगे?",
    hinglish: "Agar kisi galti se customers ke paison ya records par asar pada ho, to aap use kaise handle karenge?",
  },
  "In {industry}, mistakes can affect patients. How does that shape the way you check your work?": {
    hi: "{industry} में एक गलती का असर मरीज़ों पर पड़ सकता है। इस बात से आपके काम चेक करने का तरीका कैसे तय होता है?",
    hinglish: "{industry} mein ek galti ka asar mareezon par pad sakta hai. Is baat se aapke kaam check karne ka tareeka kaise tay hota hai?",
  },
  "How do you handle sensitive personal information in your day-to-day work?": {
    hi: "रोज़ के काम में लोगों का सेंसिटिव पर्सनल डेटा आप कैसे संभालते हैं?",
    hinglish: "Roz ke kaam mein logon ka sensitive personal data aap kaise sambhalte hain?",
  },
  "How do you find out what a customer really needs before you propose anything?": {
    hi: "कुछ भी प्रपोज़ करने से पहले आप कैसे पता करते हैं कि कस्टमर को असल में क्या चाहिए?",
    hinglish: "Kuch bhi propose karne se pehle aap kaise pata karte hain ki customer ko asal mein kya chahiye?",
  },
  "Tell me about a target you missed. What did you learn and change afterwards?": {
    hi: "कोई ऐसा टारगेट बताइए जो आपसे छूट गया। उससे आपने क्या सीखा और बाद में क्या बदला?",
    hinglish: "Koi aisa target bataiye jo aapse chhoot gaya. Usse aapne kya seekha aur baad mein kya badla?",
  },
  "How do you adapt when the people you are teaching or supporting learn at very different speeds?": {
    hi: "जिन लोगों को आप सिखा रहे हैं या सपोर्ट कर रहे हैं, वो अलग-अलग रफ़्तार से सीखते हों, तो आप अपना तरीका कैसे बदलते हैं?",
    hinglish: "Jin logon ko aap sikha rahe hain ya support kar rahe hain, woh alag-alag raftaar se seekhte hon, to aap apna tareeka kaise badalte hain?",
  },
  "Describe how you would measure whether your work actually helped someone learn.": {
    hi: "आप कैसे मापेंगे कि आपके काम से किसी ने सच में कुछ सीखा?",
    hinglish: "Aap kaise maapenge ki aapke kaam se kisi ne sach mein kuch seekha?",
  },
  "How do you keep safety and quality in view when production or delivery is under pressure?": {
    hi: "जब प्रोडक्शन या डिलीवरी का प्रेशर हो, तब आप सेफ़्टी और क्वालिटी पर नज़र कैसे बनाए रखते हैं?",
    hinglish: "Jab production ya delivery ka pressure ho, tab aap safety aur quality par nazar kaise banaye rakhte hain?",
  },
  "Describe a process you helped make more efficient. How did you measure the gain?": {
    hi: "कोई प्रोसेस बताइए जिसे ज़्यादा एफ़िशिएंट बनाने में आपने मदद की। फ़ायदा आपने कैसे मापा?",
    hinglish: "Koi process bataiye jise zyada efficient banane mein aapne madad ki. Fayda aapne kaise maapa?",
  },
  "Walk me through how you take feedback on your work that you do not agree with.": {
    hi: "अपने काम पर ऐसा फ़ीडबैक मिले जिससे आप सहमत नहीं हैं, तो आप उसे कैसे लेते हैं? थोड़ा समझाइए।",
    hinglish: "Apne kaam par aisa feedback mile jisse aap sehmat nahin hain, to aap use kaise lete hain? Thoda samjhaiye.",
  },
  "How do you decide when a design is finished?": {
    hi: "आप कैसे तय करते हैं कि कोई डिज़ाइन पूरा हो गया है?",
    hinglish: "Aap kaise tay karte hain ki koi design poora ho gaya hai?",
  },
  "What do you think is the biggest change coming to {industry} in the next few years, and how are you preparing for it?": {
    hi: "आपके हिसाब से अगले कुछ सालों में {industry} में सबसे बड़ा बदलाव क्या आने वाला है, और आप उसके लिए कैसे तैयारी कर रहे हैं?",
    hinglish: "Aapke hisaab se agle kuch saalon mein {industry} mein sabse bada badlaav kya aane wala hai, aur aap uske liye kaise taiyari kar rahe hain?",
  },
  "Why {industry}? What keeps you interested in this field?": {
    hi: "{industry} ही क्यों? इस फ़ील्ड में आपकी दिलचस्पी किस वजह से बनी रहती है?",
    hinglish: "{industry} hi kyon? Is field mein aapki dilchaspi kis wajah se bani rehti hai?",
  },
  // The CV
  "Your CV mentions {keyword}. What was your own part in that work, and what would you do differently now?": {
    hi: "आपके सीवी में {keyword} लिखा है। उस काम में आपका अपना हिस्सा क्या था, और अब आप क्या अलग करते?",
    hinglish: "Aapke CV mein {keyword} likha hai. Us kaam mein aapka apna hissa kya tha, aur ab aap kya alag karte?",
  },
  "I see {keyword} on your CV. Tell me about the hardest moment in that work and how you got through it.": {
    hi: "आपके सीवी में मुझे {keyword} दिख रहा है। उस काम का सबसे मुश्किल पल बताइए, और आप उससे कैसे निकले।",
    hinglish: "Aapke CV mein mujhe {keyword} dikh raha hai. Us kaam ka sabse mushkil pal bataiye, aur aap usse kaise nikle.",
  },
  "How did your experience with {keyword} prepare you for a {title} role?": {
    hi: "{keyword} के साथ आपके अनुभव ने आपको {title} के रोल के लिए कैसे तैयार किया?",
    hinglish: "{keyword} ke saath aapke anubhav ne aapko {title} ke role ke liye kaise taiyar kiya?",
  },
  // The role
  "What does a typical good day look like for a {title}?": {
    hi: "एक {title} के लिए आम तौर पर एक अच्छा दिन कैसा होता है?",
    hinglish: "Ek {title} ke liye aam taur par ek achha din kaisa hota hai?",
  },
  "Which of your strengths will help you most as a {title}, and which area are you working to improve?": {
    hi: "{title} के तौर पर आपकी कौन-सी स्ट्रेंथ सबसे ज़्यादा काम आएगी, और किस एरिया में आप खुद को बेहतर बना रहे हैं?",
    hinglish: "{title} ke taur par aapki kaun-si strength sabse zyada kaam aayegi, aur kis area mein aap khud ko behtar bana rahe hain?",
  },
  "How do you organise your work when you have several tasks due on the same day?": {
    hi: "जब एक ही दिन कई टास्क की डेडलाइन हो, तो आप अपना काम कैसे प्लान करते हैं?",
    hinglish: "Jab ek hi din kai tasks ki deadline ho, to aap apna kaam kaise plan karte hain?",
  },
  "What would you focus on in your first ninety days as a {title} with us?": {
    hi: "हमारे साथ {title} के तौर पर पहले नब्बे दिनों में आपका फ़ोकस किस पर होगा?",
    hinglish: "Hamare saath {title} ke taur par pehle nabbe dinon mein aapka focus kis par hoga?",
  },
  "Tell me about a time you had to learn something quickly to deliver your work. How did you go about it?": {
    hi: "कोई ऐसा मौका बताइए जब काम डिलीवर करने के लिए आपको कुछ जल्दी सीखना पड़ा। आपने ये कैसे किया?",
    hinglish: "Koi aisa mauka bataiye jab kaam deliver karne ke liye aapko kuch jaldi seekhna pada. Aapne yeh kaise kiya?",
  },
  "How do you decide what to do first when your manager and a customer both need something urgently?": {
    hi: "जब आपके मैनेजर और किसी कस्टमर, दोनों को कुछ अर्जेंट चाहिए, तो आप कैसे तय करते हैं कि पहले क्या करें?",
    hinglish: "Jab aapke manager aur kisi customer, dono ko kuch urgent chahiye, to aap kaise tay karte hain ki pehle kya karein?",
  },
  "If you were asked to cut the cost of your team's work by a fifth without losing quality, where would you start?": {
    hi: "अगर आपसे कहा जाए कि क्वालिटी गिराए बिना टीम के काम का खर्चा बीस परसेंट कम करना है, तो आप शुरुआत कहाँ से करेंगे?",
    hinglish: "Agar aapse kaha jaaye ki quality giraye bina team ke kaam ka kharcha bees percent kam karna hai, to aap shuruaat kahan se karenge?",
  },
  "Describe a situation where you had to make an important call with incomplete information. How did you decide?": {
    hi: "कोई ऐसी सिचुएशन बताइए जब पूरी जानकारी के बिना आपको कोई बड़ा फ़ैसला लेना पड़ा। आपने कैसे तय किया?",
    hinglish: "Koi aisi situation bataiye jab poori jaankari ke bina aapko koi bada faisla lena pada. Aapne kaise tay kiya?",
  },
  "How would you measure your own success as a {title} after one year?": {
    hi: "एक साल बाद, {title} के तौर पर आप अपनी कामयाबी कैसे मापेंगे?",
    hinglish: "Ek saal baad, {title} ke taur par aap apni kaamyaabi kaise maapenge?",
  },
  "Where do you want your career to be in three years, and how does this {title} role get you there?": {
    hi: "तीन साल बाद आप अपना करियर कहाँ देखते हैं, और ये {title} वाला रोल आपको वहाँ तक कैसे ले जाएगा?",
    hinglish: "Teen saal baad aap apna career kahan dekhte hain, aur yeh {title} wala role aapko wahan tak kaise le jayega?",
  },
  "What question would you ask us to decide whether this {title} role is right for you?": {
    hi: "ये {title} वाला रोल आपके लिए सही है या नहीं, ये तय करने के लिए आप हमसे क्या पूछना चाहेंगे?",
    hinglish: "Yeh {title} wala role aapke liye sahi hai ya nahin, yeh tay karne ke liye aap humse kya poochhna chahenge?",
  },
};

/** A weak spot of an earlier mock, asked again: {question} is the question in the mock's language. */
export const WEAK_SPOT_TEMPLATE: Readonly<Record<MockLanguage, string>> = {
  en: "Back to a question you found hard, with a new example this time: {question} Choose a different situation from last time, and say what you did and what came of it.",
  hi: "एक सवाल जो पिछली बार मुश्किल लगा था, इस बार नए उदाहरण के साथ: {question} पिछली बार से अलग कोई सिचुएशन चुनिए, और बताइए कि आपने क्या किया और उसका क्या नतीजा निकला।",
  hinglish:
    "Ek sawaal jo pichhli baar mushkil laga tha, is baar naye udaharan ke saath: {question} Pichhli baar se alag koi situation chuniye, aur bataiye ki aapne kya kiya aur uska kya natija nikla.",
};

/** An English template of the bank in the mock's language (English unchanged). */
export function templateIn(template: string, language: MockLanguage): string {
  if (language === "en") return template;
  const forms = BANK_IN_HINDI[template];
  if (!forms) throw new Error(`The bank has no ${language} form of "${template}"`);
  return forms[language];
}

/** Years of experience as the question says them. */
export function yearsIn(years: number, language: MockLanguage): string {
  if (language === "hi") return `${years} साल`;
  if (language === "hinglish") return `${years} saal`;
  return years === 1 ? "1 year" : `${years} years`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Pattern = { template: string; language: MockLanguage; slots: string[]; pattern: RegExp };
let patterns: Pattern[] | undefined;

function compile(template: string, language: MockLanguage): Pattern {
  const source = templateIn(template, language);
  const slots = [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const body = source
    .split(/\{\w+\}/)
    .map(escape)
    .join("(.+?)");
  return { template, language, slots, pattern: new RegExp(`^${body}$`, "u") };
}

function bankPatterns(): Pattern[] {
  patterns ??= everyTemplate().flatMap((t) => (["hi", "hinglish", "en"] as const).map((l) => compile(t, l)));
  return patterns;
}

/** A slot's value in another language: only the years are said differently. */
function slotIn(name: string, value: string, language: MockLanguage): string {
  const years = name === "years" ? /^(\d+)\s/.exec(value) : null;
  return years ? yearsIn(Number(years[1]), language) : value;
}

function fromBank(question: string): { template: string; language: MockLanguage; values: Record<string, string> } | null {
  const text = question.replace(/\s+/g, " ").trim();
  for (const p of bankPatterns()) {
    const m = p.pattern.exec(text);
    if (m) return { template: p.template, language: p.language, values: Object.fromEntries(p.slots.map((s, i) => [s, m[i + 1]!])) };
  }
  return null;
}

/**
 * A question of our bank (or a weak spot asked again) in another of its languages: the same
 * template, filled with the same title, skill or CV word. Null for a question the bank did not write.
 */
export function bankQuestionIn(question: string, language: MockLanguage): string | null {
  const text = question.replace(/\s+/g, " ").trim();
  for (const from of ["en", "hi", "hinglish"] as const) {
    const [head, tail] = WEAK_SPOT_TEMPLATE[from].split("{question}") as [string, string];
    if (text.startsWith(head) && text.endsWith(tail) && text.length > head.length + tail.length) {
      const inner = bankQuestionIn(text.slice(head.length, text.length - tail.length), language);
      return inner === null ? null : fillTemplate(WEAK_SPOT_TEMPLATE[language], { question: inner });
    }
  }
  const found = fromBank(text);
  if (!found) return null;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, slotIn(name, value, language)]));
  return fillTemplate(templateIn(found.template, language), values);
}

/** The English a judge reads a question by: the bank's English for one of our Hindi or Hinglish questions, else the question itself. */
export const englishOf = (question: string): string => bankQuestionIn(question, "en") ?? question;

/** The Latin-letter reading shown beneath a Hindi question of our bank or a Hindi follow-up of our rules; null for any other. */
export function latinReading(question: string, language: MockLanguage): string | null {
  return language === "hi" && /\p{Script=Devanagari}/u.test(question) ? (bankQuestionIn(question, "hinglish") ?? followUpReading(question)) : null;
}
