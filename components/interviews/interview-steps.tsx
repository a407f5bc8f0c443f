"use client";
// The steps before the first question: consent, device check and a practice answer.
import { useEffect, useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { INTERVIEW_PRACTICE_SECONDS } from "@/lib/interviews/interview-rules";
import { INTERVIEW_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import type { InterviewOverview } from "@/lib/interviews/open-interview";
import { formatClock } from "@/lib/format";
import { ConnectionCheck } from "@/components/recording/connection-check";
import { streamFits } from "@/components/recording/media";
import { isSlowUpload, type RecordingChoice } from "@/components/recording/recording-plan";
import { loadFaceDetector, warmUpFaceDetector } from "./face-detector";
import { HowThisInterviewWorks } from "./how-it-works";

const STEP_NAMES = { consent: "Consent", device: "Device check", practice: "Practice (not scored, not recorded)" } as const;
export type StepName = keyof typeof STEP_NAMES;

/**
 * "Step 2 of 3 · Device check": numbered as the candidate meets the steps in this visit. Back after
 * consenting (a reload, the link opened again) the consent is not shown, and the device check is step 1 of 2;
 * back after the practice too, the device check is the only step, and it is simply named.
 */
export function stepLabel(name: StepName, withConsent: boolean, withPractice = true): string {
  const order = (["consent", "device", "practice"] as const).filter((n) => (n !== "consent" || withConsent) && (n !== "practice" || withPractice));
  if (order.length === 1) return STEP_NAMES[name];
  return `Step ${order.indexOf(name) + 1} of ${order.length} · ${STEP_NAMES[name]}`;
}

export function StepShell({ step, title, children }: { step?: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="step-title" className="mx-auto w-full max-w-2xl rounded-3xl bg-white p-5 shadow-card sm:p-8">
      {step ? <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{step}</p> : null}
      <h1 id="step-title" className="mt-1 text-2xl font-bold tracking-tight text-ink-950">
        {title}
      </h1>
      <div className="mt-4 space-y-4 text-sm leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

export function ConsentStep({ overview, onAgree, busy, error }: { overview: InterviewOverview; onAgree: () => void; busy: boolean; error: string | null }) {
  const [agreed, setAgreed] = useState(false);
  const c = overview.consent;
  return (
    <StepShell step={stepLabel("consent", true)} title={`${overview.jobTitle} at ${overview.company}`}>
      <p>
        A recorded video interview: {overview.totalQuestions} spoken question{overview.totalQuestions === 1 ? "" : "s"}, up to{" "}
        {formatClock(overview.timeLimitSeconds)} for each answer
        {overview.extraTimePercent > 0 ? ` (including ${overview.extraTimePercent}% extra time)` : ""}. Before you start, please read how it works and what
        happens to your recording.
      </p>
      <HowThisInterviewWorks howItWorks={overview.howItWorks} />
      <dl className="grid gap-3 rounded-2xl bg-ink-50 p-4">
        <Term term="What is recorded">{c.recorded}</Term>
        <Term term="What is analysed">
          <ul className="list-disc pl-5">
            {c.analysed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {c.emotionAnalysis ? null : <p className="mt-1">Your facial expressions are not analysed.</p>}
        </Term>
        <Term term="Who sees it">{c.sharedWith}</Term>
        <Term term="For how long">{c.retention}</Term>
      </dl>
      <label className="flex items-start gap-3 rounded-2xl border border-ink-200 p-4">
        <input type="checkbox" className="mt-0.5 size-5 accent-brand-600" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>I agree to be recorded and monitored as described above for this interview.</span>
      </label>
      <ErrorNote message={error} className="text-sm" />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onAgree} disabled={!agreed} loading={busy}>
          I agree, continue
        </Button>
        <Link href="/dashboard" className="text-sm font-medium text-ink-600 underline-offset-2 hover:underline">
          Not now
        </Link>
      </div>
      <p className="text-xs text-ink-500" data-testid="versions">
        Kept with your consent: how this interview works, version {overview.howItWorks.version}; the consent wording, version {c.version}.
      </p>
    </StepShell>
  );
}

export function CameraPreview({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      data-testid="camera-preview"
      aria-label={label}
      autoPlay
      muted
      playsInline
      className="aspect-video w-full -scale-x-100 rounded-2xl bg-ink-900 object-cover"
    />
  );
}

export function DeviceCheckStep(props: {
  stream: MediaStream | null;
  error: string | null;
  emotionAnalysis: boolean;
  /** Video at a bitrate the connection carries, or audio only. */
  recording: RecordingChoice;
  /** Audio only was chosen on an earlier visit to this interview on this device. */
  restored: boolean;
  onRecording: (choice: RecordingChoice) => void;
  /** The warning when this device may not have room for the answers while they wait to be sent. */
  lowSpace: ReactNode;
  /** Asks for the camera and microphone, or the microphone alone (the camera off) for audio only. */
  onRequest: (audioOnly: boolean) => void;
  onContinue: () => void;
  /** The consent step was shown in this visit: the steps are numbered from it. */
  withConsent: boolean;
  /** The practice was done on an earlier visit with this choice: Continue goes back to the questions. */
  practised: boolean;
}) {
  const [models, setModels] = useState<"loading" | "ready" | "unavailable">("loading");
  const { stream, error, onRequest, emotionAnalysis } = props;
  // The face models (about 0.5 MB) load here only for video answers on a connection that carries
  // them: a candidate offered audio only on a slow connection, or who chose it, never downloads
  // them. Otherwise they load from the practice on (interview-flow.tsx).
  const { audioOnly, uploadKbps } = props.recording;
  const faceToWatch = !!stream && stream.getVideoTracks().length > 0 && !audioOnly && uploadKbps !== null && !isSlowUpload(uploadKbps);
  useEffect(() => {
    if (!stream || !faceToWatch) return;
    const gone = new AbortController();
    void loadFaceDetector(emotionAnalysis)
      .then(async (detector) => {
        // Not once the candidate has moved on: a warm-up then would only compete with the question.
        if (detector && !gone.signal.aborted) await warmUpFaceDetector(detector, stream, gone.signal);
        return detector;
      })
      .then((detector) => !gone.signal.aborted && setModels(detector ? "ready" : "unavailable"));
    return () => gone.abort();
  }, [stream, faceToWatch, emotionAnalysis]);
  // Ask for the camera once on arrival, and again when the choice needs another (audio only turns
  // the camera off); "Try again" asks again.
  const askedFor = useRef<boolean | null>(null);
  useEffect(() => {
    if ((stream && streamFits(stream, audioOnly)) || askedFor.current === audioOnly) return;
    askedFor.current = audioOnly;
    onRequest(audioOnly);
  }, [stream, onRequest, audioOnly]);
  const mic = stream?.getAudioTracks()[0]?.label;
  const cam = stream?.getVideoTracks()[0]?.label;
  return (
    <StepShell step={stepLabel("device", props.withConsent, !props.practised)} title="Check your camera and microphone">
      {audioOnly ? <AudioOnlyPanel /> : <CameraPreview stream={stream} label="Your camera" />}
      {error ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
          {error}
          <div className="mt-3">
            <Button variant="secondary" onClick={() => onRequest(audioOnly)}>
              Try again
            </Button>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-1" aria-live="polite">
        <li>Camera: {audioOnly ? "off (audio only)" : cam ? `ready (${cam})` : stream ? "ready" : "waiting for permission"}</li>
        <li>Microphone: {mic ? `ready (${mic})` : stream ? "ready" : "waiting for permission"}</li>
        <li>
          Attention monitoring:{" "}
          {props.recording.audioOnly
            ? "does not apply to audio-only answers (nothing about your face is measured, and nothing is marked down for it)"
            : models === "loading"
              ? "getting ready (you can go on: it starts as soon as it is ready)"
              : models === "ready"
                ? "ready (runs in this browser)"
                : "unavailable in this browser"}
        </li>
      </ul>
      <ConnectionCheck ceiling={INTERVIEW_RECORDER_BITRATES} choice={props.recording} restored={props.restored} onChange={props.onRecording} />
      {props.lowSpace}
      <p>Sit facing the camera in good light, alone, and keep this tab open until you finish.</p>
      {props.practised ? <p data-testid="practised">You did the practice question on your last visit, so you go straight back to your questions.</p> : null}
      <Button onClick={props.onContinue} disabled={!stream || !streamFits(stream, audioOnly)}>
        {props.practised ? "Continue the interview" : "Continue to practice"}
      </Button>
    </StepShell>
  );
}

export function PracticeStep({
  stream,
  audioOnly,
  withConsent,
  onDone,
}: {
  stream: MediaStream | null;
  audioOnly: boolean;
  withConsent: boolean;
  onDone: () => void;
}) {
  const [left, setLeft] = useState(INTERVIEW_PRACTICE_SECONDS);
  useEffect(() => {
    const t = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <StepShell step={stepLabel("practice", withConsent)} title="Practice question">
      <p className="text-base font-semibold text-ink-900">Introduce yourself in two or three sentences, as you would to a new colleague.</p>
      {audioOnly ? <AudioOnlyPanel /> : <CameraPreview stream={stream} label="Your camera" />}
      <p aria-live="polite">{left > 0 ? `Practice time left: ${formatClock(left)}` : "Practice time is up."}</p>
      <p>The real questions are spoken aloud and shown on screen. Each answer is recorded from the moment the question appears.</p>
      <Button onClick={onDone}>Start the interview</Button>
    </StepShell>
  );
}

/** In place of the camera's picture when the candidate answers with audio only. */
function AudioOnlyPanel() {
  return (
    <p className="rounded-2xl bg-ink-900 p-6 text-center text-sm text-ink-100" data-testid="audio-only-device">
      Audio only: your camera is off, and only your voice is recorded.
    </p>
  );
}

/** One term of the consent's description list. */
function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-900">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
