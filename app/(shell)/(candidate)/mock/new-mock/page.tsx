import type { Metadata } from "next";
import Link from "next/link";
import { NewMockIsland } from "@/components/mocks/new/new-mock-island";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { MOCK_DURATION_TEXT, MOCK_FEEDBACK_READY_TEXT, MOCK_QUESTIONS_READY_TEXT } from "@/lib/mocks/mock-rules";
import { getCreditBalance } from "@/lib/credits";
import { db } from "@/lib/db/client";
import { industryTitles } from "@/lib/users/reference-data";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New mock interview" };

export default async function NewMockPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [credits, industries, cv] = await Promise.all([
    getCreditBalance({ candidateId: candidate.id }),
    industryTitles(),
    db().candidate.findUnique({ where: { id: candidate.id }, select: { resumeKey: true, resumeName: true } }),
  ]);

  return (
    <div className="mx-auto max-w-3xl">
      <Link href="/mock" className="text-sm font-medium text-ink-600 hover:text-ink-900">
        ← Mock interviews
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-950">New mock interview</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        {MOCK_DURATION_TEXT}, with {MOCK_FEEDBACK_READY_TEXT}. Your questions are written from your CV and this form. {MOCK_QUESTIONS_READY_TEXT}.
      </p>
      {credits > 0 ? (
        <Card className="mt-4 p-5 sm:p-6">
          <NewMockIsland industries={industries} profileCvName={cv?.resumeKey ? (cv.resumeName ?? "cv.pdf") : null} />
        </Card>
      ) : (
        <Card className="mt-6 p-6 text-center">
          <p role="alert" className="text-base font-semibold text-ink-900">
            No active plan found. visit plans page to buy
          </p>
          <Link href="/mock/plans" className={buttonClasses({ className: "mt-4" })}>
            See plans
          </Link>
        </Card>
      )}
    </div>
  );
}
