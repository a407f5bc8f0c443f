"use client";

import { api } from "@/components/api/api";
import { useApi } from "@/components/api/use-api";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { PREVIEW_LENGTH } from "@/lib/jobs/search-rules";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { AnswerCard } from "./answer-card";
import { scriptProps } from "@/components/language/script-text";
import { scoreHeadline } from "@/lib/mocks/evaluation/score-label";
import { preview } from "./preview";
import { inAskingOrder } from "@/lib/mocks/follow-ups/follow-up-rules";
import { fill } from "@/lib/i18n/fill";
import { difficultyIn, languageIn, questionNameIn, type ReviewText } from "./review-text";
import { PageHeading } from "@/components/layout/page-heading";

/** Looks again while the evaluation runs or a retake is being scored: the page turns into the review, a take gets its score. */
const stillScoring = (mock: MockData) =>
  (mock.Status === "Evaluating" && !mock.evaluation?.failed) || mock.evaluation_results.some((result) => result.takes.some((take) => !take.evaluated));

/**
 * `styleTip`: a coaching tip drawn from the candidate's latest DISC result, when they have one; `text`: the
 * review's words in the interface language. What the judge wrote (summary, reasons) stays as written, in the mock's language.
 */
export function MockReview({ mock: rendered, styleTip, text }: { mock: MockData; styleTip?: { style: string; tip: string } | null; text: ReviewText }) {
  const { data: mock, refresh } = useApi("GET /api/mock/get-mock-data", {
    initial: rendered,
    call: { query: { mock_id: rendered.mock_id } },
    refreshEvery: (m) => (stillScoring(m) ? 2500 : 0),
  });
  const [more, setMore] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const evaluating = mock.Status === "Evaluating" && !mock.evaluation?.failed;

  async function retry() {
    setRetrying(true);
    await api("POST /api/mock/end-interview", { json: { id: mock.mock_id } });
    await refresh();
    setRetrying(false);
  }

  if (mock.evaluation?.failed) {
    return (
      <Shell mock={mock} text={text}>
        <div role="alert" className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-800">{text.evalFailed}</p>
          <p className="text-sm text-red-700">{text.evalFailedText}</p>
          <Button onClick={() => void retry()} loading={retrying}>
            {text.retry}
          </Button>
        </div>
      </Shell>
    );
  }
  if (mock.Status !== "Process Completed") {
    return (
      <Shell mock={mock} text={text}>
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 p-8 text-center">
          <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
          <p className="font-semibold text-ink-900">{evaluating ? text.evaluating : text.notSubmitted}</p>
          {!evaluating ? <ButtonLink href={`/mock/mock-interview?mock_id=${mock.mock_id}`}>{text.continue}</ButtonLink> : null}
        </div>
      </Shell>
    );
  }

  const summary = mock.overall_summary?.trim() || text.noReason;
  const cut = preview(summary, PREVIEW_LENGTH.summary);
  // Each follow-up under its main question, in the order asked.
  const results = inAskingOrder(mock.evaluation_results);
  const readings = new Map(mock.questions.map((q) => [q.qnum, q.reading]));
  const headline = scoreHeadline(mock.evaluation_results, mock.overall_score, mock.evaluation?.engine, text.score);
  return (
    <Shell mock={mock} text={text}>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <div className="rounded-2xl bg-brand-50 p-5 text-center sm:max-w-64" data-testid="total-score">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{text.totalScore}</p>
          <p className="text-4xl font-bold text-ink-950">
            {headline.total}
            <span className="text-lg text-ink-500">/10</span>
          </p>
          <p className="text-sm font-semibold text-ink-800" data-testid="score-basis">
            {headline.basis}
          </p>
          {headline.warning ? (
            <p className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-900" data-testid="score-warning">
              {headline.warning}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-ink-700" data-testid="answered-count">
            {headline.answered}
          </p>
          {mock.evaluation?.delivery_score != null ? (
            <p className="mt-1 text-sm text-ink-700">{fill(text.spokeTotal, { score: mock.evaluation.delivery_score.toFixed(2) })}</p>
          ) : null}
        </div>
        <div className="space-y-2 rounded-2xl border border-ink-200 p-5">
          <h2 className="text-sm font-semibold text-ink-900">{text.summary}</h2>
          <p {...scriptProps(summary, "text-sm text-ink-800")} translate={mock.overall_summary?.trim() ? "no" : undefined} data-testid="summary">
            {more ? summary : cut.short}
          </p>
          {cut.cut ? (
            <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setMore(!more)} aria-expanded={more}>
              {more ? text.seeLess : text.seeMore}
            </button>
          ) : null}
          <p className="text-xs text-ink-500">{headline.source}</p>
        </div>
      </div>
      {styleTip ? (
        <aside aria-labelledby="style-tip" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5" data-testid="style-tip">
          <h2 id="style-tip" className="text-sm font-semibold text-ink-900">
            {fill(text.styleTip, { style: styleTip.style })}
          </h2>
          <p className="mt-1 text-sm text-ink-800">{styleTip.tip}</p>
          <p className="mt-2 text-xs text-ink-500">{text.styleTipSource}</p>
        </aside>
      ) : null}
      <nav aria-label={text.questions} className="rounded-2xl border border-ink-200 p-4">
        <h2 className="mb-2 text-sm font-semibold text-ink-900">{text.questions}</h2>
        <ol className="grid gap-1 sm:grid-cols-2">
          {results.map((r) => (
            <li key={r.qnum} className={r.follow_up_of !== null ? "pl-4" : undefined}>
              <a
                href={`#answer-${r.qnum}`}
                className="flex justify-between gap-3 rounded-lg px-2 py-1.5 text-sm text-ink-800 hover:bg-ink-50"
                title={r.question}
              >
                <span {...scriptProps(r.question)}>
                  {r.follow_up_of !== null ? (
                    <>
                      <span aria-hidden="true">↳ </span>
                      <span className="sr-only">{questionNameIn(text, r)}: </span>
                    </>
                  ) : (
                    `${r.qnum}. `
                  )}
                  {r.question ? <span translate="no">{preview(r.question, PREVIEW_LENGTH.question).short}</span> : text.noQuestion}
                </span>
                <span className="font-semibold">{r.score !== null ? r.score : "–"}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-4">
        {results.map((r) => (
          <AnswerCard key={r.qnum} mockId={mock.mock_id} result={r} reading={readings.get(r.qnum)} language={mock.language} text={text} />
        ))}
      </div>
    </Shell>
  );
}

function Shell({ mock, text, children }: { mock: MockData; text: ReviewText; children: React.ReactNode }) {
  // The title is the candidate's own words, kept apart from the words around it.
  const title = text.feedbackTitle.split("{title}");
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeading
        title={
          <>
            {title[0]}
            <span translate="no">{mock.Title}</span>
            {title[1]}
          </>
        }
        intro={
          <>
            <span translate="no">{mock.Skills.join(", ")}</span> · {difficultyIn(text, mock.Question_Preference)} ·{" "}
            {fill(text.years, { years: mock.Experience })} · <span data-testid="mock-language">{languageIn(text, mock.language)}</span>
          </>
        }
        actions={
          <div className="flex gap-2">
            <ButtonLink href="/mock" variant="outline" size="sm">
              {text.allMocks}
            </ButtonLink>
            {mock.Status === "Process Completed" ? (
              <a
                href={`/api/mock/review-pdf?mock_id=${mock.mock_id}`}
                download
                className="inline-flex h-9 items-center rounded-xl bg-brand-600 px-3.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {text.downloadPdf}
              </a>
            ) : null}
          </div>
        }
      />
      {children}
    </div>
  );
}
