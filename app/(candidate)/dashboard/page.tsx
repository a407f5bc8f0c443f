import type { Metadata } from "next";
import Link from "next/link";
import { ProfileCard } from "@/components/profile/profile-card";
import { DiscDashboardCard } from "@/components/disc/disc-dashboard-card";
import type { ReactNode } from "react";
import { CompanyLogo } from "@/components/jobs/company-logo";
import { formatDate } from "@/components/jobs/format";
import { JobIcon } from "@/components/jobs/icons";
import { JobGrid } from "@/components/jobs/job-card";
import { StatusChip } from "@/components/jobs/status-chip";
import { cx } from "@/components/ui/cx";
import { Icon, type IconName } from "@/components/ui/icons";
import { listApplications } from "@/lib/applications/list-applications";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { photoUrl } from "@/lib/profile/file-urls";
import { completeness, loadProfile, profileItems } from "@/lib/profile/profile-completeness";
import type { JobPayload } from "@/lib/jobs/job-payload";
import { recommendedJobs } from "@/lib/jobs/recommended-jobs";
import { listSavedJobs } from "@/lib/jobs/saved-jobs";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dashboard" };

function Section({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600">
      {children}
      <Icon name="arrowRight" className="size-4" />
    </Link>
  );
}

function JobRow({ job, detail }: { job: JobPayload; detail: ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-4 py-3.5">
      <CompanyLogo name={job.Company_Details.Company_Name} src={job.Company_Details.Website_Logo} size={40} />
      <div className="min-w-0 flex-1">
        <Link href={`/jobs/${job.Job_Id}`} className="block truncate text-sm font-semibold text-ink-900 hover:text-brand-700">
          {job.Job_Title}
        </Link>
        <p className="truncate text-xs text-ink-500">{job.Company_Details.Company_Name}</p>
      </div>
      <div className="shrink-0 text-right">{detail}</div>
    </li>
  );
}

