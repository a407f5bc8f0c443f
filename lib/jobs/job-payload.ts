// The one mapper from job rows to the API's job payload (spec section 3 field names).
import type { Prisma } from "@/generated/prisma/client";
import { toCandidateApplied, type CandidateApplicationRow, type CandidateApplied } from "@/lib/applications/application-payload";
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "@/lib/constants";
import { toEpochSeconds } from "@/lib/epoch";

export type { CandidateApplied };

export const jobPayloadSelect = {
  id: true,
  shortId: true,
  title: true,
  description: true,
  industry: true,
  experienceMin: true,
  salaryMin: true,
  salaryMax: true,
  currency: true,
  jobType: true,
  workMode: true,
  skills: true,
  locations: true,
  status: true,
  applicantCount: true,
  validThrough: true,
  closedAt: true,
  createdAt: true,
  company: { select: { name: true, description: true, logoUrl: true, contactEmail: true, website: true } },
} satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof jobPayloadSelect }>;

export type JobPayload = {
  Job_Id: string;
  Short_Job_Id: string;
  Job_Title: string;
  /** Epoch seconds. */
  Created_At: number;
  Location: string[];
  Total_Candidate_Applied: number;
  TotalCandidateApplied: number;
  Job_Status: "Open" | "Closed";
  /** Epoch seconds, or null when open-ended. */
  Valid_Through: number | null;
  Company_Details: {
    Company_Name: string;
    Company_Profile: string;
    Company_Description: string;
    Website_Logo: string | null;
    Contact_Email: string | null;
    Website: string | null;
  };
  About_Job: {
    JD: string;
    Experience: number;
    Min_Salary: number;
    Max_Salary: number;
    Currency: string;
    Job_Type: string;
    Skills: string[];
    Work_Type: string;
    Industry: string | null;
  };
  /** The signed-in candidate's application, if any (at most one entry). */
  candidateApplied: CandidateApplied[];
  isSaved: boolean;
};

export function toJobPayload(
  job: JobRow,
  extras: { application?: CandidateApplicationRow | null; saved?: boolean } = {},
): JobPayload {
  return {
    Job_Id: job.id,
    Short_Job_Id: job.shortId,
    Job_Title: job.title,
    Created_At: toEpochSeconds(job.createdAt),
    Location: job.locations,
    Total_Candidate_Applied: job.applicantCount,
    TotalCandidateApplied: job.applicantCount,
    Job_Status: job.status === "OPEN" ? "Open" : "Closed",
    Valid_Through: job.validThrough ? toEpochSeconds(job.validThrough) : null,
    Company_Details: {
      Company_Name: job.company.name,
      Company_Profile: job.company.description,
      Company_Description: job.company.description,
      Website_Logo: job.company.logoUrl,
      Contact_Email: job.company.contactEmail,
      Website: job.company.website,
    },
    About_Job: {
      JD: job.description,
      Experience: job.experienceMin,
      Min_Salary: job.salaryMin,
      Max_Salary: job.salaryMax,
      Currency: job.currency,
      Job_Type: JOB_TYPE_LABELS[job.jobType],
      Skills: job.skills,
      Work_Type: WORK_MODE_LABELS[job.workMode],
      Industry: job.industry,
    },
    candidateApplied: extras.application ? [toCandidateApplied(extras.application)] : [],
    isSaved: extras.saved ?? false,
  };
}
