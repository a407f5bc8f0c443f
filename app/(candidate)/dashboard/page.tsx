import type { Metadata } from "next";
import Link from "next/link";
import { ProfileCard } from "@/components/profile/profile-card";
import { Icon, type IconName } from "@/components/ui/icons";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { photoUrl } from "@/lib/profile/file-urls";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dashboard" };

const SHORTCUTS: { href: string; title: string; text: string; action: string; icon: IconName }[] = [
  {
    href: "/discover",
    title: "Discover jobs",
    text: "Browse openings that match your skills and apply in a couple of clicks.",
    action: "Find jobs",
    icon: "compass",
  },
  {
    href: "/jobs",
    title: "My applications",
    text: "See where each application stands, from in review to shortlisted and hired.",
    action: "Track applications",
    icon: "briefcase",
  },
  {
    href: "/mock",
    title: "Mock interviews",
    text: "Rehearse with an AI interviewer and get a score and feedback on every answer.",
    action: "Practise now",
    icon: "video",
  },
];

export default async function DashboardPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const credits = candidate.creditBalance;

  return (
    <div className="mx-auto max-w-5xl">
      <section className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-8 text-white sm:px-10 sm:py-10">
        <div aria-hidden="true" className="absolute -top-24 -right-16 size-72 rounded-full bg-brand/30 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-64 rounded-full bg-brand-400/15 blur-3xl" />
        <div className="relative">
          <p className="text-sm font-medium text-brand-300">Your dashboard</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome back{candidate.firstName ? `, ${candidate.firstName}` : ""}
          </h1>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-ink-300 sm:text-base">
            Pick up where you left off: find your next role, follow your applications or sharpen your answers.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
            <dl className="flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15">
              <dt className="text-ink-300">Mock credits</dt>
              <dd className="font-semibold">{credits}</dd>
            </dl>
            <Link href="/mock/plans" className="rounded-full px-2 py-1.5 font-semibold text-brand-300 hover:text-brand-200">
              Get more credits
            </Link>
          </div>
        </div>
      </section>

      <div className="mt-6">
        <ProfileCard
          candidate={{ firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email, photoUrl: photoUrl(candidate.photoKey) }}
        />
      </div>

      <h2 className="mt-10 text-lg font-semibold text-ink-900">Where to next</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHORTCUTS.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="group flex h-full flex-col rounded-2xl border border-ink-200/80 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand ring-1 ring-brand-100">
                <Icon name={card.icon} className="size-5.5" />
              </span>
              <span className="mt-5 text-base font-semibold text-ink-900">{card.title}</span>
              <span className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-600">{card.text}</span>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600">
                {card.action}
                <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
