"use client";
// The mock interview screen's parts that only draw: the question's heading and clock, its audio,
// the progress dots, the answer buttons, the camera preview and the waits between questions.
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { LatinReading } from "@/components/language/latin-reading";
import { QuestionAudio } from "@/components/language/question-audio";
import { scriptProps } from "@/components/language/script-text";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { formatClock } from "@/lib/format";
import type { MockLanguage } from "@/lib/language/languages";
import { MOCK_ANSWER_WARNING_SECONDS } from "@/lib/mocks/mock-rules";
import type { WizardQuestion } from "./question-order";
import { fill } from "@/lib/i18n/fill";
import { questionTitle, type MockInterviewWords } from "./interview-words";

export function QuestionHeading({
  question,
  mains,
  left,
  audio,
  language,
  words,
}: {
  words: MockInterviewWords;
  question: WizardQuestion;
  mains: number;
  left: number;
  audio: RefObject<HTMLAudioElement | null>;
  language: MockLanguage;
}) {
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-700">
          {question.follow_up_of === null ? (
            fill(words.questionOf, { n: question.qnum, total: mains })
          ) : (
            <>
              {fill(words.followUpOf, { n: question.follow_up_of, total: mains })}{" "}
              <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
                {questionTitle(question, words)}
              </span>
            </>
          )}
        </p>
        <p
          className={cx(
            "rounded-full px-3 py-1 text-sm font-semibold tabular-nums",
            left <= MOCK_ANSWER_WARNING_SECONDS ? "bg-red-50 text-red-700" : "bg-ink-100 text-ink-800",
          )}
          aria-label={fill(words.timeLeft, { clock: formatClock(left) })}
        >
          {formatClock(left)}
        </p>
      </div>
      <div className="space-y-1">
        <h1 id="question-title" translate="no" {...scriptProps(question.question, "text-xl font-semibold text-ink-950 sm:text-2xl")}>
          {question.question}
        </h1>
        <LatinReading reading={question.reading} />
      </div>
      {question.audio ? (
        <QuestionAudio audio={audio} src={question.audio} language={language}>
          {words.replay}
        </QuestionAudio>
      ) : null}
      <p aria-live="polite" className="text-sm text-ink-700">
        {left <= MOCK_ANSWER_WARNING_SECONDS && left > 0 ? fill(words.wrapUp, { seconds: MOCK_ANSWER_WARNING_SECONDS }) : ""}
      </p>
    </>
  );
}

export function ProgressDots({ list, index, words }: { list: readonly WizardQuestion[]; index: number; words: MockInterviewWords }) {
  return (
    <ol aria-label={words.progress} className="flex flex-wrap gap-2">
      {list.map((item, i) => (
        <li
          key={item.qnum}
          aria-current={i === index ? "step" : undefined}
          aria-label={dotLabel(questionTitle(item, words), i < index ? "answered" : i === index ? "current" : null, words)}
          className={cx(
            "rounded-full",
            item.follow_up_of !== null ? "size-2 self-center" : "size-3",
            i < index ? "bg-brand-600" : i === index ? "bg-brand-400 ring-2 ring-brand-200" : "bg-ink-200",
          )}
        />
      ))}
    </ol>
  );
}

function dotLabel(name: string, where: "answered" | "current" | null, words: MockInterviewWords): string {
  return where === "answered" ? fill(words.dotAnswered, { name }) : where === "current" ? fill(words.dotCurrent, { name }) : name;
}

/** Next (or Finish), sending a typed answer first; "Go on without it" after a typed answer was refused; "Submit Interview" before the last. */
export function AnswerButtons({
  last,
  typing,
  typedSend,
  onNext,
  onSkipTyped,
  onSubmitEarly,
  words,
}: {
  words: MockInterviewWords;
  last: boolean;
  typing: boolean;
  typedSend: { sending: boolean; error: string | null; refused: boolean };
  onNext: () => void;
  onSkipTyped: () => void;
  onSubmitEarly: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        onClick={onNext}
        loading={typedSend.sending}
        aria-label={typing ? (last ? words.sendSubmitLabel : words.sendNextLabel) : last ? words.finishLabel : words.nextLabel}
      >
        {typing ? (typedSend.error && !typedSend.refused ? words.sendAgain : last ? words.sendFinish : words.sendGoOn) : last ? words.finish : words.next}{" "}
        <span aria-hidden="true">→</span>
      </Button>
      {typing && typedSend.refused ? (
        <Button variant="secondary" onClick={onSkipTyped}>
          {last ? words.finishWithout : words.goOnWithout}
        </Button>
      ) : null}
      {!last ? (
        <Button variant="secondary" onClick={onSubmitEarly}>
          {words.submitInterview}
        </Button>
      ) : null}
    </div>
  );
}

export function LivePreview({
  stream,
  audioOnly,
  recording,
  words,
}: {
  stream: MediaStream;
  audioOnly: boolean;
  recording: boolean;
  words: MockInterviewWords;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  });
  if (!recording) {
    return (
      <p
        className="flex items-center justify-center self-start rounded-2xl bg-ink-50 p-6 text-center text-sm text-ink-700 lg:aspect-[4/3]"
        data-testid="not-recording"
      >
        {words.notRecordingNow}
      </p>
    );
  }
  if (audioOnly) {
    return (
      <div
        className="flex flex-col items-center justify-center gap-2 rounded-2xl bg-ink-950 p-6 text-center text-white lg:aspect-[4/3]"
        data-testid="audio-only-recording"
      >
        <p className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" /> {words.recordingVoice}
        </p>
        <p className="text-sm text-ink-200">{words.audioOnlyNote}</p>
      </div>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950 lg:aspect-[4/3]">
      <video ref={video} autoPlay muted playsInline aria-label={words.cameraPreview} className="size-full -scale-x-100 object-cover" />
      <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-white">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" /> {words.recordingInProgress}
      </p>
    </div>
  );
}

export function Waiting({ text, detail, children }: { text: string; detail?: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <p className="text-lg font-semibold text-ink-900">{text}</p>
      {detail ? <p className="text-sm text-ink-600">{detail}</p> : null}
      {children}
    </div>
  );
}
