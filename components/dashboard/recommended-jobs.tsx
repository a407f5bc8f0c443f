import { JobGrid } from "@/components/jobs/job-card";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { Empty, MoreLink, Section } from "./section";

/** Full width under the other sections, so each card has room for its facts on a desktop. */
export function RecommendedJobs({ jobs, personalised }: { jobs: JobCardPayload[]; personalised: boolean }) {
  return (
    <Section title="Recommended for you" action={<MoreLink href="/discover">More jobs</MoreLink>}>
      <p className="-mt-2 mb-4 text-sm text-ink-600">
        {personalised
          ? "Open roles matching your interests and designation, near you first."
          : "The newest open roles. Add your interests to your profile for better matches."}
      </p>
      {jobs.length ? (
        <JobGrid jobs={jobs} columns="three" />
      ) : (
        <Empty icon="compass" action={<MoreLink href="/discover">Browse all jobs</MoreLink>}>
          No new matches right now: you have applied to everything that fits.
        </Empty>
      )}
    </Section>
  );
}
