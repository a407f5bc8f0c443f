"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { descriptionPreview } from "@/components/jobs/format";
import { formatDay } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PREVIEW_LENGTH } from "@/lib/jobs/search-rules";
import type { MockSummary } from "@/lib/mocks/map-mock";
import type { MockListText } from "./mock-list-text";

type Props = { mock: MockSummary; text: MockListText };

function Progress({ mock, text }: Props) {
  const { total, questionsWritten, audioMade } = mock.progress;
  // Writing the questions is one step; each question's audio is one more.
  const done = (questionsWritten > 0 ? 1 : 0) + audioMade;
  const percent = Math.round((done / (total + 1)) * 100);
  const said = questionsWritten === 0 ? text.writingQuestions : fill(text.questionsWritten, { written: questionsWritten, audio: audioMade });
  return (
    <div className="w-full" data-testid="mock-progress">
      <p className="flex items-center gap-2 text-sm font-medium text-ink-700" aria-live="polite">
        <Spinner className="size-4" />
        {said}
      </p>
      <div
        role="progressbar"
        aria-label={fill(text.preparing, { title: mock.Title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width] duration-500" style={{ width: `${Math.max(percent, 4)}%` }} />
      </div>
    </div>
  );
}

function StatusAction({ mock, text }: Props) {
  const router = useRouter();
  const status = mock.Status;
  if (status === "Question Generated" || status === "In Progress") {
    return (
      <Link href={`/mock/mock-interview?mock_id=${mock.mock_id}`} className={buttonClasses({ className: "w-full" })}>
        {text.start}
      </Link>
    );
  }
  if (status === "Process Completed") {
    return (
      <Link href={`/mock/mock-review?mock_id=${mock.mock_id}`} className={buttonClasses({ variant: "secondary", className: "w-full" })}>
        {text.viewFeedback}
      </Link>
    );
  }
  if (status === "failed") {
    return (
      <Button
        variant="outline"
        className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={() => {
          window.alert(text.recreateAlert);
          router.push("/mock/new-mock");
        }}
      >
        {text.recreate}
      </Button>
    );
  }
  if (status === "Evaluating") {
    return (
      <p className="flex h-11 items-center justify-center gap-2 rounded-xl bg-ink-50 text-sm font-medium text-ink-700">
        <Spinner className="size-4" /> {text.evaluating}
      </p>
    );
  }
  return <Progress mock={mock} text={text} />;
}

/** The weak spot this mock asks again, quoted in the mock's own words. */
function PracticeOf({ question, text }: { question: string; text: MockListText }) {
  const [before = "", after = ""] = text.practiceOf.split("{question}");
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-ink-800" data-testid="practice-of">
      {before}
      <span translate="no">{descriptionPreview(question, PREVIEW_LENGTH.question * 3)}</span>
      {after}
    </p>
  );
}

/** A mock's card; its title, skills and description are the candidate's own words (translate="no"). */
export function MockCard({ mock, text }: Props) {
  const difficulty = text.difficulty[mock.Question_Preference as keyof MockListText["difficulty"]] ?? mock.Question_Preference;
  return (
    <Card className="flex flex-col p-5" data-testid="mock-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold leading-snug text-ink-950" translate="no">
          {mock.Title}
        </h2>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{difficulty}</span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={text.skills} translate="no">
        {mock.Skills.map((skill) => (
          <li key={skill} className="rounded-lg bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
            {skill}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-500">{text.experience}</dt>
          <dd className="font-medium text-ink-800">{fill(mock.Experience === 1 ? text.oneYear : text.years, { count: mock.Experience })}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{text.createdOn}</dt>
          <dd className="font-medium text-ink-800">
            <time dateTime={new Date(mock.Created_At * 1000).toISOString()}>{formatDay(mock.Created_At, { locale: text.tag })}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{text.language}</dt>
          <dd className="font-medium text-ink-800" data-testid="mock-language">
            {text.languages[mock.language]}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600" translate="no">
        {descriptionPreview(mock.Description, PREVIEW_LENGTH.mockDescription)}
      </p>
      {mock.practice_of ? <PracticeOf question={mock.practice_of} text={text} /> : null}
      <div className="mt-4">
        <StatusAction mock={mock} text={text} />
      </div>
    </Card>
  );
}
