import type { Metadata } from "next";
import { MockReview } from "@/components/mocks/review/mock-review";
import { ButtonLink } from "@/components/ui/button";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { DISC_STYLE_NAMES, discInterviewTip, getLatestDiscResult } from "@/lib/disc";
import { isAppError } from "@/lib/errors/app-error";
import { getMockData } from "@/lib/mocks/get-mock-data";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Mock interview feedback" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function MockReviewPage({ searchParams }: PageProps<"/mock/mock-review">) {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const { mock_id } = await searchParams;
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
          {WRONG_MOCK}
        </p>
        <ButtonLink href="/mock" variant="secondary">
          Back to mock interviews
        </ButtonLink>
      </div>
    );
  }
  const disc = await getLatestDiscResult({ candidateId: candidate.id });
  const styleTip = disc ? { style: DISC_STYLE_NAMES[disc.primary], tip: discInterviewTip(disc.primary, disc.secondary) } : null;
  return <MockReview mock={mock} styleTip={styleTip} />;
}
