import Link from "next/link";
import type { ReactNode } from "react";
import { CompanyLogo } from "@/components/jobs/company-logo";
import type { JobCardPayload } from "@/lib/jobs/job-payload";

/** One job in a compact list: logo, title and company (the employer's words), and a detail on the right (a status, a link). */
export function JobRow({ job, detail }: { job: JobCardPayload; detail: ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-4 py-3.5">
      <CompanyLogo name={job.Company_Details.Company_Name} src={job.Company_Details.Website_Logo} size={40} />
      <div className="min-w-0 flex-1">
        <Link href={`/jobs/${job.Job_Id}`} translate="no" className="line-clamp-2 text-sm font-semibold break-words text-ink-900 hover:text-brand-700">
          {job.Job_Title}
        </Link>
        <p translate="no" className="truncate text-xs text-ink-500">
          {job.Company_Details.Company_Name}
        </p>
      </div>
      <div className="max-w-[45%] shrink-0 text-right">{detail}</div>
    </li>
  );
}

export function JobList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200/80 bg-white shadow-card">{children}</ul>;
}
