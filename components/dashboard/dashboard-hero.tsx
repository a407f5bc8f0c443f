import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { fillMarked } from "@/components/interviews/interview-text";

type HeroProps = {
  firstName: string | null;
  /** A candidate who has just registered is welcomed, not welcomed back. */
  returning: boolean;
  stats: readonly (readonly [label: string, value: number])[];
};

export async function DashboardHero({ firstName, returning, stats }: HeroProps) {
  const t = await getTranslations("dashboard");
  // The candidate's name as they wrote it (translate="no"), inside the welcome in the interface's language.
  const greeting = firstName
    ? fillMarked(t.raw(returning ? "welcomeBackName" : "welcomeName") as string, { name: firstName }, ["name"])
    : t(returning ? "welcomeBack" : "welcome");
  return (
    <section className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-8 text-white sm:px-10 sm:py-10">
      <div aria-hidden="true" className="absolute -top-24 -right-16 size-72 rounded-full bg-brand/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-64 rounded-full bg-brand-400/15 blur-3xl" />
      <div className="relative min-w-0">
        <p className="text-sm font-medium text-brand-300">{t("yourDashboard")}</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl" data-testid="dashboard-greeting">
          {greeting}
        </h1>
        <dl className="mt-6 grid max-w-xl grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {stats.map(([label, value]) => (
            <div key={label} className="min-w-0 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
              <dt className="truncate text-xs text-ink-300">{label}</dt>
              <dd className="mt-0.5 text-xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/discover" className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            {t("findJobs")}
          </Link>
          <Link href="/jobs" className="rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-300 ring-1 ring-white/20 hover:bg-white/10">
            {t("trackApplications")}
          </Link>
        </div>
      </div>
    </section>
  );
}
