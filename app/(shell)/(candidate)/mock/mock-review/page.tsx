import { MockReview } from "@/components/mocks/review/mock-review";
import type { ReviewText } from "@/components/mocks/review/review-text";
import { discWordsFrom } from "@/components/disc/disc-words";
import { ButtonLink } from "@/components/ui/button";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { DISC_STYLE_NAMES, discInterviewTip, getLatestDiscResult } from "@/lib/disc";
import { isAppError } from "@/lib/errors/app-error";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { getMockData } from "@/lib/mocks/get-mock-data";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("mockReview");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function MockReviewPage({ searchParams }: PageProps<"/mock/mock-review">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [{ mock_id }, locale] = await Promise.all([searchParams, currentLocale()]);
  const text: ReviewText = { ...messagesFor(locale, "mockReview"), score: messagesFor(locale, "mockScore"), recordingWords: messagesFor(locale, "recording") };
  const id = typeof mock_id === "string" && UUID.test(mock_id) ? mock_id : null;
  const mock = id
    ? await getMockData({ candidateId: candidate.id, mockId: id }).catch((error: unknown) => {
        if (isAppError(error)) return null;
        throw error;
      })
    : null;
  if (!mock) {
    return (
      <div className="mx-auto max-w-lg space-y-4 py-10 text-center">
        <p role="alert" className="text-base font-medium text-ink-800">
          {text.wrongMock}
        </p>
        <ButtonLink href="/mock" variant="secondary">
          {text.backToMocks}
        </ButtonLink>
      </div>
    );
  }
  const disc = await getLatestDiscResult({ candidateId: candidate.id });
  const words = discWordsFrom(messagesFor(locale, "discStyles"), messagesFor(locale, "discReport"));
  const styleTip = disc ? { style: DISC_STYLE_NAMES[disc.primary], tip: discInterviewTip(disc.primary, disc.secondary, words) } : null;
  return <MockReview mock={mock} styleTip={styleTip} text={text} />;
}
