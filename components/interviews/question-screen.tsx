"use client";
// The recorded interview screen (spec section 2): question number and text, audio with replay,
// the countdown (with any extra time), progress dots, "Recording in Progress", next, and
// "Submit Interview" before the last question with a confirmation. Where the employer allows
// retakes, "Record again" ends the take being recorded (it is sent like any answer) and starts the
// next one on the same clock; the last take counts. Where it stands is a small state machine
// (question-order.ts); each take is the capture unit's (use-interview-take.ts).
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { CaptureTrouble, streamLive, useCaptureTrouble } from "@/components/recording/capture-trouble";
import type { SendOptions } from "@/components/recording/outbox";
import { SendStatusList } from "@/components/recording/send-status";
import { OfflineBanner } from "@/components/recording/offline-banner";
import { callUntilThrough } from "@/components/recording/retry-policy";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { RecordingWords } from "@/components/recording/recording-words";
import { INTERVIEW_WARNING_SECONDS } from "@/lib/interviews/interview-rules";
import { formatClock } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { MockLanguage } from "@/lib/language/languages";
import { interviewApi, type InterviewFailure, type MoveOn } from "./interview-api";
import type { FaceDetector } from "./face-detector";
import { initialQuestion, reduceQuestion } from "./question-order";
import { ProgressDots, QuestionButtons, QuestionHeading, RecordingBadge } from "./question-view";
import { interviewScope, useInterviewTake } from "./use-interview-take";
import type { InterviewText } from "./interview-text";

export { interviewScope };

type Props = {
  interviewId: string;
  /** Whose device store the answers are kept under. */
  owner: string;
  /** The question to start from (1, or further on after a reload). */
  startAt: number;
  /** The take of `startAt` to record once more, when the candidate chose to record again an answer a reload cut. */
  again?: number;
  stream: MediaStream;
  /** Video at the bitrate the device check chose, or the microphone alone (no face to watch). */
  recording: RecordingChoice;
  /** The face model, once loaded (null while it loads or where it cannot run). */
  faceDetector: FaceDetector | null;
  emotionAnalysis: boolean;
  extraTimePercent: number;
  /** Times each answer may be recorded again (0: one take). */
  retakes: number;
  /** The questions' language, as the employer declared it: the computer-voice line is written in it. */
  language: MockLanguage;
  /** How answers are sent (the interview link's token). */
  send: SendOptions;
  /** Turns the camera and microphone on again after they stopped under an answer. */
  onReopen: () => void;
  /** All questions answered (204) or the candidate submitted early. */
  onEnd: () => void;
  onError: (failure: InterviewFailure) => void;
  /** The page's words in the interface language; the question is the employer's, as written. */
  text: InterviewText;
  /** The recording parts' words (capture trouble, offline, where each answer stands). */
  words: RecordingWords;
};

const ALARM_KEYS = { NO_FACE: "alarmNoFace", MULTIPLE_FACES: "alarmFaces", LOW_ATTENTION: "alarmLook" } as const;

