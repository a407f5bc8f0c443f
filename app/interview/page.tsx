import type { Metadata } from "next";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { BrandLogo } from "@/components/layout/brand-logo";
import { InterviewFlow } from "@/components/interviews/interview-flow";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";

export const metadata: Metadata = { title: "Recorded interview", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function InterviewPage({ searchParams }: PageProps<"/interview">) {
  const { q } = await searchParams;
  const id = typeof q === "string" ? q : "";
  // Signed in, answers kept on this device are the candidate's; opened from the e-mail, the link's.
  const candidate = await getCurrentCandidate();
  return (
    <main id={MAIN_CONTENT_ID} className="min-h-dvh bg-ink-50 px-3 py-4 sm:px-6 sm:py-8">
      <div className="mx-auto mb-4 flex max-w-5xl items-center justify-between">
        <BrandLogo href="/dashboard" />
      </div>
      <InterviewFlow interviewId={id} candidateId={candidate?.id ?? null} />
    </main>
  );
}
