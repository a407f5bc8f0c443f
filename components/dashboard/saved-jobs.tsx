import Link from "next/link";
import { StatusChip } from "@/components/jobs/status-chip";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { JobList, JobRow } from "./job-row";
import { Empty, Section } from "./section";

export function SavedJobs({ jobs }: { jobs: JobCardPayload[] }) {
  return (
    <Section title="Saved jobs">
      {jobs.length ? (
        <JobList>
          {jobs.map((job) => (
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
        </JobList>
      ) : (
        <Empty icon="compass">Bookmark jobs from Discover to come back to them here.</Empty>
      )}
    </Section>
  );
}
