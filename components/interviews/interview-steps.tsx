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
import { cameraErrorText, streamFits } from "@/components/recording/media";
import type { RecordingWords } from "@/components/recording/recording-words";
import { isSlowUpload, type RecordingChoice } from "@/components/recording/recording-plan";
import { loadFaceDetector, warmUpFaceDetector } from "./face-detector";
import { fill } from "@/lib/i18n/fill";
import { HowThisInterviewWorks } from "./how-it-works";
import { fillMarked, markWords, type InterviewText } from "./interview-text";

export type StepName = "consent" | "device" | "practice";
const STEP_KEYS = { consent: "stepConsent", device: "stepDevice", practice: "stepPractice" } as const;

/**
 * "Step 2 of 3 · Device check": numbered as the candidate meets the steps in this visit. Back after
 * consenting (a reload, the link opened again) the consent is not shown, and the device check is step 1 of 2;
 * back after the practice too, the device check is the only step, and it is simply named.
 */
export function stepLabel(text: InterviewText, name: StepName, withConsent: boolean, withPractice = true): string {
  const order = (["consent", "device", "practice"] as const).filter((n) => (n !== "consent" || withConsent) && (n !== "practice" || withPractice));
  const named = text[STEP_KEYS[name]];
  if (order.length === 1) return named;
  return fill(text.stepOf, { n: order.indexOf(name) + 1, total: order.length, name: named });
}

export function StepShell({ step, title, children }: { step?: string; title: ReactNode; children: React.ReactNode }) {
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

export function ConsentStep({
  overview,
  onAgree,
  busy,
  error,
  text,
}: {
  overview: InterviewOverview;
  onAgree: () => void;
  busy: boolean;
  error: string | null;
  text: InterviewText;
}) {
  const [agreed, setAgreed] = useState(false);
  const c = overview.consent;
  const n = overview.totalQuestions;
  const company = [overview.company];
  const extra = overview.extraTimePercent > 0 ? fill(text.extraTime, { percent: overview.extraTimePercent }) : "";
  return (
    <StepShell
      step={stepLabel(text, "consent", true)}
      title={fillMarked(text.consentTitle, { job: overview.jobTitle, company: overview.company }, ["job", "company"])}
    >
      <p>
        {fill(text.consentIntro, {
          questions: fill(n === 1 ? text.spokenQuestionOne : text.spokenQuestionsMany, { n }),
          time: formatClock(overview.timeLimitSeconds),
          extra,
        })}
      </p>
      <HowThisInterviewWorks howItWorks={overview.howItWorks} title={text.howItWorksTitle} employer={company} />
      <dl className="grid gap-3 rounded-2xl bg-ink-50 p-4">
        <Term term={text.termRecorded}>{c.recorded}</Term>
        <Term term={text.termAnalysed}>
          <ul className="list-disc pl-5">
            {c.analysed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {c.emotionAnalysis ? null : <p className="mt-1">{text.noExpressions}</p>}
        </Term>
        <Term term={text.termSharedWith}>{markWords(c.sharedWith, company)}</Term>
        <Term term={text.termRetention}>{c.retention}</Term>
      </dl>
      <label className="flex items-start gap-3 rounded-2xl border border-ink-200 p-4">
        <input type="checkbox" className="mt-0.5 size-5 accent-brand-600" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{text.agreeBox}</span>
      </label>
      <ErrorNote message={error} className="text-sm" />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onAgree} disabled={!agreed} loading={busy}>
          {text.agree}
        </Button>
        <Link href="/dashboard" className="text-sm font-medium text-ink-600 underline-offset-2 hover:underline">
          {text.notNow}
        </Link>
      </div>
      <p className="text-xs text-ink-500" data-testid="versions">
        {/* The versions are identifiers, kept as they are stored. */}
        {fillMarked(text.versions, { how: overview.howItWorks.version, consent: c.version }, ["how", "consent"])}
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
  text: InterviewText;
  /** The recording parts' words (the connection check, the camera's refusal). */
  words: RecordingWords;
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
  const { text } = props;
  const mic = stream?.getAudioTracks()[0]?.label;
  const cam = stream?.getVideoTracks()[0]?.label;
  // A device's own name (as the browser reports it) is left as it is, marked as not ours to translate.
  const device = (label: string | undefined) => (label ? fillMarked(text.readyWith, { device: label }, ["device"]) : stream ? text.ready : text.waiting);
  const attention = props.recording.audioOnly
    ? text.attentionAudioOnly
    : { loading: text.attentionLoading, ready: text.attentionReady, unavailable: text.attentionUnavailable }[models];
  return (
    <StepShell step={stepLabel(text, "device", props.withConsent, !props.practised)} title={text.deviceTitle}>
      {audioOnly ? <AudioOnlyPanel text={text} /> : <CameraPreview stream={stream} label={text.yourCamera} />}
      {error ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
          {cameraErrorText(error, props.words)}
          <div className="mt-3">
            <Button variant="secondary" onClick={() => onRequest(audioOnly)}>
              {text.tryAgain}
            </Button>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-1" aria-live="polite">
        <li>{fillMarked(text.camera, { state: audioOnly ? text.cameraOff : device(cam) })}</li>
        <li>{fillMarked(text.microphone, { state: device(mic) })}</li>
        <li>{fill(text.attention, { state: attention })}</li>
      </ul>
      <ConnectionCheck
        ceiling={INTERVIEW_RECORDER_BITRATES}
        choice={props.recording}
        restored={props.restored}
        onChange={props.onRecording}
        words={props.words}
      />
      {props.lowSpace}
      <p>{text.sitFacing}</p>
      {props.practised ? <p data-testid="practised">{text.practised}</p> : null}
      <Button onClick={props.onContinue} disabled={!stream || !streamFits(stream, audioOnly)}>
        {props.practised ? text.continueInterview : text.continuePractice}
      </Button>
    </StepShell>
  );
}

export function PracticeStep({
  stream,
  audioOnly,
  withConsent,
  onDone,
  text,
}: {
  stream: MediaStream | null;
  audioOnly: boolean;
  withConsent: boolean;
  onDone: () => void;
  text: InterviewText;
}) {
  const [left, setLeft] = useState(INTERVIEW_PRACTICE_SECONDS);
  useEffect(() => {
    const t = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <StepShell step={stepLabel(text, "practice", withConsent)} title={text.practiceTitle}>
      <p className="text-base font-semibold text-ink-900">{text.practicePrompt}</p>
      {audioOnly ? <AudioOnlyPanel text={text} /> : <CameraPreview stream={stream} label={text.yourCamera} />}
      <p aria-live="polite">{left > 0 ? fill(text.practiceLeft, { time: formatClock(left) }) : text.practiceUp}</p>
      <p>{text.practiceNote}</p>
      <Button onClick={onDone}>{text.startInterview}</Button>
    </StepShell>
  );
}

/** In place of the camera's picture when the candidate answers with audio only. */
function AudioOnlyPanel({ text }: { text: InterviewText }) {
  return (
    <p className="rounded-2xl bg-ink-900 p-6 text-center text-sm text-ink-100" data-testid="audio-only-device">
      {text.audioOnlyDevice}
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
