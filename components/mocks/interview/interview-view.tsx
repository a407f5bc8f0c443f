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

export function QuestionHeading({
  question,
  mains,
  left,
  audio,
  language,
}: {
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
            `Question ${question.qnum} of ${mains}`
          ) : (
            <>
              Question {question.follow_up_of} of {mains} · follow-up{" "}
              <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
                Follow-up to question {question.follow_up_of}
              </span>
            </>
          )}
        </p>
        <p
          className={cx(
            "rounded-full px-3 py-1 text-sm font-semibold tabular-nums",
            left <= MOCK_ANSWER_WARNING_SECONDS ? "bg-red-50 text-red-700" : "bg-ink-100 text-ink-800",
          )}
          aria-label={`Time left ${formatClock(left)}`}
        >
          {formatClock(left)}
        </p>
      </div>
      <div className="space-y-1">
        <h1 id="question-title" {...scriptProps(question.question, "text-xl font-semibold text-ink-950 sm:text-2xl")}>
          {question.question}
        </h1>
        <LatinReading reading={question.reading} />
      </div>
      {question.audio ? (
        <QuestionAudio audio={audio} src={question.audio} language={language}>
          Replay question
        </QuestionAudio>
      ) : null}
      <p aria-live="polite" className="text-sm text-ink-700">
        {left <= MOCK_ANSWER_WARNING_SECONDS && left > 0 ? `${MOCK_ANSWER_WARNING_SECONDS} seconds left: start wrapping up your answer.` : ""}
      </p>
    </>
  );
}

export function ProgressDots({ list, index }: { list: readonly WizardQuestion[]; index: number }) {
  return (
    <ol aria-label="Progress" className="flex flex-wrap gap-2">
      {list.map((item, i) => (
        <li
          key={item.qnum}
          aria-current={i === index ? "step" : undefined}
          aria-label={`${item.follow_up_of !== null ? `Follow-up to question ${item.follow_up_of}` : `Question ${item.qnum}`}${i < index ? ", answered" : i === index ? ", current" : ""}`}
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

/** Next (or Finish), sending a typed answer first; "Go on without it" after a typed answer was refused; "Submit Interview" before the last. */
export function AnswerButtons({
  last,
  typing,
  typedSend,
  onNext,
  onSkipTyped,
  onSubmitEarly,
}: {
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
        aria-label={
          typing
            ? last
              ? "Send your typed answer and submit"
              : "Send your typed answer and go to the next question"
            : last
              ? "Finish and submit"
              : "Next question"
        }
      >
        {typing ? (typedSend.error && !typedSend.refused ? "Send again" : last ? "Send and finish" : "Send and go on") : last ? "Finish" : "Next"}{" "}
        <span aria-hidden="true">→</span>
      </Button>
      {typing && typedSend.refused ? (
        <Button variant="secondary" onClick={onSkipTyped}>
          {last ? "Finish without it" : "Go on without it"}
        </Button>
      ) : null}
      {!last ? (
        <Button variant="secondary" onClick={onSubmitEarly}>
          Submit Interview
        </Button>
      ) : null}
    </div>
  );
}

export function LivePreview({ stream, audioOnly, recording }: { stream: MediaStream; audioOnly: boolean; recording: boolean }) {
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
        Not recording now.
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
