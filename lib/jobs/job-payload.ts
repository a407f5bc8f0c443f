// The one mapper from job rows to the API's job payload (spec section 3 field names).
import type { Prisma } from "@/generated/prisma/client";
import { toCandidateApplied, type CandidateApplicationRow, type CandidateApplied } from "@/lib/application-view/application-payload";
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "./search-rules";
import { toEpochSeconds } from "@/lib/epoch";
import { descriptionPreview } from "./preview";
import { matchSkills } from "./skills-match";
import { toEmployerAnswers, type AnswerFigures, type EmployerAnswers } from "@/lib/employer-answers/answer-rules";

export type { CandidateApplied };

/** What every view of a job reads: the card's columns (the full job, the partner API's job and cards add to them). */
export const jobCardColumns = {
  id: true,
  shortId: true,
  title: true,
  experienceMin: true,
  salaryMin: true,
  salaryMax: true,
  currency: true,
  jobType: true,
  workMode: true,
  locations: true,
  status: true,
  applicantCount: true,
} as const satisfies Prisma.JobSelect;

/** A whole job's own columns: the card's and its description, skills and dates (the partner API reads them too). */
export const jobDetailColumns = {
  ...jobCardColumns,
  description: true,
  industry: true,
  skills: true,
  validThrough: true,
  closedAt: true,
  createdAt: true,
  editedAt: true,
  firstPostedAt: true,
} as const satisfies Prisma.JobSelect;

/** A company's answer figures (lib/employer-answers), read with each of its jobs. */
export const companyAnswerColumns = { answerApplications: true, answeredApplications: true, answerMedianDays: true } as const satisfies Prisma.CompanySelect;

export const jobPayloadSelect = {
  ...jobDetailColumns,
  company: { select: { name: true, description: true, logoUrl: true, contactEmail: true, website: true, ...companyAnswerColumns } },
} satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof jobPayloadSelect }>;

/** What a card reads of a job (a JobRow has all of it). */
export type JobCardRow = Pick<
  JobRow,
  | "id"
  | "shortId"
  | "title"
  | "description"
  | "experienceMin"
  | "salaryMin"
  | "salaryMax"
  | "currency"
  | "jobType"
  | "workMode"
  | "locations"
  | "status"
  | "applicantCount"
  | "skills"
  | "createdAt"
  | "editedAt"
  | "firstPostedAt"
> & { company: Pick<JobRow["company"], "name" | "logoUrl"> & AnswerFigures };

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
  /** Epoch seconds: the employer's own last edit or refresh (a candidate applying does not move it). */
  Updated_At: number;
  /** Epoch seconds: a repost's first day (the first time its title was posted by the company); null for any other job. */
  First_Posted_At: number | null;
  /** How the employer answers applicants, from the application timeline (lib/employer-answers/answer-rules.ts). */
  Employer_Answers: EmployerAnswers;
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
    /** Per year; both null when the employer states no salary. */
    Min_Salary: number | null;
    Max_Salary: number | null;
    Currency: string;
    Job_Type: string;
    Skills: string[];
    Work_Type: string;
    Industry: string | null;
  };
  /** The signed-in candidate's application, if any (at most one entry). */
  candidateApplied: CandidateApplied[];
  isSaved: boolean;
  /** Signed in, on a job that lists skills: how the candidate's skills meet them. */
  match?: JobSkillsMatch;
};

/** The job's skills (its own spelling, each once) the candidate has and has not listed. */
export type JobSkillsMatch = {
  matched: string[];
  missing: string[];
  /** The candidate's own spelling of each matched skill, in the same order (the reason it matched). */
  matchedAs: string[];
  /** How many skills the candidate lists: with none, nothing could match yet. */
  candidateSkillCount: number;
};

/**
 * What a job card shows, and nothing more: lists (search, saved, recommended, applications) carry
 * the card's 200-character preview as `JD` and only the company's name and logo. The job page
 * reads the full payload.
 */
export type JobCardPayload = Pick<
  JobPayload,
  | "Job_Id"
  | "Short_Job_Id"
  | "Job_Title"
  | "Created_At"
  | "Updated_At"
  | "Employer_Answers"
  | "Location"
  | "TotalCandidateApplied"
  | "Job_Status"
  | "candidateApplied"
  | "isSaved"
