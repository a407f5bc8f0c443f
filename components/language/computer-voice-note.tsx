// One quiet line under a question's audio: it is a computer voice. In the question's language, with
// the Devanagari font and lang="hi" for Hindi, and lang="hi-Latn" for Hinglish so a screen reader
// does not read Hindi with English rules. Marked translate="no": like the question, it is in the
// question's language, whatever the interface's. `id` lets the replay button point to it (aria-describedby).
import { COMPUTER_VOICE_NOTE } from "@/lib/language/computer-voice";
import type { MockLanguage } from "@/lib/language/languages";
import { scriptProps } from "./script-text";

export function ComputerVoiceNote({ language, id }: { language: MockLanguage; id?: string }) {
  const note = COMPUTER_VOICE_NOTE[language];
  return (
    <p
      id={id}
      data-testid="computer-voice-note"
      translate="no"
      {...scriptProps(note, "text-xs text-ink-600")}
      {...(language === "hinglish" ? { lang: "hi-Latn" } : {})}
    >
      {note}
    </p>
  );
}
