import type { Metadata } from "next";
import { MockList } from "@/components/mocks/list/mock-list";
import { MockToolbar } from "@/components/mocks/list/mock-toolbar";
import { LazyKeptRecordingsPrompt } from "@/components/recording/lazy-kept-prompt";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { MOCK_DURATION_TEXT, MOCK_FEEDBACK_READY_TEXT } from "@/lib/mocks/mock-rules";
import { getCreditBalance } from "@/lib/credits";
import { listMocks } from "@/lib/mocks/list-mocks";
import { listWeakSpots } from "@/lib/mocks/weak-spots";
import { WeakSpots } from "@/components/mocks/list/weak-spots";
import { listScoreProgress } from "@/lib/mocks/evaluation/score-progress";
import { ScoreProgress } from "@/components/mocks/list/score-progress";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Mock interviews" };

/** `created`: the mock just created on the new-mock form, shown in view with a confirmation. */
export default async function MockListPage({ searchParams }: { searchParams: Promise<{ created?: string | string[] }> }) {
  const { created } = await searchParams;
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [mocks, credits, progress, weakSpots] = await Promise.all([
    listMocks({ candidateId: candidate.id }),
    getCreditBalance({ candidateId: candidate.id }),
    listScoreProgress({ candidateId: candidate.id }),
    listWeakSpots({ candidateId: candidate.id }),
  ]);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-950">Mock interviews</h1>
          <p className="mt-1.5 max-w-2xl text-sm text-ink-600">
            Practise for the role you want: {MOCK_DURATION_TEXT}, spoken aloud and written for your CV, with {MOCK_FEEDBACK_READY_TEXT}.
          </p>
        </div>
        <MockToolbar credits={credits} />
      </div>
      <LazyKeptRecordingsPrompt className="mt-6" />
      <ScoreProgress points={progress} />
      <WeakSpots items={weakSpots} />
      <MockList initial={mocks} created={typeof created === "string" ? created : null} />
    </div>
  );
}