> & {
  /** Epoch seconds: a repost's first day; left out for any other job (most of them), a card saying nothing costs no bytes. */
  First_Posted_At?: number;
  Company_Details: Pick<JobPayload["Company_Details"], "Company_Name" | "Website_Logo">;
  About_Job: Pick<JobPayload["About_Job"], "JD" | "Experience" | "Min_Salary" | "Max_Salary" | "Currency" | "Job_Type" | "Work_Type"> & {
    /** How many skills the job lists (each counted once). */
    Skills_Count: number;
  };
  /**
   * Signed in, on a job that lists skills: how many of them the candidate has; null while the
   * candidate lists no skills (nothing to compare yet).
   */
  matchCount?: number | null;
};

type PayloadExtras = {
  application?: CandidateApplicationRow | null;
  saved?: boolean;
  /** The card's preview when the caller made it already (from the head of the description). */
  preview?: string;
  /** The signed-in candidate's skills; null or left out when signed out. */
  candidateSkills?: string[] | null;
};

/** What the card and the job page both show of a job. */
function sharedPayload(job: JobCardRow, extras: PayloadExtras) {
  return {
    Job_Id: job.id,
    Short_Job_Id: job.shortId,
    Job_Title: job.title,
    Created_At: toEpochSeconds(job.createdAt),
    Updated_At: toEpochSeconds(job.editedAt),
    First_Posted_At: job.firstPostedAt ? toEpochSeconds(job.firstPostedAt) : null,
    Employer_Answers: toEmployerAnswers(job.company),
    Location: job.locations,
    TotalCandidateApplied: job.applicantCount,
    Job_Status: job.status === "OPEN" ? "Open" : "Closed",
    Company_Details: { Company_Name: job.company.name, Website_Logo: job.company.logoUrl },
    About_Job: {
      Experience: job.experienceMin,
      Min_Salary: job.salaryMin,
      Max_Salary: job.salaryMax,
      Currency: job.currency,
      Job_Type: JOB_TYPE_LABELS[job.jobType],
      Work_Type: WORK_MODE_LABELS[job.workMode],
    },
    candidateApplied: extras.application ? [toCandidateApplied(extras.application)] : [],
    isSaved: extras.saved ?? false,
  } satisfies Omit<JobCardPayload, "About_Job" | "First_Posted_At"> & {
    First_Posted_At: number | null;
    About_Job: Omit<JobCardPayload["About_Job"], "JD" | "Skills_Count">;
  };
}

/** Signed in, on a job that lists skills: the job's skills split by the candidate's (else none). */
function skillsMatch(job: JobCardRow, extras: PayloadExtras): JobSkillsMatch | null {
  const mine = extras.candidateSkills;
  if (!mine || job.skills.length === 0) return null;
  return { ...matchSkills(job.skills, mine), candidateSkillCount: mine.length };
}

export function toJobCardPayload(job: JobCardRow, extras: PayloadExtras = {}): JobCardPayload {
  // Every search page carries 20 cards within its budget (search-payload.integration.test.ts): a
  // card leaves out the repost day when there is none.
  const { First_Posted_At, ...shared } = sharedPayload(job, extras);
  const match = skillsMatch(job, extras);
  return {
    ...shared,
    ...(First_Posted_At === null ? {} : { First_Posted_At }),
    About_Job: {
      ...shared.About_Job,
      JD: extras.preview ?? descriptionPreview(job.description),
      Skills_Count: matchSkills(job.skills, []).missing.length,
    },
    ...(match ? { matchCount: match.candidateSkillCount > 0 ? match.matched.length : null } : {}),
  };
}

/** The job page's payload: the card's facts plus the whole texts and the rest of the fields. */
export function toJobPayload(job: JobRow, extras: PayloadExtras = {}): JobPayload {
  // The job page lists the matched and missing skills where a card counts them.
  const card = sharedPayload(job, extras);
  const match = skillsMatch(job, extras);
  return {
    ...card,
    ...(match ? { match } : {}),
    Total_Candidate_Applied: job.applicantCount,
    Valid_Through: job.validThrough ? toEpochSeconds(job.validThrough) : null,
    Company_Details: {
      ...card.Company_Details,
      Company_Profile: job.company.description,
      Company_Description: job.company.description,
      Contact_Email: job.company.contactEmail,
      Website: job.company.website,
    },
    About_Job: { ...card.About_Job, JD: job.description, Skills: job.skills, Industry: job.industry },
  };
}
