"use client";

import { LatinReading } from "@/components/language/latin-reading";
import { scriptProps } from "@/components/language/script-text";
import type { MockLanguage } from "@/lib/language/languages";
import { useState, type ReactNode } from "react";
import { PREVIEW_LENGTH } from "@/lib/jobs/search-rules";
import { formatDelay } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { questionNameIn, type ReviewText } from "./review-text";
import type { EvaluationResult } from "@/lib/mocks/evaluation/evaluation-results";
import { AnswerGuide } from "./answer-guide";
import { AnswerTakes } from "./answer-takes";
import { CameraPanel } from "./camera-panel";
import { DeliveryPanel } from "./delivery-panel";
import { scoreSourceLabel } from "@/lib/mocks/evaluation/score-label";
import { preview } from "./preview";
import { HighlightedTranscript } from "./highlighted-transcript";
import { cx } from "@/components/ui/cx";
import { questionAnswerSeconds } from "@/lib/mocks/follow-ups/follow-up-rules";

/** A follow-up's card sits under its main question's, indented and named as its follow-up. */
/** `reading`: a Hindi question's Latin-letter reading, shown beneath it as on the question screen. */
/** The judge's words and the candidate's are marked `translate="no"`: they stay as written, in the mock's language. */
export function AnswerCard({
  mockId,
  result,
  reading = null,
  language = "en",
  text,
}: {
  mockId: string;
  result: EvaluationResult;
  reading?: string | null;
  language?: MockLanguage;
  text: ReviewText;
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
              {questionNameIn(text, result)}
            </p>
          ) : null}
          <h3 {...scriptProps(result.question, "text-base font-semibold text-ink-950")}>
            {followUp ? (
              <span className="sr-only">{questionNameIn(text, result)}: </span>
            ) : (
              <span className="text-brand-700">{fill(text.qLabel, { n: result.qnum })}</span>
            )}{" "}
            {result.question ? <span translate="no">{result.question}</span> : text.noQuestion}
          </h3>
          <LatinReading reading={reading} className="text-sm text-ink-700" />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {typed ? <HowAnswered testId="answer-kind">{text.typedAnswer}</HowAnswered> : null}
          {result.audio_only ? <HowAnswered testId="answer-media">{text.audioAnswer}</HowAnswered> : null}
          <p className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-900" data-testid="answer-score">
            {result.score !== null ? `${result.score}/10` : text.notScored}
          </p>
        </div>
      </header>

      <div className="space-y-1">
        <h4 className="text-sm font-semibold text-ink-900">
          {typed
            ? text.yourAnswerTyped
            : result.transcript_source === "browser"
              ? text.yourAnswerBrowser
              : result.transcript_source === "provider"
                ? text.yourAnswerTranscript
                : text.yourAnswer}
        </h4>
        {answer ? (
          open ? (
            <HighlightedTranscript text={answer} evidence={result.evidence} />
          ) : (
            <p {...scriptProps(answer, "text-sm text-ink-800")} translate="no">
              {cut.short}
            </p>
          )
        ) : (
          <p className="text-sm text-ink-600">{notTranscribed ? text.notHeard : text.noAnswer}</p>
        )}
        {answer && (cut.cut || result.evidence.length) ? (
          <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? text.seeLess : text.seeMore}
          </button>
        ) : null}
      </div>

      <div className="space-y-1">
        <h4 className="text-sm font-semibold text-ink-900">{text.evaluation}</h4>
        {result.reason?.trim() ? (
          <p {...scriptProps(result.reason, "text-sm text-ink-800")} translate="no">
            {result.reason.trim()}
          </p>
        ) : (
          <p className="text-sm text-ink-800">{text.noReason}</p>
        )}
        <p className="text-xs text-ink-500">{scoreSourceLabel(result.engine, result.score !== null, typed, text.score)}</p>
      </div>

      {result.evidence.length ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold text-ink-900">{text.restsOn}</h4>
          <ul className="space-y-1" data-testid="evidence">
            {result.evidence.map((quote) => (
              <li key={quote} {...scriptProps(quote, "rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-ink-900")} translate="no">
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
              [text.missing, result.missing],
              [text.improve, result.improvement],
            ] as const
          ).map(([term, words]) =>
            words ? (
              <div key={term}>
                <dt className="text-sm font-semibold text-ink-900">{term}</dt>
                <dd {...scriptProps(words, "text-sm text-ink-700")} translate="no">
                  {words}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      ) : null}

      {result.late_seconds !== null ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="late-answer">
          {fill(text.late, { delay: formatDelay(result.late_seconds, text) })}
        </p>
      ) : null}

      {typed ? (
        <div className="space-y-1" data-testid="delivery">
          <h4 className="text-sm font-semibold text-ink-900">{text.spoke}</h4>
          <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">{text.typedNotSpoken}</p>
        </div>
      ) : result.delivery ? (
        <DeliveryPanel delivery={result.delivery} lengthSource={result.length_source} text={text} />
      ) : null}

      {result.camera ? <CameraPanel camera={result.camera} durationSeconds={result.delivery?.durationSeconds ?? null} text={text} /> : null}
      {result.audio_only ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="audio-only-note">
          {text.audioOnlyNote}
        </p>
      ) : null}

      {result.answered && result.guide.length ? (
        <AnswerGuide
          mockId={mockId}
          qnum={result.qnum}
          points={result.guide}
          ticks={result.guide_ticks}
          outline={result.engine?.startsWith("openai:") ? result.model_answer : null}
          text={text}
        />
      ) : null}

      {result.video && result.audio_only ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold text-ink-900">{text.listen}</h4>
          {/* Fetched only when played: a small file, but one per question. */}
          <audio
            src={result.video}
            controls
            preload="none"
            className="w-full max-w-md"
            aria-label={fill(text.audioLabel, { n: result.qnum })}
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
            aria-label={fill(text.videoLabel, { n: result.qnum })}
          />
        ) : (
          <button type="button" onClick={() => setShowVideo(true)} className="text-sm font-semibold text-brand-700 hover:underline">
            {text.watch}
          </button>
        )
      ) : null}

      {result.answered ? (
        <AnswerTakes mockId={mockId} qnum={result.qnum} takes={result.takes} seconds={questionAnswerSeconds(0, followUp)} language={language} text={text} />
      ) : null}
    </article>
  );
}

/** A tag beside the score saying how the answer was given (typed, or sound alone). */
function HowAnswered({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800" data-testid={testId}>
      {children}
    </p>
  );
}
