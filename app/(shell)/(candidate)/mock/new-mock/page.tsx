import Link from "next/link";
import { mockDuration } from "@/components/mocks/list/mock-list-text";
import { NewMockIsland } from "@/components/mocks/new/new-mock-island";
import { newMockText } from "@/components/mocks/new/new-mock-text";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { fill } from "@/lib/i18n/fill";
import { getCreditBalance } from "@/lib/credits";
import { db } from "@/lib/db/client";
import { industryTitles } from "@/lib/users/reference-data";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("newMock");

export default async function NewMockPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const [credits, industries, cv, locale] = await Promise.all([
    getCreditBalance({ candidateId: candidate.id }),
    industryTitles(),
    db().candidate.findUnique({ where: { id: candidate.id }, select: { resumeKey: true, resumeName: true } }),
    currentLocale(),
  ]);
  const text = newMockText(locale);
  const list = messagesFor(locale, "mockList");

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        back={{ href: "/mock", label: text.back }}
        title={text.title}
        intro={fill(text.intro, { duration: mockDuration(list), feedback: list.feedbackReady, ready: list.questionsReady })}
      />
      {credits > 0 ? (
        <Card className="mt-4 p-5 sm:p-6">
          <NewMockIsland industries={industries} profileCvName={cv?.resumeKey ? (cv.resumeName ?? "cv.pdf") : null} text={text} />
        </Card>
      ) : (
        <Card className="mt-6 p-6 text-center">
          <p role="alert" className="text-base font-semibold text-ink-900">
            {text.noPlan}
          </p>
          <Link href="/mock/plans" className={buttonClasses({ className: "mt-4" })}>
            {text.seePlans}
          </Link>
        </Card>
      )}
    </div>
  );
}
