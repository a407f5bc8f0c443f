"use client";
// The mock interview's questions, one after another: the state machine (interview-order.ts) says
// where it stands, the flow (use-interview-flow.ts) moves it, each question's answer is recorded
// or typed (use-mock-answer.ts), and this screen draws it.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAnswerClock } from "@/components/recording/answer-clock";
import { CaptureTrouble, streamLive, useCaptureTrouble } from "@/components/recording/capture-trouble";
import { SendStatusList } from "@/components/recording/send-status";
import { OfflineBanner } from "@/components/recording/offline-banner";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { MockLanguage } from "@/lib/language/languages";
import type { SignalsRecorder } from "./answer-signals";
import type { CameraState } from "./camera-status";
import { cameraStatusText, type WizardText } from "./interview-words";
import { isLastQuestion } from "./interview-order";
import { AnswerButtons, LivePreview, ProgressDots, QuestionHeading, Waiting } from "./interview-view";
import { sayError } from "@/lib/i18n/say-error";
import type { WizardQuestion } from "./question-order";
import { TypedAnswerField } from "./typed-answer";
import { NOT_SUBMITTED, useInterviewFlow, useOrder, type NextOptions } from "./use-interview-flow";
import { useMockAnswer } from "./use-mock-answer";

export type { WizardQuestion };

/** What the screen waits for (named, so no type reads as words on screen to the translation check). */
type Done = Promise<void>;

export function InterviewStep({
  mockId,
  owner,
  questions,
  startAt,
  answerSeconds,
  followUps,
  language,
  stream,
  recording: plan,
  signals,
  faces,
  onReopen,
  onDone,
  text,
}: {
  /** The interface language's words. */
  text: WizardText;
  mockId: string;
  /** Whose device store the answers are kept under. */
  owner: string;
  /** The time for each main answer the candidate chose (or the practice run's), held by the server too; a follow-up has its own. */
  answerSeconds: number;
  /** In the order asked (see askingOrder); follow-ups made during the interview join it. */
  questions: WizardQuestion[];
  /** The mock asks follow-ups: after a main answer, the next question comes from the server. */
  followUps: boolean;
  /** The mock's language: the computer-voice line under each question is written in it. */
  language: MockLanguage;
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
  onReopen: () => Done;
  onDone: () => void;
}) {
  const order = useOrder(questions, startAt, followUps);
  const { list, index, phase, error } = order.state;
  const [confirming, setConfirming] = useState(false);
  const question = list[Math.min(index, list.length - 1)];
  const seconds = question?.follow_up_of != null ? question.answer_seconds : answerSeconds;
  // An answer that recorded nothing, or a camera that stopped under it: said, with what to do.
  const trouble = useCaptureTrouble(index);
  const audio = useRef<HTMLAudioElement>(null);
  const nextRef = useRef<(options?: NextOptions) => Done>(async () => undefined);
  // The clock starts before the recording (its effect runs first): heavy work starting an answer never eats into it.
  const [served, setServed] = useState<{ qnum: number; left: number } | null>(null);
  const clockSeconds = served && served.qnum === question?.qnum ? Math.min(seconds, served.left) : seconds;
  const { left } = useAnswerClock({ seconds: clockSeconds, run: phase === "asking" ? index : null, onTimeUp: () => void nextRef.current({ timeUp: true }) });
  const answer = useMockAnswer({
    mockId,
    owner,
    question,
    asking: phase === "asking",
    seconds,
    stream,
    plan,
    signals,
    faces,
    trouble,
    audio,
    onServed: setServed,
    onInterrupted: () => void nextRef.current(),
  });
  const flow = useInterviewFlow({
    mockId,
    owner,
    startAt,
    followUps,
    order,
    answer: { finish: answer.finish, typing: answer.typing, typedRefused: answer.typedSend.refused, sendTyped: answer.sendTyped },
    trouble,
    onDone,
  });
  useEffect(() => {
    nextRef.current = flow.next;
  }, [flow.next]);

  const words = text.mock;
  const recordingWords = text.recording;
  if (phase === "fetching") return <Waiting text={words.fetching} />;
  if (phase === "submitting") {
    return (
      <Waiting text={words.submitting} detail={words.submittingDetail}>
        <SendStatusList
          scope={flow.scope}
          words={recordingWords}
          className="w-full max-w-sm rounded-xl border border-ink-200 bg-white p-3 text-left empty:hidden"
        />
      </Waiting>
    );
  }
  if (phase === "error") {
    return (
      <div className="mx-auto max-w-lg space-y-4 text-center">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error === NOT_SUBMITTED ? words.notSubmitted : sayError(text.errors, error)}
        </p>
        <Button onClick={() => void flow.submit()}>{words.tryAgain}</Button>
      </div>
    );
  }

  const q = list[index]!;
  const last = isLastQuestion(order.state, followUps);
  const { typing, typed, typedSend } = answer;
  return (
    <>
      <OfflineBanner scope={flow.scope} words={recordingWords} />
      <section
        aria-labelledby="question-title"
        className="grid gap-6 lg:grid-cols-[1fr_22rem]"
        data-testid="interview"
        data-question={q.qnum}
        data-follow-up-of={q.follow_up_of ?? undefined}
        data-camera-figures={faces.state === "ready" ? "measuring" : faces.state}
        data-voice-detector={signals ? (signals.detector ?? "none") : "loading"}
      >
        <div className="space-y-5">
          <QuestionHeading
            question={q}
            mains={list.filter((item) => item.follow_up_of === null).length}
            left={left}
            audio={audio}
            language={language}
            words={words}
          />
          {typing ? (
            <TypedAnswerField
              qnum={q.qnum}
              text={typed.text ?? ""}
              onChange={typed.change}
              sending={typedSend.sending}
              error={sayError(text.errors, typedSend.error) ?? null}
              words={words}
            />
          ) : (
            <div className="rounded-xl border border-dashed border-ink-300 p-3 text-sm text-ink-700">
              <p>{words.typeInsteadText}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={typed.start}>
                {words.typeInstead}
              </Button>
            </div>
          )}
          <CaptureTrouble
            state={trouble}
            live={streamLive(stream)}
            onReopen={() => void onReopen()}
            alternatives={typing ? undefined : words.orType}
            words={recordingWords}
          />
          <ProgressDots list={list} index={index} words={words} />
          <AnswerButtons
            last={last}
            typing={typing}
            typedSend={typedSend}
            onNext={() => void flow.next()}
            onSkipTyped={() => void flow.next({ skipTyped: true })}
            onSubmitEarly={() => setConfirming(true)}
            words={words}
          />
          <SendStatusList scope={flow.scope} className="max-w-sm" words={recordingWords} />
          {faces.state === "loading" || faces.state === "unavailable" ? (
            <p className="text-xs text-ink-500" data-testid="camera-status">
              {cameraStatusText(faces.state, words)}
            </p>
          ) : null}
        </div>
        {typing ? (
          <p className="self-start rounded-2xl bg-ink-50 p-4 text-sm text-ink-700" data-testid="not-recording">
            {words.notRecordingTyping}
          </p>
        ) : (
          <LivePreview stream={stream} audioOnly={plan.audioOnly} recording={streamLive(stream) && !trouble.holding} words={words} />
        )}
        <Dialog open={confirming} onClose={() => setConfirming(false)} title={words.submitTitle} description={words.submitDescription}>
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {words.keepAnswering}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void flow.submitEarly();
              }}
            >
              {words.yesSubmit}
            </Button>
          </div>
        </Dialog>
      </section>
    </>
  );
}
