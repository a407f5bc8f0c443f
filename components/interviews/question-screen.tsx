"use client";
// The recorded interview screen (spec section 2): question number and text, audio with replay,
// the countdown (with any extra time), progress dots, "Recording in Progress", next, and
// "Submit Interview" before the last question with a confirmation. Where the employer allows
// retakes, "Record again" ends the take being recorded (it is sent like any answer) and starts the
// next one on the same clock; the last take counts.
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { captureRecording, type Capture } from "@/components/recording/capture";
import type { SendOptions } from "@/components/recording/outbox";
import { CaptureTrouble, streamLive, useCaptureTrouble } from "@/components/recording/capture-trouble";
import { SendStatusList } from "@/components/recording/send-status";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import { INTERVIEW_WARNING_SECONDS } from "@/lib/interviews/interview-rules";
import { formatClock } from "@/lib/format";
import { interviewApi, type InterviewFailure, type Question } from "./interview-api";
import type { FaceDetector } from "./face-detector";
import { AnswerMonitor, TabSwitchWatch, type LiveSignal } from "./monitor";

export function interviewScope(interviewId: string): string {
  return `interview:${interviewId}`;
}

type Props = {
  interviewId: string;
  /** Whose device store the answers are kept under. */
  owner: string;
  /** The question to start from (1, or further on after a reload). */
  startAt: number;
  stream: MediaStream;
  /** Video at the bitrate the device check chose, or the microphone alone (no face to watch). */
  recording: RecordingChoice;
  /** The face model, once loaded (null while it loads or where it cannot run). */
  faceDetector: FaceDetector | null;
  emotionAnalysis: boolean;
  extraTimePercent: number;
  /** Times each answer may be recorded again (0: one take). */
  retakes: number;
  /** How answers are sent (the interview link's token). */
  send: SendOptions;
  /** Turns the camera and microphone on again after they stopped under an answer. */
  onReopen: () => void;
  /** All questions answered (204) or the candidate submitted early. */
  onEnd: () => void;
  onError: (failure: InterviewFailure) => void;
};

const ALARM_TEXT = {
  NO_FACE: "We can't see your face. Please face the camera.",
  MULTIPLE_FACES: "More than one face is in view.",
  LOW_ATTENTION: "Please look at the screen.",
} as const;

