"use client";
// The recorded interview's question screen, the parts that only draw: the question's heading and
// countdown, its audio (one button plays it again), the progress dots, the buttons and the camera.
import type { RefObject } from "react";
import { QuestionAudio } from "@/components/language/question-audio";
import { scriptProps } from "@/components/language/script-text";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { INTERVIEW_WARNING_SECONDS } from "@/lib/interviews/interview-rules";
import { formatClock } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { MockLanguage } from "@/lib/language/languages";
import type { Question } from "./interview-api";
import type { QuestionState } from "./question-order";
import type { InterviewText } from "./interview-text";

export function QuestionHeading({
  state,
  retakes,
  left,
  audio,
  language,
  text,
}: {
  state: QuestionState;
  retakes: number;
  left: number;
  audio: RefObject<HTMLAudioElement | null>;
  language: MockLanguage;
  text: InterviewText;
}) {
  const { question, number, take } = state;
  const total = question?.totalQuestions ?? 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-700">
          {fill(total ? text.questionOf : text.questionNumber, { n: question?.ques_no ?? number, total })}
          {retakes > 0 && question ? (
            <span className="font-normal text-ink-600" data-testid="take">
              {fill(text.takeOf, { take, takes: retakes + 1 })}
            </span>
          ) : null}
        </p>
        <p
          className={`rounded-full px-3 py-1 font-mono text-lg font-bold tabular-nums ${left <= INTERVIEW_WARNING_SECONDS ? "bg-red-50 text-red-700" : "bg-ink-100 text-ink-900"}`}
          aria-label={fill(text.timeLeft, { time: formatClock(left) })}
          data-testid="countdown"
        >
          {formatClock(left)}
        </p>
      </div>
      {/* The employer's words in their own script: the Devanagari font and lang="hi" only where the question has Devanagari.
          Marked translate="no": the question is theirs, not the interface's. */}
      <h1
        id="question-title"
        translate={question ? "no" : undefined}
        {...scriptProps(question?.quest, "mt-3 min-h-16 text-xl leading-snug font-bold text-ink-950 sm:text-2xl")}
      >
        {question ? question.quest : <Spinner label={text.fetching} />}
      </h1>
      {question?.audio ? (
        <QuestionAudio audio={audio} src={question.audio} language={language} autoPlay className="mt-4">
          <Icon name="refresh" className="size-4" /> {text.playAgain}
        </QuestionAudio>
      ) : null}
    </>
  );
}

const DOT_KEYS = { answered: "dotAnswered", current: "dotCurrent", upcoming: "dotUpcoming" } as const;

export function ProgressDots({ question, number, text }: { question: Question | null; number: number; text: InterviewText }) {
  const at = question?.ques_no ?? number;
  return (
    <ol className="mt-6 flex flex-wrap gap-2" aria-label={text.progress}>
      {Array.from({ length: question?.totalQuestions ?? 0 }, (_, i) => {
        const n = i + 1;
        const state = n < at ? "answered" : n === at ? "current" : "upcoming";
        return (
          <li
            key={n}
            aria-label={fill(text[DOT_KEYS[state]], { n })}
            aria-current={state === "current" ? "step" : undefined}
            className={`size-3 rounded-full ${state === "answered" ? "bg-brand-600" : state === "current" ? "bg-brand-600 ring-4 ring-brand-200" : "bg-ink-200"}`}
          />
        );
      })}
    </ol>
  );
}

export function QuestionButtons({
  state,
  retakes,
  onNext,
  onRecordAgain,
  onSubmitEarly,
  text,
}: {
  state: QuestionState;
  retakes: number;
  onNext: () => void;
  onRecordAgain: () => void;
  onSubmitEarly: () => void;
  text: InterviewText;
}) {
  const { question, take, phase } = state;
  const isLast = question ? question.ques_no >= question.totalQuestions : false;
  const moving = phase === "moving" || phase === "loading";
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button onClick={onNext} disabled={!question || phase === "retaking"} loading={moving && Boolean(question)}>
          {isLast ? text.finish : text.nextQuestion} <Icon name="arrowRight" className="size-4" />
        </Button>
        {question && !isLast ? (
          <Button variant="outline" onClick={onSubmitEarly} disabled={moving || phase === "retaking"}>
            {text.submitInterview}
          </Button>
        ) : null}
        {/* Last in the row: when the last retake starts it goes, and nothing moves into the place
            a double click's second click lands on. */}
        {question && retakes > 0 && take <= retakes ? (
          <Button variant="secondary" onClick={onRecordAgain} disabled={moving} loading={phase === "retaking"}>
            <Icon name="refresh" className="size-4" /> {fill(text.recordAgain, { left: retakes + 1 - take })}
          </Button>
        ) : null}
      </div>
      {question && retakes > 0 ? (
        <p className="mt-3 text-sm text-ink-600" data-testid="retake-note">
          {take <= retakes ? text.retakeNote : text.noRetakes}
        </p>
      ) : null}
    </>
  );
}

export function RecordingBadge({ recording, text }: { recording: boolean; text: InterviewText }) {
  return recording ? (
    <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-red-700">
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
      {text.recording}
    </p>
  ) : (
    <p className="mb-2 text-sm font-semibold text-ink-700">{text.notRecording}</p>
  );
}
