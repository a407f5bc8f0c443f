import { MockList } from "@/components/mocks/list/mock-list";
import { MockToolbar } from "@/components/mocks/list/mock-toolbar";
import { mockListText } from "@/components/mocks/list/mock-list-text";
import { LazyKeptRecordingsPrompt } from "@/components/recording/lazy-kept-prompt";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { currentLocale } from "@/lib/i18n/current-locale";
import { messagesFor } from "@/lib/i18n/catalogs";
import { getCreditBalance } from "@/lib/credits";
import { listMocks } from "@/lib/mocks/list-mocks";
import { listWeakSpots } from "@/lib/mocks/weak-spots";
import { WeakSpots } from "@/components/mocks/list/weak-spots";
import { listScoreProgress } from "@/lib/mocks/evaluation/score-progress";
import { ScoreProgress } from "@/components/mocks/list/score-progress";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("mockList");

/** `created`: the mock just created on the new-mock form, shown in view with a confirmation. */
export default async function MockListPage({ searchParams }: { searchParams: Promise<{ created?: string | string[] }> }) {
  const { created } = await searchParams;
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [mocks, credits, progress, weakSpots, locale] = await Promise.all([
    listMocks({ candidateId: candidate.id }),
    getCreditBalance({ candidateId: candidate.id }),
    listScoreProgress({ candidateId: candidate.id }),
    listWeakSpots({ candidateId: candidate.id }),
    currentLocale(),
  ]);
  const text = mockListText(locale);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading title={text.title} intro={text.introFilled} actions={<MockToolbar credits={credits} text={text} />} />
      <LazyKeptRecordingsPrompt className="mt-6" words={messagesFor(locale, "recording")} />
      <ScoreProgress points={progress} text={text} />
      <WeakSpots items={weakSpots} text={text} />
      <MockList initial={mocks} created={typeof created === "string" ? created : null} text={text} />
    </div>
  );
}
