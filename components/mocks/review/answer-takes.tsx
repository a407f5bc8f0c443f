"use client";

// Every take of one question side by side, each with what changed since take 1, and "Try this
// question again": a new take recorded right here, scored the same way, no credit spent.
import type { MockLanguage } from "@/lib/language/languages";
import { useRouter } from "next/navigation";
import { cx } from "@/components/ui/cx";
import { MOCK_RETAKES_PER_QUESTION } from "@/lib/mocks/mock-rules";
import type { AnswerTake } from "@/lib/mocks/evaluation/evaluation-results";
import { LazyRetakeRecorder } from "./lazy-retake-recorder";
import { fill } from "@/lib/i18n/fill";
import type { ReviewText } from "./review-text";

function signed(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = Math.sign(rounded);
  return `${sign === 1 ? "+" : sign === -1 ? "−" : "±"}${Math.abs(rounded)}`;
}

function TakeCard({ take, first, text }: { take: AnswerTake; first: AnswerTake; text: ReviewText }) {
  const isFirst = take.take === first.take;
  const seconds = take.delivery?.durationSeconds ?? null;
  const share = take.delivery?.speakingShare ?? null;
  const scoreChange = !isFirst && take.score !== null && first.score !== null ? take.score - first.score : null;
  const lengthChange = !isFirst && seconds !== null && first.delivery?.durationSeconds != null ? seconds - first.delivery.durationSeconds : null;
  const tone = Math.sign(scoreChange ?? 0);
  const shareChange = !isFirst && share !== null && first.delivery?.speakingShare != null ? (share - first.delivery.speakingShare) * 100 : null;
  return (
    <li className="space-y-1.5 rounded-xl border border-ink-200 bg-ink-50 p-3" data-testid="take" data-take={take.take}>
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{isFirst ? text.takeFirst : fill(text.takeN, { n: take.take })}</p>
      {take.evaluated ? (
        <p className="text-lg font-semibold text-ink-950" data-testid="take-score">
          {take.score !== null ? `${take.score}/10` : text.notScored}
          {scoreChange !== null ? (
            <span
              className={cx("ml-2 text-sm font-semibold", tone === 1 ? "text-green-700" : tone === -1 ? "text-red-700" : "text-ink-600")}
              data-testid="take-change"
            >
              {fill(text.onTakeOne, { change: signed(scoreChange) })}
            </span>
          ) : null}
        </p>
      ) : (
        <p role="status" className="text-sm font-medium text-ink-700">
          {text.beingScored}
        </p>
      )}
      <dl className="space-y-0.5 text-xs text-ink-700">
        {seconds !== null ? (
          <div>
            <dt className="inline">{text.takeLength} </dt>
            <dd className="inline">
              {fill(text.seconds, { n: Math.round(seconds) })}
              {lengthChange !== null ? ` ${fill(text.changeSeconds, { change: signed(lengthChange) })}` : ""}
            </dd>
          </div>
        ) : null}
        {share !== null ? (
          <div>
            <dt className="inline">{text.takeSpeaking} </dt>
            <dd className="inline">
              {fill(text.shareOfTime, { n: Math.round(share * 100) })}
              {shareChange !== null ? ` ${fill(text.changePoints, { change: signed(shareChange) })}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {take.evaluated && take.reason && !isFirst ? (
        <p className="text-xs text-ink-700" translate="no">
          {take.reason}
        </p>
      ) : null}
      {take.video ? (
        <a href={take.video} target="_blank" rel="noreferrer" className="text-xs font-semibold text-brand-700 hover:underline">
          {fill(take.audio_only ? text.listenTake : text.watchTake, { n: take.take })}
        </a>
      ) : null}
    </li>
  );
}

export function AnswerTakes({
  mockId,
  qnum,
  takes,
  seconds,
  language = "en",
  text,
}: {
  mockId: string;
  qnum: number;
  takes: AnswerTake[];
  seconds?: number;
  language?: MockLanguage;
  text: ReviewText;
}) {
  const router = useRouter();
  // A take still being scored is looked at again by the review around it (MockReview).
  const left = MOCK_RETAKES_PER_QUESTION + 1 - takes.length;

  const first = takes[0];
  if (!first) return null;
  return (
    <section className="space-y-3" aria-label={fill(text.takesLabel, { n: qnum })} data-testid="takes">
      {takes.length > 1 ? (
        <>
          <h4 className="text-sm font-semibold text-ink-900">{text.yourTakes}</h4>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {takes.map((take) => (
              <TakeCard key={take.take} take={take} first={first} text={text} />
            ))}
          </ol>
        </>
      ) : null}
      {left > 0 ? (
        <LazyRetakeRecorder
          mockId={mockId}
          qnum={qnum}
          take={takes.length + 1}
          left={left}
          seconds={seconds}
          audioOnly={takes[takes.length - 1]?.audio_only ?? false}
          language={language}
          text={text}
          onSent={() => router.refresh()}
        />
      ) : (
        <p className="text-sm text-ink-600">{fill(text.takesUsed, { n: MOCK_RETAKES_PER_QUESTION })}</p>
      )}
    </section>
  );
}
