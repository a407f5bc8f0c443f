import { Button } from "@/components/ui/button";

export function InstructionsStep({ total, resumeAt, answerSeconds, transcription, onStart }: { total: number; resumeAt: number; answerSeconds: number; transcription: boolean; onStart: () => void }) {
  return (
    <section aria-labelledby="instructions-title" className="mx-auto max-w-2xl space-y-5" data-testid="instructions">
      <h1 id="instructions-title" className="text-2xl font-bold tracking-tight text-ink-950">Instructions</h1>
      <ul className="list-disc space-y-2 pl-5 text-sm text-ink-700">
        <li>
          There are <strong>{total} questions</strong>. Each is read aloud once (you can replay it) and you have{" "}
          <strong>{answerSeconds} seconds</strong> to answer; you will be reminded when 30 seconds are left.
        </li>
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
        <li>You can submit early with Submit Interview. Answers upload in the background; a network blip loses nothing.</li>
      </ul>
      {resumeAt > 1 ? <p className="text-sm font-medium text-ink-800">You have answered {resumeAt - 1} already: you will continue at question {resumeAt}.</p> : null}
      <Button onClick={onStart}>{resumeAt > 1 ? "Continue the interview" : "Start the interview"}</Button>
    </section>
  );
}
