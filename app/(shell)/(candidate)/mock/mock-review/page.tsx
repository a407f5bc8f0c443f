import { MockReview } from "@/components/mocks/review/mock-review";
import type { ReviewText } from "@/components/mocks/review/review-text";
import { discWordsFrom } from "@/components/disc/disc-words";
import { MockNotice } from "@/components/mocks/mock-notice";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { DISC_STYLE_NAMES, discInterviewTip, getLatestDiscResult } from "@/lib/disc";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { findMockData } from "@/lib/mocks/get-mock-data";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("mockReview");

export default async function MockReviewPage({ searchParams }: PageProps<"/mock/mock-review">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [{ mock_id }, locale] = await Promise.all([searchParams, currentLocale()]);
  const text: ReviewText = { ...messagesFor(locale, "mockReview"), score: messagesFor(locale, "mockScore"), recordingWords: messagesFor(locale, "recording") };
  const mock = await findMockData({ candidateId: candidate.id, mockId: mock_id });
  if (!mock) return <MockNotice text={text.wrongMock} role="alert" back={text.backToMocks} />;
  const disc = await getLatestDiscResult({ candidateId: candidate.id });
  const words = discWordsFrom(messagesFor(locale, "discStyles"), messagesFor(locale, "discReport"));
  const styleTip = disc ? { style: DISC_STYLE_NAMES[disc.primary], tip: discInterviewTip(disc.primary, disc.secondary, words) } : null;
  return <MockReview mock={mock} styleTip={styleTip} text={text} />;
}
