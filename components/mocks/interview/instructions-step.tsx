import { Button } from "@/components/ui/button";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { LowSpaceWarning } from "@/components/recording/low-space";
import { LANGUAGE_NAMES, recognitionLang, type MockLanguage } from "@/lib/language/languages";

export function InstructionsStep({ total, answeredCount, resumeAt, answerSeconds, transcription, followUps, language = "en", lowSpace, onStart }: {
  /** The mock's language: what the browser listens for. */
  language?: MockLanguage;
  total: number;
  /** Questions answered already (follow-ups included). */
  answeredCount: number;
  /** The number of the question the interview continues at; null when every question was answered. */
  resumeAt: number | null;
  answerSeconds: number;
  /** The mock asks up to MOCK_FOLLOW_UPS_MAX follow-up questions. */
  followUps: boolean;
  transcription: boolean;
  /** This device has less room left than the answers may need while they wait to be sent. */
  lowSpace: boolean;
  onStart: () => void;
}) {
  const allAnswered = resumeAt === null;
  return (
    <section aria-labelledby="instructions-title" className="mx-auto max-w-2xl space-y-5" data-testid="instructions">
      <h1 id="instructions-title" className="text-2xl font-bold tracking-tight text-ink-950">Instructions</h1>
      <ul className="list-disc space-y-2 pl-5 text-sm text-ink-700">
        <li>
          There are <strong>{total} questions</strong>. Each is read aloud once (you can replay it) and you have{" "}
          <strong>{answerSeconds} seconds</strong> to answer; you will be reminded when 30 seconds are left.
        </li>
        {followUps ? (
          <li>
            After some answers you may get <strong>a follow-up question</strong> about what you just said, as an interviewer would
            ask (up to {MOCK_FOLLOW_UPS_MAX}). It is read aloud too, and you have <strong>{Math.round(answerSeconds / 2)} seconds</strong> to answer it.
          </li>
        ) : null}
        <li>Your camera and microphone record each answer. Press the arrow when you have finished to go to the next question.</li>
        <li>
          Delivery is measured in your browser: when you speak, your pauses and how much of the time you spent speaking. Nothing of
          this leaves your device except the figures and the recording.
        </li>
        <li>
          {transcription
            ? "Your words are transcribed and scored by an AI model, with quotes from your answer."
            : "Your words are scored by HireReady's rules when your browser can hear them (Chrome, Edge and Safari can); otherwise the review gives your speaking measures and a guide to each question, without a content score."}
        </li>
        {transcription ? null : (
          <li data-testid="where-heard">
            You answer in <strong>{LANGUAGE_NAMES[language].en}</strong>. Your browser&apos;s own speech service hears your words, listening for{" "}
            {language === "en" ? "English" : "Hindi"} ({recognitionLang(language)}): Chrome sends the audio to Google to do it; on an iPhone, Safari does it
            with Siri turned on. Where your browser cannot listen, type your answer instead.
          </li>
        )}
        <li>You can submit early with Submit Interview. Each answer is saved on this device while you record it and sent in the background; a lost connection or a reload loses nothing.</li>
      </ul>
      {allAnswered ? (
        <p className="text-sm font-medium text-ink-800">You have answered every question: submit your interview to get your feedback.</p>
      ) : answeredCount > 0 ? (
        <p className="text-sm font-medium text-ink-800">You have answered {answeredCount} already: you will continue at question {resumeAt}.</p>
      ) : null}
      {lowSpace ? <LowSpaceWarning /> : null}
      <Button onClick={onStart}>{allAnswered ? "Submit the interview" : answeredCount > 0 ? "Continue the interview" : "Start the interview"}</Button>
    </section>
  );
}
