"use client";

import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { stopCamera } from "./answer-recorder";
import { DeclarationStep } from "./declaration-step";
import { InstructionsStep } from "./instructions-step";
import { InterviewStep, type WizardQuestion } from "./interview-step";

type Step = "consent" | "instruction" | "interview" | "done";

export function MockInterviewWizard({ mockId, firstName, questions, answered, transcription }: {
  mockId: string;
  firstName: string;
  questions: WizardQuestion[];
  /** 1-based positions already answered: the interview resumes at the first other one. */
  answered: number[];
  transcription: boolean;
}) {
  const firstOpen = questions.findIndex((_, i) => !answered.includes(i + 1));
  const [step, setStep] = useState<Step>("consent");
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState(false);

  useEffect(() => () => stopCamera(stream), [stream]);

  if (step === "done") {
    return (
      <section className="mx-auto max-w-lg space-y-4 text-center" data-testid="interview-done" aria-labelledby="done-title">
        <h1 id="done-title" className="text-2xl font-bold text-ink-950">Your interview has been recorded</h1>
        <p className="text-sm text-ink-600">
          Thank you. Your answers are being evaluated; the feedback appears on your mock interviews page as soon as it is ready, and we
          will send you an e-mail.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/mock">Back to mock interviews</ButtonLink>
          <ButtonLink href={`/mock/mock-review?mock_id=${mockId}`} variant="secondary">See the feedback</ButtonLink>
        </div>
      </section>
    );
  }
  if (step === "consent") {
    return <DeclarationStep firstName={firstName} stream={stream} onStream={setStream} camera={camera} onCamera={setCamera} onContinue={() => setStep("instruction")} />;
  }
  if (step === "instruction" || !stream) {
    return <InstructionsStep total={questions.length} resumeAt={firstOpen + 1} transcription={transcription} onStart={() => setStep("interview")} />;
  }
  return (
    <InterviewStep
      mockId={mockId}
      questions={questions}
      startAt={firstOpen}
      stream={stream}
      camera={camera}
      onDone={() => {
        stopCamera(stream);
        setStep("done");
      }}
    />
  );
}
