import { getTranslations } from "next-intl/server";
import { MockInterviewWizard } from "@/components/mocks/interview/mock-interview-wizard";
import { ButtonLink } from "@/components/ui/button";
import { MockNotice } from "@/components/mocks/mock-notice";
import { aiEngine } from "@/lib/ai";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { findMockData } from "@/lib/mocks/get-mock-data";
import { errorWords, MOCK_INTERVIEW_ERRORS } from "@/lib/i18n/form-errors";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("mockInterview");

export default async function MockInterviewPage({ searchParams }: PageProps<"/mock/mock-interview">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const { mock_id } = await searchParams;
  const [mock, t, locale] = await Promise.all([
    findMockData({ candidateId: candidate.id, mockId: mock_id }),
    getTranslations("mockInterview"),
    currentLocale(),
  ]);
  const back = t("backToMocks");
  if (!mock || mock.questions.length === 0) {
    return <MockNotice text={t("wrongMock")} role="alert" back={back} />;
  }
  if (mock.Status !== "Question Generated" && mock.Status !== "In Progress") {
    return (
      <MockNotice text={t("submitted")} back={back}>
        <ButtonLink href={`/mock/mock-review?mock_id=${mock.mock_id}`}>{t("viewFeedback")}</ButtonLink>
      </MockNotice>
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
