// The line said beside every question that is played aloud: the voice is a computer's, never a
// person's (our offline voice is eSpeak NG; a configured speech provider is a computer voice too).
// Written in the question's language, so a candidate practising in Hindi reads it in Hindi.
import type { MockLanguage } from "./languages";

export const COMPUTER_VOICE_NOTE: Record<MockLanguage, string> = {
  en: "The question is read aloud by a computer voice.",
  hi: "सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।",
  hinglish: "Sawaal computer ki awaaz mein padha jaata hai.",
};
