import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ApplicationTabs } from "@/components/jobs/application-tabs";
import { listApplications } from "@/lib/applications/list-applications";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { loginPath } from "@/lib/auth/login-path";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Job Applications" };

export default async function ApplicationsPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) redirect(loginPath("/jobs"));
  const { jobs, total, counts } = await listApplications({ candidateId: candidate.id });

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
        Job Applications <span className="text-ink-500">({total})</span>
      </h1>
      <p className="mt-1 mb-6 text-sm text-ink-600">Every job you applied to, grouped by where it stands.</p>
      <Suspense>
        <ApplicationTabs jobs={jobs} counts={counts} />
      </Suspense>
    </div>
  );
}
