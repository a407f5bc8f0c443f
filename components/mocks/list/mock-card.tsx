"use client";

import { LANGUAGE_NAMES } from "@/lib/language/languages";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { descriptionPreview } from "@/components/jobs/format";
import { formatDay } from "@/lib/format";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PREVIEW_LENGTH } from "@/lib/jobs/search-rules";
import type { MockSummary } from "@/lib/mocks/map-mock";

export const RECREATE_ALERT = "Creating this mock interview failed, so no token was deducted. Please create it again.";

function Progress({ mock }: { mock: MockSummary }) {
  const { total, questionsWritten, audioMade } = mock.progress;
  // Writing the questions is one step; each question's audio is one more.
  const done = (questionsWritten > 0 ? 1 : 0) + audioMade;
  const percent = Math.round((done / (total + 1)) * 100);
  const text =
    questionsWritten === 0 ? "Writing your questions…" : `Questions written: ${questionsWritten}. Audio ready for ${audioMade} of ${questionsWritten}.`;
  return (
    <div className="w-full" data-testid="mock-progress">
      <p className="flex items-center gap-2 text-sm font-medium text-ink-700" aria-live="polite">
        <Spinner className="size-4" />
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={`Preparing ${mock.Title}`}
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

function StatusAction({ mock }: { mock: MockSummary }) {
  const router = useRouter();
  switch (mock.Status) {
    case "Question Generated":
    case "In Progress":
      return (
        <Link href={`/mock/mock-interview?mock_id=${mock.mock_id}`} className={buttonClasses({ className: "w-full" })}>
          Start Mock Interview
        </Link>
      );
    case "Process Completed":
      return (
        <Link href={`/mock/mock-review?mock_id=${mock.mock_id}`} className={buttonClasses({ variant: "secondary", className: "w-full" })}>
          View FeedBack
        </Link>
      );
    case "failed":
      return (
        <Button
          variant="outline"
          className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
          onClick={() => {
            window.alert(RECREATE_ALERT);
            router.push("/mock/new-mock");
          }}
        >
          Error - ReCreate Mock
        </Button>
      );
    case "Evaluating":
      return (
        <p className="flex h-11 items-center justify-center gap-2 rounded-xl bg-ink-50 text-sm font-medium text-ink-700">
          <Spinner className="size-4" /> Evaluating your answers…
        </p>
      );
    default:
      return <Progress mock={mock} />;
  }
}

export function MockCard({ mock }: { mock: MockSummary }) {
  return (
    <Card className="flex flex-col p-5" data-testid="mock-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold leading-snug text-ink-950">{mock.Title}</h2>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{mock.Question_Preference}</span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
        {mock.Skills.map((skill) => (
          <li key={skill} className="rounded-lg bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
            {skill}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-500">Experience</dt>
          <dd className="font-medium text-ink-800">
            {mock.Experience} {mock.Experience === 1 ? "year" : "years"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Created</dt>
          <dd className="font-medium text-ink-800">
            <time dateTime={new Date(mock.Created_At * 1000).toISOString()}>{formatDay(mock.Created_At)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Language</dt>
          <dd className="font-medium text-ink-800" data-testid="mock-language">
            {LANGUAGE_NAMES[mock.language].en}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{descriptionPreview(mock.Description, PREVIEW_LENGTH.mockDescription)}</p>
      {mock.practice_of ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-ink-800" data-testid="practice-of">
          Includes a weak spot asked a new way: “{descriptionPreview(mock.practice_of, PREVIEW_LENGTH.question * 3)}”
        </p>
      ) : null}
      <div className="mt-4">
        <StatusAction mock={mock} />
      </div>
    </Card>
  );
}
