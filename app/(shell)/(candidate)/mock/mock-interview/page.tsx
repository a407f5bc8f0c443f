import { getTranslations } from "next-intl/server";
import { MockInterviewWizard } from "@/components/mocks/interview/mock-interview-wizard";
import { ButtonLink } from "@/components/ui/button";
import { aiEngine } from "@/lib/ai";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { isAppError } from "@/lib/errors/app-error";
import { getMockData, type MockData } from "@/lib/mocks/get-mock-data";
import { errorWords, MOCK_INTERVIEW_ERRORS } from "@/lib/i18n/form-errors";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("mockInterview");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function load(candidateId: string, mockId: string | undefined): Promise<MockData | null> {
  if (!mockId || !UUID.test(mockId)) return null;
  try {
    return await getMockData({ candidateId, mockId });
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

export default async function MockInterviewPage({ searchParams }: PageProps<"/mock/mock-interview">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const { mock_id } = await searchParams;
  const [mock, t, locale] = await Promise.all([
    load(candidate.id, typeof mock_id === "string" ? mock_id : undefined),
    getTranslations("mockInterview"),
    currentLocale(),
  ]);
  const back = t("backToMocks");
  if (!mock || mock.questions.length === 0) {
    return <Notice text={t("wrongMock")} role="alert" back={back} />;
  }
  if (mock.Status !== "Question Generated" && mock.Status !== "In Progress") {
    return (
      <Notice text={t("submitted")} back={back}>
        <ButtonLink href={`/mock/mock-review?mock_id=${mock.mock_id}`}>{t("viewFeedback")}</ButtonLink>
      </Notice>
    );
  }
  // The wizard is handed its own words, the recording parts' and its refusals', nothing else of the catalog.
  const text = { mock: messagesFor(locale, "mockInterview"), recording: messagesFor(locale, "recording"), errors: errorWords(locale, MOCK_INTERVIEW_ERRORS) };
  return (
    <div className="mx-auto max-w-6xl">
      <MockInterviewWizard
        mockId={mock.mock_id}
        firstName={candidate.firstName ?? ""}
        questions={mock.questions}
        answered={mock.answered}
        transcription={aiEngine().transcription}
        extraTimePercent={mock.extra_time_percent}
        practiceRun={mock.practice_run}
        followUps={mock.follow_ups}
        language={mock.language}
        locale={locale}
        text={text}
      />
    </div>
  );
}

function Notice({ text, role, back, children }: { text: string; role?: "alert"; back: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-10 text-center">
      <p role={role} className="text-base font-medium text-ink-800">
        {text}
      </p>
      <div className="flex justify-center gap-3">
        {children}
        <ButtonLink href="/mock" variant="secondary">
          {back}
        </ButtonLink>
      </div>
    </div>
  );
}
