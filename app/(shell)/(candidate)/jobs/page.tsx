import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ApplicationTabs } from "@/components/jobs/application-tabs";
import { jobCardText } from "@/components/jobs/job-text";
import { listApplications } from "@/lib/applications/list-applications";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { loginPath } from "@/lib/auth/login-path";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { titleFrom } from "@/lib/i18n/page-title";
import { PageHeading } from "@/components/layout/page-heading";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("applications");

export default async function ApplicationsPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) redirect(loginPath("/jobs"));
  const [{ jobs, total, counts }, locale] = await Promise.all([
    currentLocale().then((locale) => listApplications({ candidateId: candidate.id, locale })),
    currentLocale(),
  ]);
  const text = messagesFor(locale, "applications");

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeading
        title={
          <>
            {text.title} <span className="text-ink-500">({total})</span>
          </>
        }
        intro={text.subtitle}
        className="mb-6"
      />
      <Suspense>
        <ApplicationTabs jobs={jobs} counts={counts} text={text} cardText={jobCardText(locale)} />
      </Suspense>
    </div>
  );
}
