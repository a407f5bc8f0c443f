// Job payloads in one prepared statement each (lib/db/prepared.ts): a list of job ids in that
// order, a candidate's applications newest first, or one job by its id or short id; each with
// the candidate's own application (and its interview) and bookmark. Lists get card payloads
// (previews, so a card reads the head of the description, not all of it); the job page gets the
// full payload.
import type { ApplicationStatus, InterviewStatus } from "@/generated/prisma/client";
import type { CandidateApplicationRow } from "@/lib/applications/application-payload";
import { PREVIEW_LENGTH } from "@/lib/constants";
import { prepared } from "@/lib/db/prepared";
import {
  toJobCardPayload,
  toJobPayload,
  type JobCardPayload,
  type JobCardRow,
  type JobPayload,
  type JobRow,
} from "./job-payload";
import { descriptionPreview, previewFromHead } from "./preview";

/** A card reads this much of the description: enough for its preview unless it is mostly whitespace. */
const CARD_DESCRIPTION_HEAD = PREVIEW_LENGTH.jobDescription * 2;

type CandidateColumns = {
  applicationId: string | null;
  applicationStatus: ApplicationStatus | null;
  appliedAt: Date | null;
  applicationUpdatedAt: Date | null;
  interviewId: string | null;
  interviewStatus: InterviewStatus | null;
  interviewExpiresAt: Date | null;
  saved: boolean;
};

type CardRow = Omit<JobCardRow, "company"> &
  CandidateColumns & { descriptionCut: boolean; companyName: string; companyLogoUrl: string | null };

type FullRow = Omit<JobRow, "company"> &
  CandidateColumns & {
    companyName: string;
    companyLogoUrl: string | null;
    companyDescription: string;
    companyContactEmail: string | null;
    companyWebsite: string | null;
  };

// $1 is always the candidate (or null). Job columns come in the names of jobPayloadSelect.
const CARD_JOB_COLUMNS = `j.id, j."shortId", j.title,
      left(j.description, ${CARD_DESCRIPTION_HEAD}) AS description, octet_length(j.description) > ${CARD_DESCRIPTION_HEAD} AS "descriptionCut",
      j."experienceMin", j."salaryMin", j."salaryMax", j.currency, j."jobType"::text AS "jobType", j."workMode"::text AS "workMode",
      j.locations, j.status::text AS status, j."applicantCount", j."createdAt",
      co.name AS "companyName", co."logoUrl" AS "companyLogoUrl"`;

const FULL_JOB_COLUMNS = `j.id, j."shortId", j.title, j.description, j.industry, j."experienceMin", j."salaryMin", j."salaryMax",
      j.currency, j."jobType"::text AS "jobType", j."workMode"::text AS "workMode", j.skills, j.locations, j.status::text AS status,
      j."applicantCount", j."validThrough", j."closedAt", j."createdAt",
      co.name AS "companyName", co."logoUrl" AS "companyLogoUrl", co.description AS "companyDescription",
      co."contactEmail" AS "companyContactEmail", co.website AS "companyWebsite"`;

const CANDIDATE_COLUMNS = `a.id AS "applicationId", a.status::text AS "applicationStatus", a."appliedAt", a."updatedAt" AS "applicationUpdatedAt",
      i.id AS "interviewId", i.status::text AS "interviewStatus", i."expiresAt" AS "interviewExpiresAt",
      EXISTS (SELECT 1 FROM saved_jobs s WHERE s."candidateId" = $1::uuid AND s."jobId" = j.id) AS saved`;

const CANDIDATE_JOINS = `JOIN companies co ON co.id = j."companyId"
    LEFT JOIN applications a ON a."jobId" = j.id AND a."candidateId" = $1::uuid
    LEFT JOIN interviews i ON i."applicationId" = a.id`;

const readCardsByIds = prepared<CardRow>(
  `SELECT ${CARD_JOB_COLUMNS}, ${CANDIDATE_COLUMNS}
    FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, n)
    JOIN jobs j ON j.id = wanted.id
    ${CANDIDATE_JOINS}
    ORDER BY wanted.n`,
);

