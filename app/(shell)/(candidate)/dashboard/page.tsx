import { getTranslations } from "next-intl/server";
import { AnswerNudges } from "@/components/dashboard/answer-nudges";
import { DashboardHero } from "@/components/dashboard/dashboard-hero";
import { PracticeLinks } from "@/components/dashboard/practice-links";
import { ProfileProgress } from "@/components/dashboard/profile-progress";
import { RecentApplications } from "@/components/dashboard/recent-applications";
import { RecommendedJobs } from "@/components/dashboard/recommended-jobs";
import { SavedJobs } from "@/components/dashboard/saved-jobs";
import { screenLink } from "@/components/layout/nav-items";
import { RecordedInterviews } from "@/components/interviews/recorded-interviews";
import { DiscDashboardCard } from "@/components/disc/disc-dashboard-card";
import { ProfileCard } from "@/components/profile/profile-card";
import { LazyKeptRecordingsPrompt } from "@/components/recording/lazy-kept-prompt";
import { listApplications } from "@/lib/applications/list-applications";
import { listOverdueApplications } from "@/lib/employer-answers/overdue-applications";
import { getCurrentCandidate, getCurrentSessionId } from "@/lib/auth/current-candidate";
import { titleFrom } from "@/lib/i18n/page-title";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { completeness, loadProfile, profileItems } from "@/lib/profile/profile-completeness";
import { recommendedJobs } from "@/lib/jobs/recommended-jobs";
import { listSavedJobs } from "@/lib/jobs/saved-jobs";
import { photoUrl } from "@/lib/profile/file-urls";
import { isReturningCandidate } from "@/lib/users/is-returning";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("dashboard");

export default async function DashboardPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;

  const profile = await loadProfile(candidate.id);
  const [applications, overdue, saved, recommended, returning, locale] = await Promise.all([
    currentLocale().then((locale) => listApplications({ candidateId: candidate.id, take: 5, locale })),
    listOverdueApplications({ candidateId: candidate.id }),
    listSavedJobs({ candidateId: candidate.id, take: 5 }),
    recommendedJobs({ candidateId: candidate.id, ...profile }),
    getCurrentSessionId().then((sessionId) => isReturningCandidate({ candidateId: candidate.id, sessionId })),
    currentLocale(),
  ]);
  const items = profileItems(profile);
  const t = await getTranslations("dashboard");

  return (
    <div className="mx-auto max-w-6xl space-y-10">
      <DashboardHero
        firstName={candidate.firstName}
        returning={returning}
        stats={[
          [t("applications"), applications.total],
          [t("shortlisted"), applications.counts.Shortlisted],
          ...(screenLink("mock") ? [[t("mockCredits"), candidate.creditBalance] as const] : []),
        ]}
      />

      <LazyKeptRecordingsPrompt words={messagesFor(locale, "recording")} />

      <ProfileCard
        candidate={{ firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email, photoUrl: photoUrl(candidate.photoKey) }}
      />

      <RecordedInterviews />
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <AnswerNudges overdue={overdue} />
          <RecentApplications jobs={applications.jobs} total={applications.total} />
          <SavedJobs jobs={saved} />
        </div>
        <div className="min-w-0 space-y-10">
          <ProfileProgress items={items} percent={completeness(items)} />
          {screenLink("disc") ? <DiscDashboardCard candidateId={candidate.id} locale={locale} /> : null}
          <PracticeLinks />
        </div>
      </div>

      <RecommendedJobs jobs={recommended} personalised={Boolean(profile.interests.length || profile.designation)} />
    </div>
  );
}
