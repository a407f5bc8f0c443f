"use client";

import { api } from "@/components/api/api";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { cx } from "@/components/ui/cx";
import { MOCK_ANSWER_WARNING_SECONDS } from "@/lib/mocks/mock-rules";
import { formatClock } from "@/lib/format";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { captureRecording, type Capture } from "@/components/recording/capture";
import { deliverKept, settled, type SendOutcome } from "@/components/recording/outbox";
import { SendStatusList } from "@/components/recording/send-status";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { SignalsRecorder } from "./answer-signals";
import { CAMERA_STATUS, NOT_MEASURED, type CameraRecorder, type CameraState } from "./camera-status";
import { answerExtras, answerTarget, mockScope } from "./answer-form";
import { withFollowUp, type WizardQuestion } from "./question-order";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { sendTypedAnswer, TypedAnswerField, useTypedDraft } from "./typed-answer";
import { CaptureTrouble, streamLive, useCaptureTrouble } from "@/components/recording/capture-trouble";

export type { WizardQuestion };
type Phase = "asking" | "fetching" | "submitting" | "error";


/**
 * How long the interview waits for a main answer to reach the server before asking for its
 * follow-up; past it the next main question is asked (the answer keeps sending).
 */
const FOLLOW_UP_WAIT_MS = 20_000;

