// schema.org JobPosting for a job page, so search engines can list the job (Google for Jobs).
import type { JobType } from "@/generated/prisma/client";
import { JOB_TYPE_LABELS } from "./search-rules";
import type { JobPayload } from "./job-payload";

const EMPLOYMENT_TYPE: Record<JobType, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
  INTERNSHIP: "INTERN",
  FREELANCE: "CONTRACTOR",
};

function jobTypeCode(label: string): JobType {
  const entry = Object.entries(JOB_TYPE_LABELS).find(([, l]) => l === label);
  return (entry?.[0] as JobType | undefined) ?? "FULL_TIME";
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

export function jobPostingLd(job: JobPayload, appUrl: string): Record<string, unknown> {
  const places = job.Location.filter((l) => l.toLowerCase() !== "remote");
  const remote = job.About_Job.Work_Type === "Remote" || places.length === 0;
  const logo = job.Company_Details.Website_Logo;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.Job_Title,
    description: job.About_Job.JD,
    datePosted: iso(job.Created_At),
    ...(job.Valid_Through ? { validThrough: iso(job.Valid_Through) } : {}),
    employmentType: EMPLOYMENT_TYPE[jobTypeCode(job.About_Job.Job_Type)],
    identifier: { "@type": "PropertyValue", name: job.Company_Details.Company_Name, value: job.Short_Job_Id },
    hiringOrganization: {
      "@type": "Organization",
      name: job.Company_Details.Company_Name,
      ...(job.Company_Details.Website ? { sameAs: job.Company_Details.Website } : {}),
      ...(logo ? { logo: new URL(logo, appUrl).toString() } : {}),
    },
    ...(places.length
      ? {
          jobLocation: places.map((city) => ({
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "IN" },
          })),
        }
      : {}),
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } } : {}),
    // A salary the employer did not state is left out, never guessed.
    ...(job.About_Job.Min_Salary !== null && job.About_Job.Max_Salary !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.About_Job.Currency,
            value: { "@type": "QuantitativeValue", minValue: job.About_Job.Min_Salary, maxValue: job.About_Job.Max_Salary, unitText: "YEAR" },
          },
        }
      : {}),
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: job.About_Job.Experience * 12,
    },
    skills: job.About_Job.Skills.join(", "),
    ...(job.About_Job.Industry ? { industry: job.About_Job.Industry } : {}),
    url: `${appUrl}/jobs/${job.Job_Id}`,
    directApply: true,
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in job text. */
export function ldJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