function Empty({ icon, children, action }: { icon: IconName; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-8 text-center">
      <Icon name={icon} className="size-6 text-brand" />
      <p className="mt-2 max-w-xs text-sm text-ink-600">{children}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

const PRACTICE: { href: string; title: string; text: string; icon: IconName }[] = [
  { href: "/mock", title: "Mock interviews", text: "Rehearse with an AI interviewer and get a score and feedback on every answer.", icon: "video" },
  { href: "/test/disc", title: "DISC personality test", text: "Learn how you work with others, and tell employers in their own terms.", icon: "sparkles" },
];

export default async function DashboardPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;

  const profile = await loadProfile(candidate.id);
  const [applications, saved, recommended] = await Promise.all([
    listApplications({ candidateId: candidate.id, take: 5 }),
    listSavedJobs({ candidateId: candidate.id, take: 5 }),
    recommendedJobs({ candidateId: candidate.id, ...profile }),
  ]);
  const items = profileItems(profile);
  const percent = completeness(items);
  const missing = items.filter((i) => !i.done);

  return (
    <div className="mx-auto max-w-6xl space-y-10">
      <section className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-8 text-white sm:px-10 sm:py-10">
        <div aria-hidden="true" className="absolute -top-24 -right-16 size-72 rounded-full bg-brand/30 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-64 rounded-full bg-brand-400/15 blur-3xl" />
        <div className="relative">
          <p className="text-sm font-medium text-brand-300">Your dashboard</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome back{candidate.firstName ? `, ${candidate.firstName}` : ""}
          </h1>
          <dl className="mt-6 grid max-w-xl grid-cols-3 gap-3 text-sm">
            {(
              [
                ["Applications", applications.total],
                ["Shortlisted", applications.counts.Shortlisted],
                ["Mock credits", candidate.creditBalance],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
                <dt className="text-xs text-ink-300">{label}</dt>
                <dd className="mt-0.5 text-xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/discover" className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
              Find jobs
            </Link>
            <Link href="/jobs" className="rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-300 ring-1 ring-white/20 hover:bg-white/10">
              Track applications
            </Link>
          </div>
        </div>
      </section>

      <div className="mt-6">
        <ProfileCard
          candidate={{ firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email, photoUrl: photoUrl(candidate.photoKey) }}
        />
      </div>

      
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <Section title="Recent applications" action={applications.total ? <MoreLink href="/jobs">All applications</MoreLink> : null}>
            {applications.jobs.length ? (
              <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200/80 bg-white shadow-card">
                {applications.jobs.map((job) => {
                  const applied = job.candidateApplied[0];
                  return (
                    <JobRow
                      key={job.Job_Id}
                      job={job}
                      detail={
                        applied ? (
                          <>
                            <StatusChip applied={applied} />
                            <p className="mt-1 text-xs text-ink-500 max-sm:hidden">Applied on {formatDate(applied.appliedDate)}</p>
                          </>
                        ) : null
                      }
                    />
                  );
                })}
              </ul>
            ) : (
              <Empty icon="briefcase" action={<MoreLink href="/discover">Discover jobs</MoreLink>}>
                You have not applied to a job yet. Your applications and their status will show up here.
              </Empty>
            )}
          </Section>

          <Section title="Recommended for you" action={<MoreLink href="/discover">More jobs</MoreLink>}>
            <p className="-mt-2 mb-4 text-sm text-ink-600">
              {profile.interests.length || profile.designation
                ? "Open roles matching your interests and designation, near you first."
                : "The newest open roles. Add your interests to your profile for better matches."}
            </p>
            {recommended.length ? (
              <JobGrid jobs={recommended} columns="two" />
            ) : (
              <Empty icon="compass" action={<MoreLink href="/discover">Browse all jobs</MoreLink>}>
                No new matches right now: you have applied to everything that fits.
              </Empty>
            )}
          </Section>
        </div>

        <div className="space-y-10">
          <Section title="Your profile">
            <div className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card">
              <div className="flex items-center justify-between text-sm">
                <span className="font-semibold text-ink-900">{percent}% complete</span>
                <span className="text-ink-500">
                  {items.length - missing.length} of {items.length}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label="Profile completeness"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
              >
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
              {missing.length ? (
                <>
                  <p className="mt-4 text-xs leading-relaxed text-ink-600">
                    Still missing: {missing.map((m) => m.missing).join(", ")}.
                  </p>
                  <ul className="mt-3 space-y-2 text-sm" aria-label="Profile checklist">
                    {items.map((item) => (
                      <li key={item.key} className={cx("flex items-center gap-2", item.done ? "text-ink-500" : "font-medium text-ink-900")}>
                        <JobIcon
                          name={item.done ? "checkCircle" : "circle"}
                          className={cx("size-4.5 shrink-0", item.done ? "text-emerald-600" : "text-ink-300")}
                        />
                        {item.label}
                        <span className="sr-only">{item.done ? "(done)" : "(missing)"}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-4 text-xs leading-relaxed text-ink-500">Complete profiles are shortlisted more often.</p>
                </>
              ) : (
                <p className="mt-4 text-sm text-ink-600">Everything is in place. Employers see your full profile.</p>
              )}
            </div>
          </Section>

          <Section title="Saved jobs">
            {saved.length ? (
              <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200/80 bg-white shadow-card">
                {saved.map((job) => (
                  <JobRow
                    key={job.Job_Id}
                    job={job}
                    detail={
                      job.candidateApplied[0] ? (
                        <StatusChip applied={job.candidateApplied[0]} />
                      ) : job.Job_Status === "Closed" ? (
                        <span className="text-xs font-medium text-ink-500">Closed</span>
                      ) : (
                        <Link href={`/jobs/${job.Job_Id}`} className="text-xs font-semibold text-brand-700 hover:text-brand-600">
                          View
                        </Link>
                      )
                    }
                  />
                ))}
              </ul>
            ) : (
              <Empty icon="compass">Bookmark jobs from Discover to come back to them here.</Empty>
            )}
          </Section>

          <DiscDashboardCard candidateId={candidate.id} />
          <Section title="Practise">
            <ul className="space-y-3">
              {PRACTICE.map((card) => (
                <li key={card.href}>
                  <Link
                    href={card.href}
                    className="group flex gap-4 rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card transition hover:border-brand-200 hover:shadow-pop"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand ring-1 ring-brand-100">
                      <Icon name={card.icon} className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-ink-900 group-hover:text-brand-700">{card.title}</span>
                      <span className="mt-0.5 block text-xs leading-relaxed text-ink-600">{card.text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </div>
  );
}