export function InterviewStep({ mockId, owner, questions, startAt, answerSeconds, followUps, stream, recording: plan, signals: loadedSignals, faces, onReopen, onDone }: {
  mockId: string;
  /** Whose device store the answers are kept under. */
  owner: string;
  /** The time for each main answer the candidate chose (or the practice run's), held by the server too; a follow-up has its own. */
  answerSeconds: number;
  /** In the order asked (see askingOrder); follow-ups made during the interview join it. */
  questions: WizardQuestion[];
  /** The mock asks follow-ups: after a main answer, the next question comes from the server. */
  followUps: boolean;
  /** The first question to ask (0-based); past the last, the interview is submitted at once. */
  startAt: number;
  stream: MediaStream;
  /** Video at the bitrate the device check chose, or the microphone alone. */
  recording: RecordingChoice;
  /** The speech measures, loaded by the wizard as soon as the camera was on; null while they load. */
  signals: SignalsRecorder | null;
  /** Camera figures, when the candidate opted in on the declaration step. */
  faces: CameraState;
  /** Turns the camera and microphone on again after they stopped under an answer. */
  onReopen: () => Promise<void>;
  onDone: () => void;
}) {
  const [list, setList] = useState(questions);
  const total = list.length;
  const mains = list.filter((q) => q.follow_up_of === null).length;
  const [index, setIndex] = useState(startAt);
  // Resumed right after a main answer (a reload before its follow-up was fetched): the server says whether one is due.
  const [resumedAfter] = useState(() => mainAwaitingFollowUp(questions, startAt, followUps));
  const [phase, setPhase] = useState<Phase>(resumedAfter ? "fetching" : startAt >= total ? "submitting" : "asking");
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
  const nextRef = useRef<(options?: { timeUp?: boolean; interrupted?: boolean }) => Promise<void>>(async () => undefined);
  const scope = mockScope(mockId);
  const current = list[Math.min(index, total - 1)];
  // A main answer that may still get its follow-up is not the last, whatever its place.
  const mayFollowUp = followUps && current?.follow_up_of === null && list.filter((q) => q.follow_up_of !== null).length < MOCK_FOLLOW_UPS_MAX;
  const last = index === total - 1 && !mayFollowUp;
  const seconds = current?.follow_up_of != null ? current.answer_seconds : answerSeconds;
  // The server's clock: what is left of the question's time since the server first served it (less, after a reload).
  const [served, setServed] = useState<{ qnum: number; left: number } | null>(null);
  const clockSeconds = served && served.qnum === current?.qnum ? Math.min(seconds, served.left) : seconds;
  const { left } = useAnswerClock({ seconds: clockSeconds, run: phase === "asking" ? index : null, onTimeUp: () => void nextRef.current({ timeUp: true }) });
  // An answer that recorded nothing, or a camera that stopped under it: said, with what to do.
  const trouble = useCaptureTrouble(index);
  // Typing instead of recording: the words (kept on this device until sent), the time taken at the first send, and how sending went.
  const typed = useTypedDraft(owner, mockId, current?.qnum ?? index + 1);
  const typing = typed.text !== null;
  const typedDuration = useRef<number | null>(null);
  const [typedSend, setTypedSend] = useState<{ sending: boolean; error: string | null; refused: boolean }>({ sending: false, error: null, refused: false });

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

  // Each question: a fresh recording kept on the device as it records, and its audio played once
  // (a second try at the same question, after nothing was recorded, does not play it again).
  const attempt = trouble.attempt;
  useEffect(() => {
    if (phase !== "asking" || trouble.holding || !streamLive(stream)) return;
    moving.current = false;
    typedDuration.current = null;
    const qnum = list[index]!.qnum;
    recorder.current = captureRecording(
      stream,
      { owner, scope, kind: "mock-answer", qnum, url: "/api/mock/add-mock-video", fields: answerTarget(mockId, qnum), fileField: "answer", fileStem: `answer-${qnum}`, durationField: "duration_ms" },
      { bitrates: plan.bitrates, audioOnly: plan.audioOnly, onInterrupted: (reason) => {
        trouble.interrupted(reason, qnum);
        void nextRef.current({ interrupted: true });
      } },
    );
    answerStartedAt.current = performance.now();
    signals.current?.begin();
    cameraSignals.current?.begin();
    if (attempt === 0) void audio.current?.play().catch(() => undefined);
    // The server notes when it first served the question: a typed answer is timed from then.
    void api("POST /api/mock/open-question", { json: { mock_id: mockId, qnum }, signedIn: true }).then((result) => {
      if (result.ok) setServed({ qnum, left: result.data.seconds_left });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trouble's own state is read, not watched
  }, [index, phase, stream, owner, scope, mockId, list, plan, attempt, trouble.holding]);

  // The question is answered by typing (chosen now, or before a reload): its recording stops and is dropped from the device.
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
    typedDuration.current ??= Math.min(performance.now() - answerStartedAt.current, (seconds + 4) * 1000);
    setTypedSend({ sending: true, error: null, refused: false });
    const sent = await sendTypedAnswer({ mockId, qnum: list[index]!.qnum, text, durationMs: typedDuration.current });
    if (sent.state === "sent") {
      typed.clear();
      setTypedSend({ sending: false, error: null, refused: false });
      return "sent";
    }
    setTypedSend({ sending: false, error: sent.error, refused: sent.state === "refused" });
    return "failed";
  }, [typed, mockId, index, list, seconds]);

  /** Ends the answer and starts sending it; resolves with its delivery, "empty" when nothing was recorded, null when nothing was recording. */
  const finishAnswer = useCallback(async (): Promise<{ sending: Promise<SendOutcome> } | "empty" | null> => {
    const take = recorder.current;
    recorder.current = null;
    if (!take) return null;
    const measured = signals.current?.end() ?? { segments: null, transcript: null };
    // Opted in but the face model is not ready (or cannot run here): the review says it was not measured.
    const faceFigures = cameraSignals.current?.end() ?? (cameraChosen ? NOT_MEASURED : null);
    const outcome = await take.finish({ fields: (recording) => answerExtras({ recording, measured, answerSeconds: seconds, camera: faceFigures }) });
    return outcome.state === "sending" ? { sending: outcome.sending } : "empty";
  }, [cameraChosen, seconds]);

  /**
   * After a main answer in a mock with follow-ups: once the answer is with the server, its
   * follow-up if the server writes one ("We are fetching next question" meanwhile); null otherwise.
   */
  const followUpOf = useCallback(async (asked: WizardQuestion, answer: { sending: Promise<SendOutcome> } | null): Promise<WizardQuestion | null> => {
    if (!followUps || !answer || asked.follow_up_of !== null) return null;
    if (list.filter((q) => q.follow_up_of !== null).length >= MOCK_FOLLOW_UPS_MAX) return null;
    let timer = 0;
    const waited = new Promise<null>((resolve) => {
      timer = window.setTimeout(() => resolve(null), FOLLOW_UP_WAIT_MS);
    });
    const sent = await Promise.race([answer.sending, waited]).finally(() => window.clearTimeout(timer));
    if (sent?.state !== "sent") return null;
    const result = await api("GET /api/mock/next-question", { query: { mock_id: mockId }, signedIn: true });
    return result.ok && result.data && result.data.follow_up_of === asked.qnum ? result.data : null;
  }, [followUps, list, mockId]);

  const submit = useCallback(async () => {
    setPhase("submitting");
    setError(null);
    await settled(scope);
    const unsent = "Your interview could not be submitted. Check your connection and try again.";
    const result = await api("POST /api/mock/end-interview", { json: { id: mockId }, fallback: unsent, offline: unsent });
    if (result.ok) return onDone();
    setError(result.error);
    setPhase("error");
  }, [mockId, onDone, scope]);

  // Resumed with every question answered (on the server or on this device): straight to submitting.
  const submitOnOpen = useRef(!resumedAfter && startAt >= total);
  useEffect(() => {
    if (!submitOnOpen.current) return;
    submitOnOpen.current = false;
    void submit();
  }, [submit]);

  // Resumed after a main answer whose follow-up was not fetched: once the answer kept on this
  // device (if any) is with the server, ask for the next question; its follow-up comes first.
  const resumeOnOpen = useRef(resumedAfter);
  useEffect(() => {
    const main = resumeOnOpen.current;
    if (!main) return;
    resumeOnOpen.current = null;
    void (async () => {
      // The answers kept here join the sends already under way (one send each), or are found gone once sent.
      const sending = deliverKept({ owner, scope }).then((outcomes): SendOutcome => outcomes.find((o) => o.state === "refused") ?? { state: "sent", data: {} });
      const followUp = await followUpOf(main, { sending });
      if (followUp) setList((order) => withFollowUp(order, followUp));
      else if (startAt >= total) return submit();
      setPhase("asking");
    })();
  }, [followUpOf, owner, scope, startAt, submit, total]);

  const next = useCallback(async (options: { skipTyped?: boolean; timeUp?: boolean; interrupted?: boolean } = {}) => {
    if (moving.current) return;
    moving.current = true;
    const typedAnswer = typing && !options.skipTyped ? await sendTyped() : "nothing";
    if (typedAnswer === "failed") {
      moving.current = false;
      return;
    }
    const asked = list[index]!;
    // A typed answer is with the server already: its follow-up is asked for as a recording's is.
    const finished = typedAnswer === "sent" ? { sending: Promise.resolve<SendOutcome>({ state: "sent", data: {} }) } : await finishAnswer();
    // Nothing recorded and time left: the same question again, on the same clock, once the candidate chooses.
    if (finished === "empty" && !options.timeUp) {
      trouble.empty(asked.qnum);
      moving.current = false;
      return;
    }
    if (finished === "empty") trouble.empty(asked.qnum, { timeUp: true });
    else trouble.movedOn();
    const answered = finished === "empty" ? null : finished;
    setPhase("fetching");
    const followUp = await followUpOf(asked, answered);
    if (followUp) {
      setList((order) => withFollowUp(order, followUp));
    } else if (index === total - 1) {
      return submit();
    }
    setIndex((i) => i + 1);
    setPhase("asking");
  }, [finishAnswer, followUpOf, index, list, submit, total, typing, sendTyped, trouble]);

  const submitEarly = useCallback(async () => {
    setConfirming(false);
    if (moving.current) return;
    moving.current = true;
    if (typing && !typedSend.refused && (await sendTyped()) === "failed") {
      moving.current = false;
      return;
    }
    setPhase("fetching");
    await finishAnswer();
    await submit();
  }, [finishAnswer, submit, typing, typedSend.refused, sendTyped]);

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

  const q = list[index]!;
  return (
    <section aria-labelledby="question-title" className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="interview" data-question={q.qnum} data-follow-up-of={q.follow_up_of ?? undefined} data-camera-figures={faces.state === "ready" ? "measuring" : faces.state}>
      <div className="space-y-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-700">
            {q.follow_up_of === null ? `Question ${q.qnum} of ${mains}` : (
              <>Question {q.qnum} <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Follow-up to question {q.follow_up_of}</span></>
            )}
          </p>
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
        {typing ? (
          <TypedAnswerField qnum={current?.qnum ?? index + 1} text={typed.text ?? ""} onChange={typed.change} sending={typedSend.sending} error={typedSend.error} />
        ) : (
          <div className="rounded-xl border border-dashed border-ink-300 p-3 text-sm text-ink-700">
            <p>In a noisy room, without a camera, or if speaking is hard for you, you can type this answer instead. The clock keeps running.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={typed.start}>Type your answer instead</Button>
          </div>
        )}
        <CaptureTrouble state={trouble} live={streamLive(stream)} onReopen={() => void onReopen()} alternatives={typing ? undefined : "Or type your answer instead."} />
        <ol aria-label="Progress" className="flex flex-wrap gap-2">
          {list.map((item, i) => (
            <li key={item.qnum} aria-current={i === index ? "step" : undefined}
              aria-label={`Question ${item.qnum}${item.follow_up_of !== null ? ` (follow-up to question ${item.follow_up_of})` : ""}${i < index ? ", answered" : i === index ? ", current" : ""}`}
              className={cx("rounded-full", item.follow_up_of !== null ? "size-2 self-center" : "size-3", i < index ? "bg-brand-600" : i === index ? "bg-brand-400 ring-2 ring-brand-200" : "bg-ink-200")} />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void next()} loading={typedSend.sending} aria-label={typing ? (last ? "Send your typed answer and submit" : "Send your typed answer and go to the next question") : last ? "Finish and submit" : "Next question"}>
            {typing ? (typedSend.error && !typedSend.refused ? "Send again" : last ? "Send and finish" : "Send and go on") : last ? "Finish" : "Next"} <span aria-hidden="true">→</span>
          </Button>
          {typing && typedSend.refused ? (
            <Button variant="secondary" onClick={() => void next({ skipTyped: true })}>{last ? "Finish without it" : "Go on without it"}</Button>
          ) : null}
          {!last ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>Submit Interview</Button>
          ) : null}
        </div>
        <SendStatusList scope={scope} className="max-w-sm" />
        {faces.state === "loading" || faces.state === "unavailable" ? (
          <p className="text-xs text-ink-500" data-testid="camera-status">{CAMERA_STATUS[faces.state]}</p>
        ) : null}
      </div>
      {typing ? (
        <p className="self-start rounded-2xl bg-ink-50 p-4 text-sm text-ink-700" data-testid="not-recording">
          Not recording: you are typing this answer. Recording starts again with the next question.
        </p>
      ) : (
        <LivePreview stream={stream} audioOnly={plan.audioOnly} recording={streamLive(stream) && !trouble.holding} />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Submit Interview?" description="Questions you have not answered yet will not be scored. You cannot come back to them.">
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>Keep answering</Button>
          <Button onClick={() => void submitEarly()}>Yes, submit</Button>
        </div>
      </Dialog>
    </section>
  );
}

/** The main question answered just before `startAt` when its follow-up may still be due (none asked yet, the mock's limit not reached); else null. */
function mainAwaitingFollowUp(order: readonly WizardQuestion[], startAt: number, followUps: boolean): WizardQuestion | null {
  const before = startAt > 0 ? order[startAt - 1] : undefined;
  if (!followUps || !before || before.follow_up_of !== null) return null;
  const asked = order.filter((q) => q.follow_up_of !== null);
  return asked.length < MOCK_FOLLOW_UPS_MAX && !asked.some((q) => q.follow_up_of === before.qnum) ? before : null;
}

function LivePreview({ stream, audioOnly, recording }: { stream: MediaStream; audioOnly: boolean; recording: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  });
  if (!recording) {
    return (
      <p className="flex items-center justify-center self-start rounded-2xl bg-ink-50 p-6 text-center text-sm text-ink-700 lg:aspect-[4/3]" data-testid="not-recording">
        Not recording now.
      </p>
    );
  }
  if (audioOnly) {
    return (
      <div className="flex flex-col items-center justify-center gap-2 rounded-2xl bg-ink-950 p-6 text-center text-white lg:aspect-[4/3]" data-testid="audio-only-recording">
        <p className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" /> Recording your voice
        </p>
        <p className="text-sm text-ink-200">Audio only: your camera is not recorded.</p>
      </div>
    );
  }
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
