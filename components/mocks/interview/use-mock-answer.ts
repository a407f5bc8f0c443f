"use client";
// One mock question's answer: recorded through the capture unit from the moment it is asked (its
// speech and camera measures alongside), or typed instead. `finish` ends it and hands it on.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { api } from "@/components/api/api";
import { captureRecording, type Capture } from "@/components/recording/capture";
import { streamLive, type CaptureTroubleState } from "@/components/recording/capture-trouble";
import type { SendOutcome } from "@/components/recording/outbox";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { SignalsRecorder } from "./answer-signals";
import { answerExtras, answerTarget, mockScope } from "./answer-form";
import { NOT_MEASURED, type CameraRecorder, type CameraState } from "./camera-status";
import { sendTypedAnswer } from "./send-typed";
import { useTypedDraft } from "./typed-answer";
import type { WizardQuestion } from "./question-order";

/** How an answer ended: on its way (its delivery), nothing recorded, or nothing was recording. */
export type Finished = { sending: Promise<SendOutcome> } | "empty" | null;

export type TypedSendState = { sending: boolean; error: string | null; refused: boolean };

export function useMockAnswer({
  mockId,
  owner,
  question,
  asking,
  seconds,
  stream,
  plan,
  signals: loadedSignals,
  faces,
  trouble,
  audio,
  onServed,
  onInterrupted,
}: {
  mockId: string;
  owner: string;
  question: WizardQuestion | undefined;
  /** The question is being asked: recording runs. */
  asking: boolean;
  seconds: number;
  stream: MediaStream;
  plan: RecordingChoice;
  signals: SignalsRecorder | null;
  faces: CameraState;
  trouble: CaptureTroubleState;
  audio: RefObject<HTMLAudioElement | null>;
  /** What is left of the question's time since the server first served it (less, after a reload). */
  onServed: (served: { qnum: number; left: number }) => void;
  onInterrupted: () => void;
}) {
  const recorder = useRef<Capture | null>(null);
  const startedAt = useRef(0);
  const signals = useRef<SignalsRecorder | null>(loadedSignals);
  const loadedFaces = faces.state === "ready" ? faces.recorder : null;
  const cameraSignals = useRef<CameraRecorder | null>(loadedFaces);
  const cameraChosen = faces.state !== "off";
  const qnum = question?.qnum ?? 0;
  const typed = useTypedDraft(owner, mockId, qnum);
  const typing = typed.text !== null;
  const typedDuration = useRef<number | null>(null);
  const [typedSend, setTypedSend] = useState<TypedSendState>({ sending: false, error: null, refused: false });

  // Measures ready only after the answer began are measured from then on (the answer says it was not measured whole).
  useEffect(() => {
    if (!loadedSignals || signals.current === loadedSignals) return;
    signals.current = loadedSignals;
    if (recorder.current) loadedSignals.begin({ late: true });
  }, [loadedSignals]);
  useEffect(() => {
    if (!loadedFaces || cameraSignals.current === loadedFaces) return;
    cameraSignals.current = loadedFaces;
    if (recorder.current) loadedFaces.begin(startedAt.current);
  }, [loadedFaces]);

  // Each question: a fresh recording kept on the device as it records, and its audio played once
  // (another try after nothing was recorded does not play it again).
  const interruptedRef = useRef(onInterrupted);
  useEffect(() => {
    interruptedRef.current = onInterrupted;
  });
  useEffect(() => {
    if (!asking || !qnum || trouble.holding || !streamLive(stream)) return;
    typedDuration.current = null;
    recorder.current = captureRecording(
      stream,
      {
        owner,
        scope: mockScope(mockId),
        kind: "mock-answer",
        qnum,
        followUpOf: question?.follow_up_of ?? null,
        url: "/api/mock/add-mock-video",
        fields: answerTarget(mockId, qnum),
        fileField: "answer",
        fileStem: `answer-${qnum}`,
        durationField: "duration_ms",
      },
      {
        bitrates: plan.bitrates,
        audioOnly: plan.audioOnly,
        onInterrupted: (reason) => {
          trouble.interrupted(reason, qnum);
          interruptedRef.current();
        },
      },
    );
    startedAt.current = performance.now();
    signals.current?.begin();
    cameraSignals.current?.begin();
    if (trouble.attempt === 0) void audio.current?.play().catch(() => undefined);
    // The server notes when it first served the question: a typed answer is timed from then.
    void api("POST /api/mock/open-question", { json: { mock_id: mockId, qnum }, signedIn: true }).then((result) => {
      if (result.ok) onServed({ qnum, left: result.data.seconds_left });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one recording per question, try and stream
  }, [asking, qnum, stream, trouble.attempt, trouble.holding]);

  // Answered by typing (chosen now, or before a reload): the recording stops and is dropped from the device.
  useEffect(() => {
    if (!typing || !recorder.current) return;
    const take = recorder.current;
    recorder.current = null;
    signals.current?.end();
    cameraSignals.current?.end();
    void take.discard();
  }, [typing]);

  /** Sends the typed words: sent once the server has them, nothing when none were typed. */
  const sendTyped = useCallback(async (): Promise<"sent" | "nothing" | "failed"> => {
    const text = typed.text?.trim() ?? "";
    if (!text) return "nothing";
    typedDuration.current ??= Math.min(performance.now() - startedAt.current, (seconds + 4) * 1000);
    setTypedSend({ sending: true, error: null, refused: false });
    const sent = await sendTypedAnswer({ mockId, qnum, text, durationMs: typedDuration.current });
    if (sent.state === "sent") typed.clear();
    setTypedSend(
      sent.state === "sent" ? { sending: false, error: null, refused: false } : { sending: false, error: sent.error, refused: sent.state === "refused" },
    );
    return sent.state === "sent" ? "sent" : "failed";
  }, [typed, mockId, qnum, seconds]);

  /** Ends the recording and hands it on. */
  const finish = useCallback(async (): Promise<Finished> => {
    const take = recorder.current;
    recorder.current = null;
    if (!take) return null;
    // The recorder stops first: ending the measures can take a moment the answer must not run on into.
    const outcome = await take.finish({
      fields: (recording) => {
        const measured = signals.current?.end() ?? { segments: null, transcript: null };
        // Opted in but the face model is not ready (or cannot run here): the review says it was not measured.
        const faceFigures = cameraSignals.current?.end() ?? (cameraChosen ? NOT_MEASURED : null);
        return answerExtras({ recording, measured, answerSeconds: seconds, camera: faceFigures });
      },
    });
    return outcome.state === "sending" ? { sending: outcome.sending } : "empty";
  }, [cameraChosen, seconds]);

  return { finish, typed, typing, typedSend, sendTyped };
}
