import { Button } from "@/components/ui/button";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { LowSpaceWarning } from "@/components/recording/low-space";
import { LANGUAGE_NAMES, recognitionLang, type MockLanguage } from "@/lib/language/languages";

/**
 * An answer cut off by a reload, a crash or a closed tab: which question (by its name to the
 * candidate), how many seconds were kept on this device, the seconds left of its time by the
 * server's clock, and what the candidate chose (null: not yet; "kept" also when its time was over).
 */
export type CutAnswer = { id: string; name: string; qnum: number; seconds: number; left: number; choice: "kept" | "again" | null };

const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/** What the resume screen says about a cut answer, and the choice it offers while time is left. */
function CutAnswerChoice({ cut, onCut }: { cut: CutAnswer; onCut: (choice: "kept" | "again") => void }) {
  const kept = `${cut.name} was cut off after about ${seconds(cut.seconds)}. What was recorded is kept on this phone.`;
  return (
    <div
      role="region"
      aria-label="Your cut answer"
      className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="cut-answer"
      data-choice={cut.choice ?? "open"}
    >
      <p className="font-semibold">{kept}</p>
      {cut.choice === null ? (
        <>
          <p>
            Keep it as your answer, or record {cut.name.toLowerCase()} again now: free, within the {seconds(cut.left)} left of its time. Recording it again
            deletes the cut part.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onCut("kept")}>
              Keep what was recorded
            </Button>
            <Button variant="secondary" onClick={() => onCut("again")}>
              Record {cut.name.toLowerCase()} again
            </Button>
          </div>
        </>
      ) : (
        <p role="status">
          {cut.choice === "again"
            ? `You will record ${cut.name.toLowerCase()} again, with ${seconds(cut.left)} left of its time. The cut part is deleted.`
            : cut.left > 0
              ? "You kept it: it is sent as your answer."
              : "Its time is over, so it is kept and sent as your answer."}
        </p>
      )}
    </div>
  );
}

export function InstructionsStep({
  cut = null,
  onCut,
  total,
  answeredCount,
  resumeAt,
  answerSeconds,
  transcription,
  followUps,
  language = "en",
  lowSpace,
  onStart,
}: {
  cut?: CutAnswer | null;
  onCut?: (choice: "kept" | "again") => void;
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
      <h1 id="instructions-title" className="text-2xl font-bold tracking-tight text-ink-950">
        Instructions
      </h1>
      {/* First on the screen: the interview goes on only once the candidate has chosen. */}
      {cut && onCut ? <CutAnswerChoice cut={cut} onCut={onCut} /> : null}
      <ul className="list-disc space-y-2 pl-5 text-sm text-ink-700">
        <li>
          There are <strong>{total} questions</strong>. Each is read aloud once (you can replay it) and you have <strong>{answerSeconds} seconds</strong> to
          answer; you will be reminded when 30 seconds are left.
        </li>
        {followUps ? (
          <li>
            After some answers you may get <strong>a follow-up question</strong> about what you just said, as an interviewer would ask (up to{" "}
            {MOCK_FOLLOW_UPS_MAX}). It is read aloud too, and you have <strong>{Math.round(answerSeconds / 2)} seconds</strong> to answer it.
          </li>
        ) : null}
        <li>Your camera and microphone record each answer. Press the arrow when you have finished to go to the next question.</li>
        <li>
          Delivery is measured in your browser: when you speak, your pauses and how much of the time you spent speaking. Nothing of this leaves your device
          except the figures and the recording.
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
        <li>
          You can submit early with Submit Interview. Each answer is saved on this device while you record it and sent in the background; a lost connection or a
          reload loses nothing.
        </li>
      </ul>
      {allAnswered ? (
        <p className="text-sm font-medium text-ink-800">You have answered every question: submit your interview to get your feedback.</p>
      ) : answeredCount > 0 ? (
        <p className="text-sm font-medium text-ink-800">
          You have answered {answeredCount} already: you will continue at question {resumeAt}.
        </p>
      ) : null}
      {lowSpace ? <LowSpaceWarning /> : null}
      <Button onClick={onStart} disabled={cut !== null && cut.choice === null}>
        {allAnswered ? "Submit the interview" : answeredCount > 0 ? "Continue the interview" : "Start the interview"}
      </Button>
    </section>
  );
}