const readAppliedCards = prepared<CardRow>(
  `SELECT ${CARD_JOB_COLUMNS}, ${CANDIDATE_COLUMNS}
    FROM applications a
    JOIN jobs j ON j.id = a."jobId"
    JOIN companies co ON co.id = j."companyId"
    LEFT JOIN interviews i ON i."applicationId" = a.id
    WHERE a."candidateId" = $1::uuid
    ORDER BY a."appliedAt" DESC, a.id DESC
    LIMIT $2`,
);

const readFullById = prepared<FullRow>(`SELECT ${FULL_JOB_COLUMNS}, ${CANDIDATE_COLUMNS} FROM jobs j ${CANDIDATE_JOINS} WHERE j.id = $2::uuid`);
const readFullByShortId = prepared<FullRow>(
  `SELECT ${FULL_JOB_COLUMNS}, ${CANDIDATE_COLUMNS} FROM jobs j ${CANDIDATE_JOINS} WHERE j."shortId" = $2`,
);
const readDescription = prepared<{ description: string }>(`SELECT description FROM jobs WHERE id = $1::uuid`);

function applicationOf(row: CandidateColumns & { id: string }): CandidateApplicationRow | undefined {
  if (!row.applicationId || !row.applicationStatus || !row.appliedAt || !row.applicationUpdatedAt) return undefined;
  const interview =
    row.interviewId && row.interviewStatus && row.interviewExpiresAt
      ? { id: row.interviewId, status: row.interviewStatus, expiresAt: row.interviewExpiresAt }
      : null;
  return { id: row.applicationId, jobId: row.id, status: row.applicationStatus, appliedAt: row.appliedAt, updatedAt: row.applicationUpdatedAt, interview };
}

async function toCards(rows: CardRow[]): Promise<JobCardPayload[]> {
  const cards: JobCardPayload[] = [];
  for (const row of rows) {
    // A head that is mostly whitespace folds to less than a preview: then the whole text is read.
    // ("Cut" compares bytes, which the database knows without reading the text, so a short text
    // of many-byte characters may count as cut; its head is then the whole text all the same.)
    const preview =
      previewFromHead(row.description, !row.descriptionCut) ??
      descriptionPreview((await readDescription([row.id]))[0]?.description ?? row.description);
    const job: JobCardRow = { ...row, company: { name: row.companyName, logoUrl: row.companyLogoUrl } };
    cards.push(toJobCardPayload(job, { application: applicationOf(row), saved: row.saved, preview }));
  }
  return cards;
}

function toFullPayload(row: FullRow): JobPayload {
  const company = {
    name: row.companyName,
    logoUrl: row.companyLogoUrl,
    description: row.companyDescription,
    contactEmail: row.companyContactEmail,
    website: row.companyWebsite,
  };
  return toJobPayload({ ...row, company }, { application: applicationOf(row), saved: row.saved });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Card payloads for `jobIds`, in that order (ids of no job are left out). */
export async function loadJobPayloads(options: { jobIds: string[]; candidateId?: string | null }): Promise<JobCardPayload[]> {
  if (options.jobIds.length === 0) return [];
  return toCards(await readCardsByIds([options.candidateId ?? null, options.jobIds]));
}

/** The candidate's applied jobs as cards, newest application first. */
export async function loadAppliedJobPayloads(options: { candidateId: string; take?: number }): Promise<JobCardPayload[]> {
  return toCards(await readAppliedCards([options.candidateId, options.take ?? null]));
}

/** One job's full payload by its id or short id ("JB-1A2B3C", any case). */
export async function loadFullJobPayload(options: { ref: string; candidateId?: string | null }): Promise<JobPayload | null> {
  const ref = options.ref.trim();
  const candidate = options.candidateId ?? null;
  const [row] = UUID.test(ref) ? await readFullById([candidate, ref.toLowerCase()]) : await readFullByShortId([candidate, ref.toUpperCase()]);
  return row ? toFullPayload(row) : null;
}