export function QuestionScreen(props: Props) {
  const { interviewId, stream, onEnd, onError } = props;
  const [number, setNumber] = useState(props.startAt);
  const [question, setQuestion] = useState<Question | null>(null);
  const [moving, setMoving] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [signal, setSignal] = useState<LiveSignal | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [take, setTake] = useState(1);
  const [retaking, setRetaking] = useState(false);
  // A double click must not start two takes: the first click holds this until its take is recording.
  const switching = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const active = useRef<{ capture: Capture; monitor: AnswerMonitor; tabs: TabSwitchWatch; number: number; take: number } | null>(null);
  const scope = interviewScope(interviewId);
  const trouble = useCaptureTrouble(number);
  // The latest `next`, for the clock and a recording that stops by itself.
  const nextRef = useRef<(options?: { timeUp?: boolean; interrupted?: boolean }) => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (videoRef.current && videoRef.current.srcObject !== stream) videoRef.current.srcObject = stream;
  }, [stream]);

  // The face models load in the background and never hold a question back: an answer that began
  // before they were ready is sampled from the moment they are.
  const faceDetector = useRef(props.faceDetector);
  useEffect(() => {
    faceDetector.current = props.faceDetector;
    if (props.faceDetector) active.current?.monitor.attach(props.faceDetector);
  }, [props.faceDetector]);

  /** Stops the current answer: complete on the device and on its way, or "empty" when nothing was recorded (not a take). */
  const finishAnswer = useCallback(async (): Promise<"sending" | "empty" | null> => {
    const current = active.current;
    if (!current) return null;
    active.current = null;
    const report = current.monitor.stop();
    const tabSwitchTimings = current.tabs.stop();
    const outcome = await current.capture.finish({
      // An audio-only answer has no face to report on: nothing is sent for it.
      fields: () => [...(props.recording.audioOnly ? [] : [["emotionData", JSON.stringify(report)] as [string, string]]), ...tabSwitchTimings.map((t): [string, string] => ["tabSwitchTiming", String(t)])],
    });
    return outcome.state === "empty" ? "empty" : "sending";
  }, [props.recording.audioOnly]);

  /** Starts recording take `n` of question `qnum`: its video, monitor and tab watch. */
  const startTake = (qnum: number, n: number) => {
    const monitor = new AnswerMonitor(faceDetector.current, videoRef.current!, props.emotionAnalysis, setSignal);
    const capture = captureRecording(stream, {
      owner: props.owner,
      scope,
      kind: "interview-answer",
      qnum,
      take: n,
      url: "/api/users/videoUpload",
      fields: [["id", interviewId], ["question_no", String(qnum)], ["take", String(n)]],
      fileField: "file",
      fileStem: n === 1 ? `answer-${qnum}` : `answer-${qnum}-take-${n}`,
    }, {
      bitrates: props.recording.bitrates,
      audioOnly: props.recording.audioOnly,
      send: props.send,
      onInterrupted: (reason) => {
        trouble.interrupted(reason, qnum);
        void nextRef.current({ interrupted: true });
      },
    });
    active.current = { capture, monitor, tabs: new TabSwitchWatch(), number: qnum, take: n };
    monitor.start();
  };

  /** "Record again": this take goes to be sent, the next one starts on the same clock. */
  const recordAgain = async () => {
    if (!question || moving || switching.current || take > props.retakes) return;
    switching.current = true;
    setRetaking(true);
    try {
      // A take that recorded nothing is no take: the same number is recorded again.
      const empty = (await finishAnswer()) === "empty";
      const next = empty ? take : take + 1;
      startTake(question.ques_no, next);
      setTake(next);
      setAnnouncement(empty ? `Nothing was recorded in that take, so it does not count. Recording take ${next} of ${props.retakes + 1} again.` : `Recording again: take ${next} of ${props.retakes + 1}. This take replaces your previous one.`);
    } finally {
      switching.current = false;
      setRetaking(false);
    }
  };

  // Fetch and start question `number`.
  useEffect(() => {
    let live = true;
    interviewApi
      .question(interviewId, number)
      .then((result) => {
        if (!live) return;
        if (!result.ok) return onError(result);
        const q = result.data;
        if (!q) return onEnd();
        setQuestion(q);
        setTake(1);
        setAnnouncement(
          `Question ${q.ques_no} of ${q.totalQuestions}. You have ${formatClock(q.secondsLeft)} to answer` +
            (props.extraTimePercent > 0 ? `, including your ${props.extraTimePercent}% extra time.` : "."),
        );
        if (streamLive(stream)) startTake(q.ques_no, 1);
        setMoving(false);
      })
      // A camera or recorder that fails to start reads like a dropped connection: reload and go on.
      .catch(() => live && onError({ ok: false, status: 0, error: "", details: {} }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one fetch per question number
  }, [number]);

  const next = useCallback(async (options: { timeUp?: boolean; interrupted?: boolean } = {}) => {
    if (moving || !question || switching.current) return;
    setMoving(true);
    const finished = await finishAnswer();
    // Nothing recorded and time left: the same question again once the candidate chooses, spending no take.
    if (finished === "empty" && !options.timeUp) {
      trouble.empty(question.ques_no);
      setMoving(false);
      return;
    }
    if (finished === "empty") trouble.empty(question.ques_no, { timeUp: true });
    else trouble.movedOn(question.ques_no);
    if (question.ques_no >= question.totalQuestions) onEnd();
    else setNumber(question.ques_no + 1);
  }, [moving, question, finishAnswer, onEnd, trouble]);

  // Recording again after nothing was recorded, or once the camera is back: the same question and take.
  useEffect(() => {
    if (!question || moving || active.current || trouble.holding || !streamLive(stream)) return;
    if (trouble.attempt === 0 && !trouble.trouble) return;
    startTake(question.ques_no, take);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started by a new try or a new stream only
  }, [trouble.attempt, trouble.holding, stream, question, moving]);

  // The countdown from the time the server says is left; at zero the answer moves on by itself.
  useEffect(() => {
    nextRef.current = next;
  }, [next]);
  const { left } = useAnswerClock({ seconds: question?.secondsLeft ?? 0, run: question && !moving ? question.ques_no : null, onTimeUp: () => void nextRef.current({ timeUp: true }) });
  const warned = useRef(0);
  useEffect(() => {
    if (!question || moving || left !== INTERVIEW_WARNING_SECONDS || warned.current === question.ques_no) return;
    warned.current = question.ques_no;
    setAnnouncement(`${INTERVIEW_WARNING_SECONDS} seconds left for this answer.`);
  }, [left, question, moving]);

  const submitEarly = async () => {
    setConfirming(false);
    setMoving(true);
    await finishAnswer();
    onEnd();
  };

  const total = question?.totalQuestions ?? 0;
  const isLast = question ? question.ques_no >= question.totalQuestions : false;
  const warning = left <= INTERVIEW_WARNING_SECONDS;

  return (
    <section aria-labelledby="question-title" className="mx-auto grid w-full max-w-5xl gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="rounded-3xl bg-white p-5 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-700">
            Question {question?.ques_no ?? number}
            {total ? ` of ${total}` : ""}
            {props.retakes > 0 && question ? <span className="font-normal text-ink-600" data-testid="take">{` · Take ${take} of ${props.retakes + 1}`}</span> : null}
          </p>
          <p
            className={`rounded-full px-3 py-1 font-mono text-lg font-bold tabular-nums ${warning ? "bg-red-50 text-red-700" : "bg-ink-100 text-ink-900"}`}
            aria-label={`Time left ${formatClock(left)}`}
            data-testid="countdown"
          >
            {formatClock(left)}
          </p>
        </div>
        <h1 id="question-title" className="mt-3 min-h-16 text-xl leading-snug font-bold text-ink-950 sm:text-2xl">
          {question ? question.quest : <Spinner label="We are fetching next question" />}
        </h1>
        {question?.audio ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <audio ref={audioRef} src={question.audio} autoPlay controls className="h-10 max-w-full" aria-label="Question audio" />
            <Button variant="secondary" size="sm" onClick={() => { if (audioRef.current) { audioRef.current.currentTime = 0; void audioRef.current.play(); } }}>
              <Icon name="refresh" className="size-4" /> Replay
            </Button>
          </div>
        ) : null}
        <ol className="mt-6 flex flex-wrap gap-2" aria-label="Progress">
          {Array.from({ length: total }, (_, i) => {
            const n = i + 1;
            const state = n < (question?.ques_no ?? number) ? "answered" : n === (question?.ques_no ?? number) ? "current" : "upcoming";
            return (
              <li key={n} aria-label={`Question ${n}: ${state}`} aria-current={state === "current" ? "step" : undefined}
                className={`size-3 rounded-full ${state === "answered" ? "bg-brand-600" : state === "current" ? "bg-brand-600 ring-4 ring-brand-200" : "bg-ink-200"}`} />
            );
          })}
        </ol>
        <CaptureTrouble state={trouble} live={streamLive(stream)} onReopen={props.onReopen} />
        <p className="sr-only" aria-live="polite" data-testid="announcement">
          {announcement}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button onClick={() => void next()} disabled={!question || retaking} loading={moving && Boolean(question)}>
            {isLast ? "Finish interview" : "Next question"} <Icon name="arrowRight" className="size-4" />
          </Button>
          {question && props.retakes > 0 && take <= props.retakes ? (
            <Button variant="secondary" onClick={() => void recordAgain()} disabled={moving} loading={retaking}>
              <Icon name="refresh" className="size-4" /> Record again ({props.retakes + 1 - take} left)
            </Button>
          ) : null}
          {question && !isLast ? (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={moving || retaking}>
              Submit Interview
            </Button>
          ) : null}
        </div>
        {question && props.retakes > 0 ? (
          <p className="mt-3 text-sm text-ink-600" data-testid="retake-note">
            {take <= props.retakes
              ? "Not happy with this answer? Record it again while the clock runs: the last take counts."
              : "No retakes left for this answer: this take counts."}
          </p>
        ) : null}
      </div>
      <aside className="rounded-3xl bg-white p-4 shadow-card">
        {streamLive(stream) && !trouble.holding ? (
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-red-700">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
            Recording in Progress
          </p>
        ) : (
          <p className="mb-2 text-sm font-semibold text-ink-700">Not recording now</p>
        )}
        <video ref={videoRef} autoPlay muted playsInline aria-label="Your camera" hidden={props.recording.audioOnly} className="aspect-video w-full -scale-x-100 rounded-2xl bg-ink-900 object-cover" />
        {props.recording.audioOnly ? (
          <p className="rounded-2xl bg-ink-900 p-4 text-center text-sm text-ink-100" data-testid="audio-only-recording">
            Audio only: your voice is recorded, your camera is not.
          </p>
        ) : null}
        <SendStatusList scope={scope} className="mt-3" />
        <p className="mt-2 min-h-5 text-sm text-amber-800" aria-live="polite">
          {signal?.alarm ? ALARM_TEXT[signal.alarm] : ""}
        </p>
      </aside>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Submit your interview now?"
        description="The questions you have not reached will stay unanswered. You cannot return to this interview afterwards.">
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep answering
          </Button>
          <Button onClick={() => void submitEarly()}>Yes, submit</Button>
        </div>
      </Dialog>
    </section>
  );
}
