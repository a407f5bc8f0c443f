"use client";

import { LatinReading } from "@/components/language/latin-reading";
import { scriptProps } from "@/components/language/script-text";
import type { MockLanguage } from "@/lib/language/languages";
import { useState } from "react";
import { PREVIEW_LENGTH } from "@/lib/jobs/search-rules";
import { formatDelay } from "@/lib/format";
import type { EvaluationResult } from "@/lib/mocks/evaluation/evaluation-results";
import { AnswerGuide } from "./answer-guide";
import { AnswerTakes } from "./answer-takes";
import { CameraPanel } from "./camera-panel";
import { DeliveryPanel } from "./delivery-panel";
import { scoreSourceLabel } from "@/lib/mocks/evaluation/score-label";
import { AUDIO_ONLY_NOT_WATCHED, answerMediaLabel } from "@/lib/media/answer-media";
import { preview } from "./preview";
import { HighlightedTranscript } from "./highlighted-transcript";
import { cx } from "@/components/ui/cx";
import { questionAnswerSeconds, questionName } from "@/lib/mocks/follow-ups/follow-up-rules";
import { TYPED_ANSWER_LABEL, TYPED_NOT_SPOKEN } from "@/lib/ai/evaluate/reasons";

/** A follow-up's card sits under its main question's, indented and named as its follow-up. */
/** `reading`: a Hindi question's Latin-letter reading, shown beneath it as on the question screen. */
export function AnswerCard({
  mockId,
  result,
  reading = null,
  language = "en",
}: {
  mockId: string;
  result: EvaluationResult;
  reading?: string | null;
  language?: MockLanguage;
}) {
  const [open, setOpen] = useState(false);
  const [showVideo, setShowVideo] = useState(false);
  const answer = result.candidate_answer?.trim() || "";
  const cut = preview(answer, PREVIEW_LENGTH.answer);
  const notTranscribed = result.answered && !answer;
  const followUp = result.follow_up_of !== null;
  const typed = result.answer_kind === "typed";
  return (
    <article
      id={`answer-${result.qnum}`}
      data-qnum={result.qnum}
      data-follow-up-of={result.follow_up_of ?? undefined}
      className={cx("scroll-mt-20 space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6", followUp && "ml-4 border-l-4 border-l-brand-300 sm:ml-10")}
      data-testid="answer-card"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          {followUp ? (
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase" data-testid="follow-up-label">
              {questionName(result)}
            </p>
          ) : null}
          <h3 {...scriptProps(result.question, "text-base font-semibold text-ink-950")}>
            {followUp ? <span className="sr-only">{questionName(result)}: </span> : <span className="text-brand-700">Q{result.qnum}.</span>}{" "}
            {result.question || "No question provided"}
          </h3>
          <LatinReading reading={reading} className="text-sm text-ink-700" />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {typed ? (
            <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800" data-testid="answer-kind">
              {TYPED_ANSWER_LABEL}
            </p>
          ) : null}
          {result.audio_only ? (
            <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800" data-testid="answer-media">
              {answerMediaLabel(true)}
            </p>
          ) : null}
          <p className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-900" data-testid="answer-score">
            {result.score !== null ? `${result.score}/10` : "Not scored"}
          </p>
        </div>
      </header>

      <div className="space-y-1">
        <h4 className="text-sm font-semibold text-ink-900">
          Your answer
          {typed
            ? " (as you typed it)"
            : result.transcript_source === "browser"
              ? " (as your browser heard it)"
              : result.transcript_source === "provider"
                ? " (transcript)"
                : ""}
        </h4>
        {answer ? (
          open ? (
            <HighlightedTranscript text={answer} evidence={result.evidence} />
          ) : (
            <p {...scriptProps(answer, "text-sm text-ink-800")}>{cut.short}</p>
          )
        ) : (
          <p className="text-sm text-ink-600">
            {notTranscribed ? "Recorded. We could not hear the words, so this answer has no content score." : "No answer provided"}
          </p>
        )}
        {answer && (cut.cut || result.evidence.length) ? (
          <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? "See less" : "See more"}
          </button>
        ) : null}
      </div>

      <div className="space-y-1">
        <h4 className="text-sm font-semibold text-ink-900">Evaluation</h4>
        <p {...scriptProps(result.reason, "text-sm text-ink-800")}>{result.reason?.trim() || "No reason provided"}</p>
        <p className="text-xs text-ink-500">{scoreSourceLabel(result.engine, result.score !== null, typed)}</p>
      </div>

      {result.evidence.length ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold text-ink-900">Your words this rests on</h4>
          <ul className="space-y-1" data-testid="evidence">
            {result.evidence.map((quote) => (
              <li key={quote} {...scriptProps(quote, "rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-ink-900")}>
                “{quote}”
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result.missing || result.improvement ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["What was missing", result.missing],
              ["How to improve", result.improvement],
            ] as const
          ).map(([term, words]) =>
            words ? (
              <div key={term}>
                <dt className="text-sm font-semibold text-ink-900">{term}</dt>
                <dd {...scriptProps(words, "text-sm text-ink-700")}>{words}</dd>
              </div>
            ) : null,
          )}
        </dl>
      ) : null}

      {result.late_seconds !== null ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="late-answer">
          This answer arrived {formatDelay(result.late_seconds)} after you submitted the interview: the connection held it up. It was recorded within its time,
          so it is kept and scored like the others.
        </p>
      ) : null}

      {typed ? (
        <div className="space-y-1" data-testid="delivery">
          <h4 className="text-sm font-semibold text-ink-900">How you spoke</h4>
          <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">{TYPED_NOT_SPOKEN}</p>
        </div>
      ) : result.delivery ? (
        <DeliveryPanel delivery={result.delivery} lengthSource={result.length_source} />
      ) : null}

      {result.camera ? <CameraPanel camera={result.camera} durationSeconds={result.delivery?.durationSeconds ?? null} /> : null}
      {result.audio_only ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="audio-only-note">
          {AUDIO_ONLY_NOT_WATCHED}
        </p>
      ) : null}

      {result.answered && result.guide.length ? (
        <AnswerGuide
          mockId={mockId}
          qnum={result.qnum}
          points={result.guide}
          ticks={result.guide_ticks}
          outline={result.engine?.startsWith("openai:") ? result.model_answer : null}
        />
      ) : null}

      {result.video && result.audio_only ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold text-ink-900">Listen to your answer</h4>
          {/* Fetched only when played: a small file, but one per question. */}
          <audio
            src={result.video}
            controls
            preload="none"
            className="w-full max-w-md"
            aria-label={`Your recorded answer to question ${result.qnum} (audio)`}
            data-testid="answer-audio"
          />
        </div>
      ) : result.video ? (
        showVideo ? (
          <video
            src={result.video}
            controls
            playsInline
            className="aspect-video w-full max-w-md rounded-xl bg-ink-950"
            aria-label={`Your recorded answer to question ${result.qnum}`}
          />
        ) : (
          <button type="button" onClick={() => setShowVideo(true)} className="text-sm font-semibold text-brand-700 hover:underline">
            Watch your answer
          </button>
        )
      ) : null}

      {result.answered ? (
        <AnswerTakes mockId={mockId} qnum={result.qnum} takes={result.takes} seconds={questionAnswerSeconds(0, followUp)} language={language} />
      ) : null}
    </article>
  );
}
