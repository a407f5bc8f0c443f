"use client";

import { request } from "@/components/api/request";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { cx } from "@/components/ui/cx";
import { MOCK_ANSWER_WARNING_SECONDS, MOCK_RECORDER_BITRATES } from "@/lib/constants";
import { formatClock } from "@/lib/format";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { captureRecording, type Capture } from "@/components/recording/capture";
import { announceKept, deliver, settled } from "@/components/recording/outbox";
import { SendStatusList } from "@/components/recording/send-status";
import type { SignalsRecorder } from "./answer-signals";
import { CAMERA_STATUS, NOT_MEASURED, type CameraRecorder, type CameraState } from "./camera-signals";
import { answerExtras, answerTarget } from "./answer-form";

export type WizardQuestion = { question: string; audio: string | null };
type Phase = "asking" | "fetching" | "submitting" | "error";

export function mockScope(mockId: string): string {
  return `mock:${mockId}`;
}

export function InterviewStep({ mockId, owner, questions, startAt, answerSeconds, stream, signals: loadedSignals, faces, onDone }: {
  mockId: string;
  /** Whose device store the answers are kept under. */
  owner: string;
  /** The time for each answer the candidate chose (or the practice run's), held by the server too. */
  answerSeconds: number;
  questions: WizardQuestion[];
  /** The first question to ask (0-based); past the last, the interview is submitted at once. */
  startAt: number;
  stream: MediaStream;
  /** The speech measures, loaded by the wizard as soon as the camera was on; null while they load. */
  signals: SignalsRecorder | null;
  /** Camera figures, when the candidate opted in on the declaration step. */
  faces: CameraState;
  onDone: () => void;
}) {
  const total = questions.length;
  const [index, setIndex] = useState(startAt);
  const [phase, setPhase] = useState<Phase>(startAt >= total ? "submitting" : "asking");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<Capture | null>(null);
  const answerStartedAt = useRef(0);
  const signals = useRef<SignalsRecorder | null>(loadedSignals);
  const loadedFaces = faces.state === "ready" ? faces.recorder : null;
  const cameraSignals = useRef<CameraRecorder | null>(loadedFaces);
  const cameraChosen = faces.state !== "off";
  const audio = useRef<HTMLAudioElement>(null);
  const moving = useRef(false);
  const nextRef = useRef<() => Promise<void>>(async () => undefined);
  const scope = mockScope(mockId);
  const last = index === total - 1;
  const { left } = useAnswerClock({ seconds: answerSeconds, run: phase === "asking" ? index : null, onTimeUp: () => void nextRef.current() });

  // Ready only after the answer began: measured from now on, and the answer says it was not measured whole.
  useEffect(() => {
    if (!loadedSignals || signals.current === loadedSignals) return;
    signals.current = loadedSignals;
    if (recorder.current) loadedSignals.begin({ late: true });
  }, [loadedSignals]);

  // Ready only after the answer began: measured from now on (the shares are of what was sampled).
  useEffect(() => {
    if (!loadedFaces || cameraSignals.current === loadedFaces) return;
    cameraSignals.current = loadedFaces;
    if (recorder.current) loadedFaces.begin(answerStartedAt.current);
  }, [loadedFaces]);

  // Each question: a fresh recording kept on the device as it records, and its audio played once.
  useEffect(() => {
    if (phase !== "asking") return;
    moving.current = false;
    const qnum = index + 1;
    recorder.current = captureRecording(
      stream,
      { owner, scope, kind: "mock-answer", qnum, url: "/api/mock/add-mock-video", fields: answerTarget(mockId, qnum), fileField: "answer", fileStem: `answer-${qnum}`, durationField: "duration_ms" },
      { bitrates: MOCK_RECORDER_BITRATES },
    );
    answerStartedAt.current = performance.now();
    signals.current?.begin();
    cameraSignals.current?.begin();
    void audio.current?.play().catch(() => undefined);
  }, [index, phase, stream, owner, scope, mockId]);

  const finishAnswer = useCallback(async () => {
    const take = recorder.current;
    recorder.current = null;
    if (!take) return;
    const qnum = index + 1;
    announceKept({ id: take.id, scope, kind: "mock-answer", qnum });
    const recording = await take.stop();
    const measured = signals.current?.end() ?? { segments: null, transcript: null };
    // Opted in but the face model is not ready (or cannot run here): the review says it was not measured.
    const faceFigures = cameraSignals.current?.end() ?? (cameraChosen ? NOT_MEASURED : null);
    await take.complete({ fields: answerExtras({ recording, measured, answerSeconds, camera: faceFigures }) });
    void deliver(take.id);
  }, [cameraChosen, index, scope, answerSeconds]);

  const submit = useCallback(async () => {
    setPhase("submitting");
    setError(null);
    await settled(scope);
    const unsent = "Your interview could not be submitted. Check your connection and try again.";
    const result = await request("/api/mock/end-interview", { json: { id: mockId }, fallback: unsent, offline: unsent });
    if (result.ok) return onDone();
    setError(result.error);
    setPhase("error");
  }, [mockId, onDone, scope]);

  // Resumed with every question answered (on the server or on this device): straight to submitting.
  const submitOnOpen = useRef(startAt >= total);
  useEffect(() => {
    if (!submitOnOpen.current) return;
    submitOnOpen.current = false;
    void submit();
  }, [submit]);

  const next = useCallback(async () => {
    if (moving.current) return;
    moving.current = true;
    setPhase("fetching");
    await finishAnswer();
    if (last) return submit();
    setIndex((i) => i + 1);
    setPhase("asking");
  }, [finishAnswer, last, submit]);

  const submitEarly = useCallback(async () => {
    setConfirming(false);
    if (moving.current) return;
    moving.current = true;
    setPhase("fetching");
    await finishAnswer();
    await submit();
  }, [finishAnswer, submit]);

  useEffect(() => {
    nextRef.current = next;
  }, [next]);

  if (phase === "fetching") return <Waiting text="We are fetching next question" />;
  if (phase === "submitting") {
    return (
      <Waiting text="Submitting your interview…" detail="Your answers are saved on this phone and sent first. Keep this page open until each says Sent.">
        <SendStatusList scope={scope} className="w-full max-w-sm rounded-xl border border-ink-200 bg-white p-3 text-left empty:hidden" />
      </Waiting>
    );
  }
  if (phase === "error") {
    return (
      <div className="mx-auto max-w-lg space-y-4 text-center">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>
        <Button onClick={() => void submit()}>Try again</Button>
      </div>
    );
  }

  const q = questions[index]!;
  return (
    <section aria-labelledby="question-title" className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="interview" data-question={index + 1} data-camera-figures={faces.state === "ready" ? "measuring" : faces.state}>
      <div className="space-y-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-700">Question {index + 1} of {total}</p>
          <p className={cx("rounded-full px-3 py-1 text-sm font-semibold tabular-nums", left <= MOCK_ANSWER_WARNING_SECONDS ? "bg-red-50 text-red-700" : "bg-ink-100 text-ink-800")} aria-label={`Time left ${formatClock(left)}`}>
            {formatClock(left)}
          </p>
        </div>
        <h1 id="question-title" className="text-xl font-semibold text-ink-950 sm:text-2xl">{q.question}</h1>
        {q.audio ? (
          <div className="flex items-center gap-3">
            <audio ref={audio} src={q.audio} preload="auto" aria-label="Question audio" />
            <Button variant="secondary" size="sm" onClick={() => { if (audio.current) { audio.current.currentTime = 0; void audio.current.play().catch(() => undefined); } }}>
              Replay question
            </Button>
          </div>
        ) : null}
        <p aria-live="polite" className="text-sm text-ink-700">
          {left <= MOCK_ANSWER_WARNING_SECONDS && left > 0 ? `${MOCK_ANSWER_WARNING_SECONDS} seconds left: start wrapping up your answer.` : ""}
        </p>
        <ol aria-label="Progress" className="flex flex-wrap gap-2">
          {questions.map((_, i) => (
            <li key={i} aria-current={i === index ? "step" : undefined} aria-label={`Question ${i + 1}${i < index ? ", answered" : i === index ? ", current" : ""}`}
              className={cx("size-3 rounded-full", i < index ? "bg-brand-600" : i === index ? "bg-brand-400 ring-2 ring-brand-200" : "bg-ink-200")} />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void next()} aria-label={last ? "Finish and submit" : "Next question"}>
            {last ? "Finish" : "Next"} <span aria-hidden="true">→</span>
          </Button>
          {!last ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>Submit Interview</Button>
          ) : null}
        </div>
        <SendStatusList scope={scope} className="max-w-sm" />
        {faces.state === "loading" || faces.state === "unavailable" ? (
          <p className="text-xs text-ink-500" data-testid="camera-status">{CAMERA_STATUS[faces.state]}</p>
        ) : null}
      </div>
      <LivePreview stream={stream} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Submit Interview?" description="Questions you have not answered yet will not be scored. You cannot come back to them.">
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>Keep answering</Button>
          <Button onClick={() => void submitEarly()}>Yes, submit</Button>
        </div>
      </Dialog>
    </section>
  );
}

function LivePreview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  });
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950 lg:aspect-[4/3]">
      <video ref={video} autoPlay muted playsInline aria-label="Camera preview" className="size-full -scale-x-100 object-cover" />
      <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-white">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" /> Recording in Progress
      </p>
    </div>
  );
}

function Waiting({ text, detail, children }: { text: string; detail?: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <p className="text-lg font-semibold text-ink-900">{text}</p>
      {detail ? <p className="text-sm text-ink-600">{detail}</p> : null}
      {children}
    </div>
  );
}
