import { formatDay } from "@/lib/format";
import { StatusChip } from "@/components/jobs/status-chip";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { JobList, JobRow } from "./job-row";
import { Empty, MoreLink, Section } from "./section";

export function RecentApplications({ jobs, total }: { jobs: JobCardPayload[]; total: number }) {
  return (
    <Section title="Recent applications" action={total ? <MoreLink href="/jobs">All applications</MoreLink> : null}>
      {jobs.length ? (
        <JobList>
          {jobs.map((job) => {
            const applied = job.candidateApplied[0];
            return (
              <JobRow
                key={job.Job_Id}
                job={job}
                detail={
                  applied ? (
                    <>
                      <StatusChip applied={applied} />
                      <p className="mt-1 text-xs text-ink-500 max-sm:hidden">Applied on {formatDay(applied.appliedDate)}</p>
                    </>
                  ) : null
                }
              />
            );
          })}
        </JobList>
      ) : (
        <Empty icon="briefcase" action={<MoreLink href="/discover">Discover jobs</MoreLink>}>
          You have not applied to a job yet. Your applications and their status will show up here.
        </Empty>
      )}
    </Section>
  );
}
