"use client";

import { useEffect, useState } from "react";
import { createSignalsRecorder, type SignalsRecorder } from "./answer-signals";
import { createCameraRecorder, type CameraRecorder } from "./camera-signals";
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

  // The speech measures load while the candidate reads the declaration and the instructions, so the
  // first answer is measured from its first second.
  const [signals, setSignals] = useState<SignalsRecorder | null>(null);
  useEffect(() => () => signals?.dispose(), [signals]);
  // Camera figures load (and warm up) as soon as the candidate opts in with the camera on.
  const [faces, setFaces] = useState<CameraRecorder | null>(null);
  useEffect(() => () => faces?.dispose(), [faces]);
  function measureFaces(media: MediaStream | null, on: boolean) {
    if (!on) return setFaces(null);
    if (media && !faces) void createCameraRecorder(media).then(setFaces);
  }
  function cameraOn(media: MediaStream) {
    if (media === stream) return;
    setStream(media);
    void createSignalsRecorder(media).then(setSignals);
    measureFaces(media, camera);
  }
  function chooseCamera(on: boolean) {
    setCamera(on);
    measureFaces(stream, on);
  }

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
    return <DeclarationStep firstName={firstName} stream={stream} onStream={cameraOn} camera={camera} onCamera={chooseCamera} onContinue={() => setStep("instruction")} />;
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
      signals={signals}
      faces={camera ? faces : null}
      onDone={() => {
        stopCamera(stream);
        setStep("done");
      }}
    />
  );
}