export function QuestionScreen(props: Props) {
  const { interviewId, stream, retakes, onEnd, onError, text } = props;
  const [state, dispatch] = useReducer(reduceQuestion, { startAt: props.startAt, again: props.again }, initialQuestion);
  const { question, number, take, phase } = state;
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // A double click must not start two takes: the first click holds this until its take is recording.
  const switching = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const trouble = useCaptureTrouble(number);
  const nextRef = useRef<MoveOn>(async () => undefined);
  const takes = useInterviewTake({
    ...props,
    video: videoRef,
    onInterrupted: (reason, qnum) => {
      trouble.interrupted(reason, qnum);
      void nextRef.current();
    },
  });

  useEffect(() => {
    if (videoRef.current && videoRef.current.srcObject !== stream) videoRef.current.srcObject = stream;
  }, [stream]);

  // Fetch and start question `number`.
  useEffect(() => {
    let live = true;
    const again = number === props.startAt ? props.again : undefined;
    callUntilThrough(() => interviewApi.question(interviewId, number, again))
      .then((result) => {
        if (!live) return;
        if (!result.ok) return onError(result);
        const q = result.data;
        if (!q) return onEnd();
        dispatch({ type: "loaded", question: q });
        const time = fill(props.extraTimePercent > 0 ? text.answerTimeExtra : text.answerTime, {
          time: formatClock(q.secondsLeft),
          percent: props.extraTimePercent,
        });
        const at = { n: q.ques_no, total: q.totalQuestions, time, take: again ?? 1, takes: retakes + 1, number };
        if (again && q.take === again) setAnnouncement(fill(text.announceAgain, at));
        else if (again) setAnnouncement(fill(text.announceCutStands, at));
        else setAnnouncement(fill(text.announceQuestion, at));
      })
      // A camera or recorder that fails to start reads like a dropped connection: reload and go on.
      .catch(() => live && onError({ ok: false, status: 0, error: "", details: {} }));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one fetch per question number
  }, [number]);

  const next = useCallback(
    async (options: { timeUp?: boolean } = {}) => {
      if (phase !== "answering" || !question || switching.current) return;
      dispatch({ type: "moving" });
      const finished = await takes.finish();
      // Nothing recorded and time left: the same question again once the candidate chooses, spending no take.
      if (finished === "empty" && !options.timeUp) {
        trouble.empty(question.ques_no);
        return dispatch({ type: "stayed" });
      }
      if (finished === "empty") trouble.empty(question.ques_no, { timeUp: true });
      else trouble.movedOn(question.ques_no);
      if (question.ques_no >= question.totalQuestions) onEnd();
      else dispatch({ type: "advanced" });
    },
    [phase, question, takes, onEnd, trouble],
  );
  useEffect(() => {
    nextRef.current = next;
  }, [next]);

  /** "Record again": this take goes to be sent, the next one starts on the same clock; a take that recorded nothing is no take. */
  const recordAgain = async () => {
    if (!question || phase !== "answering" || switching.current || take > retakes) return;
    switching.current = true;
    dispatch({ type: "retaking" });
    const empty = (await takes.finish()) === "empty";
    const nextTake = empty ? take : take + 1;
    takes.start(question.ques_no, nextTake);
    dispatch({ type: "retaken", take: nextTake });
    setAnnouncement(fill(empty ? text.announceEmptyTake : text.announceRetake, { take: nextTake, takes: retakes + 1 }));
    switching.current = false;
  };

  // The countdown from the time the server says is left; at zero the answer moves on by itself.
  const running = question && (phase === "answering" || phase === "retaking") ? question.ques_no : null;
  const { left } = useAnswerClock({ seconds: question?.secondsLeft ?? 0, run: running, onTimeUp: () => void nextRef.current({ timeUp: true }) });
  // A take records once its question is on screen, in the same commit as its clock starts (a slow
  // page must not record seconds the clock never counted); again after nothing was recorded, or
  // once the camera is back: the same question and take.
  useEffect(() => {
    if (!question || phase !== "answering" || takes.recording() || trouble.holding || !streamLive(stream)) return;
    try {
      takes.start(question.ques_no, take);
    } catch {
      // A camera or recorder that fails to start reads like a dropped connection: reload and go on.
      onError({ ok: false, status: 0, error: "", details: {} });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started by a new question, try or stream only
  }, [trouble.attempt, trouble.holding, stream, question, phase]);

  const warned = useRef(0);
  useEffect(() => {
    if (running === null || left !== INTERVIEW_WARNING_SECONDS || warned.current === running) return;
    warned.current = running;
    setAnnouncement(fill(text.announceWarning, { seconds: INTERVIEW_WARNING_SECONDS }));
  }, [left, running, text]);

  const submitEarly = async () => {
    setConfirming(false);
    dispatch({ type: "moving" });
    await takes.finish();
    onEnd();
  };

  return (
    <>
      <OfflineBanner scope={interviewScope(interviewId)} words={props.words} />
      <section aria-labelledby="question-title" className="mx-auto grid w-full max-w-5xl gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-3xl bg-white p-5 shadow-card sm:p-8">
          <QuestionHeading state={state} retakes={retakes} left={left} audio={audioRef} language={props.language} text={text} />
          <ProgressDots question={question} number={number} text={text} />
          <CaptureTrouble state={trouble} live={streamLive(stream)} onReopen={props.onReopen} words={props.words} />
          <p className="sr-only" aria-live="polite" data-testid="announcement">
            {announcement}
          </p>
          <QuestionButtons
            state={state}
            retakes={retakes}
            onNext={() => void next()}
            onRecordAgain={() => void recordAgain()}
            onSubmitEarly={() => setConfirming(true)}
            text={text}
          />
        </div>
        <aside className="rounded-3xl bg-white p-4 shadow-card">
          <RecordingBadge recording={streamLive(stream) && !trouble.holding} text={text} />
          <video
            ref={videoRef}
            autoPlay
            muted
            playsInline
            aria-label={text.yourCamera}
            hidden={props.recording.audioOnly}
            className="aspect-video w-full -scale-x-100 rounded-2xl bg-ink-900 object-cover"
          />
          {props.recording.audioOnly ? (
            <p className="rounded-2xl bg-ink-900 p-4 text-center text-sm text-ink-100" data-testid="audio-only-recording">
              {text.audioOnlyRecording}
            </p>
          ) : null}
          <SendStatusList scope={interviewScope(interviewId)} className="mt-3" words={props.words} />
          <p className="mt-2 min-h-5 text-sm text-amber-800" aria-live="polite">
            {takes.signal?.alarm ? text[ALARM_KEYS[takes.signal.alarm]] : ""}
          </p>
        </aside>
        <Dialog open={confirming} onClose={() => setConfirming(false)} title={text.submitNowTitle} description={text.submitNowText}>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {text.keepAnswering}
            </Button>
            <Button onClick={() => void submitEarly()}>{text.yesSubmit}</Button>
          </div>
        </Dialog>
      </section>
    </>
  );
}
