// Job payloads in one hot read each (lib/db/hot-read.ts): a list of job ids in that order, a
// candidate's applications newest first (each with its newest timeline event), or one job by its
// id or short id; each with the candidate's own application (and its interview) and bookmark. Lists get card payloads
// (previews, so a card reads the head of the description, not all of it); the job page gets the
// full payload.
import { Prisma } from "@/generated/prisma/client";
import { candidateApplicationSelect } from "@/lib/application-view/application-payload";
import { NEWEST_EVENT_JOIN, newestEventSummary, type NewestEventRow } from "@/lib/application-view/newest-event";
import { PREVIEW_LENGTH } from "./search-rules";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { hotRead } from "@/lib/db/hot-read";
import { companyAnswerColumns, jobCardColumns, jobPayloadSelect, toJobCardPayload, toJobPayload, type JobCardPayload, type JobPayload } from "./job-payload";
import { descriptionPreview, previewFromHead } from "./preview";
import { isUuid } from "@/lib/db/uuid";

/** A card reads this much of the description: enough for its preview unless it is mostly whitespace. */
const CARD_DESCRIPTION_HEAD = PREVIEW_LENGTH.jobDescription * 2;

/** The candidate's own application (with its interview) and bookmark; none when signed out. */
function candidateSelect(candidateId: string | null) {
  const theirs = candidateId ?? { in: [] };
  return {
    applications: { where: { candidateId: theirs }, select: candidateApplicationSelect },
    _count: { select: { savedBy: { where: { candidateId: theirs } } } },
  } satisfies Prisma.JobSelect;
}

/** What a card reads of a job; its description comes as the statement's head of it (`descriptionHead`). */
function cardSelect(candidateId: string | null) {
  return {
    ...jobCardColumns,
    skills: true,
    createdAt: true,
    editedAt: true,
    firstPostedAt: true,
    company: { select: { name: true, logoUrl: true, ...companyAnswerColumns } },
    ...candidateSelect(candidateId),
  } satisfies Prisma.JobSelect;
}

function fullSelect(candidateId: string | null) {
  return { ...jobPayloadSelect, ...candidateSelect(candidateId) } satisfies Prisma.JobSelect;
}

/** Prisma's answers for `ids`, in that order. */
function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// The company's answer figures travel with its jobs: a list of cards costs no query of its own for them.
const COMPANY_ANSWER_COLUMNS = `'answerApplications', co."answerApplications", 'answeredApplications', co."answeredApplications",
        'answerMedianDays', co."answerMedianDays"`;

// $1 is always the candidate (or null). Job columns come under the names of the select.
const CARD_JOB_COLUMNS = `j.id, j."shortId", j.title,
      left(j.description, ${CARD_DESCRIPTION_HEAD}) AS "descriptionHead", octet_length(j.description) > ${CARD_DESCRIPTION_HEAD} AS "descriptionCut",
      j."experienceMin", j."salaryMin", j."salaryMax", j.currency, j."jobType"::text AS "jobType", j."workMode"::text AS "workMode",
      j.locations, j.status::text AS status, j."applicantCount", j.skills, j."createdAt", j."editedAt", j."firstPostedAt",
      json_build_object('name', co.name, 'logoUrl', co."logoUrl", ${COMPANY_ANSWER_COLUMNS}) AS company`;

const FULL_JOB_COLUMNS = `j.id, j."shortId", j.title, j.description, j.industry, j."experienceMin", j."salaryMin", j."salaryMax",
      j.currency, j."jobType"::text AS "jobType", j."workMode"::text AS "workMode", j.skills, j.locations, j.status::text AS status,
      j."applicantCount", j."validThrough", j."closedAt", j."createdAt", j."editedAt", j."firstPostedAt",
      json_build_object('name', co.name, 'description', co.description, 'logoUrl', co."logoUrl",
        'contactEmail', co."contactEmail", 'website', co.website, ${COMPANY_ANSWER_COLUMNS}) AS company`;

// The candidate's application: at most one per job (a unique key), joined as `a` with its interview as `i`,
// and its newest request for another way to be assessed.
const CANDIDATE_COLUMNS = `CASE WHEN a.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object(
        'id', a.id, 'jobId', a."jobId", 'status', a.status, 'appliedAt', a."appliedAt", 'updatedAt', a."updatedAt",
        'interview', CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'status', i.status, 'expiresAt', i."expiresAt") END,
        'requests', COALESCE((SELECT json_agg(json_build_object('interviewId', r."interviewId", 'status', r.status, 'response', r.response))
          FROM (SELECT * FROM candidate_requests r0 WHERE r0."applicationId" = a.id AND r0.kind = 'ALTERNATIVE_ASSESSMENT'
                ORDER BY r0."createdAt" DESC LIMIT 1) r), '[]'::json)
      )) END AS applications,
      json_build_object('savedBy', (SELECT count(*) FROM saved_jobs s WHERE s."candidateId" = $1::uuid AND s."jobId" = j.id)) AS "_count",
      (SELECT COALESCE(me.skills, '{}') FROM candidates me WHERE me.id = $1::uuid) AS "candidateSkills"`;

const CANDIDATE_JOINS = `JOIN companies co ON co.id = j."companyId"
    LEFT JOIN applications a ON a."jobId" = j.id AND a."candidateId" = $1::uuid
    LEFT JOIN interviews i ON i."applicationId" = a.id`;

/** The signed-in candidate's own skills, read once by the statement (NULL when signed out): a job's match needs no query of its own. */
const candidateSkills = { candidateSkills: (skills: string[] | null) => skills };
const cardExtra = { descriptionHead: String, descriptionCut: Boolean, ...candidateSkills };

type CardsInput = { candidateId: string | null; jobIds: string[] };

export const jobCardsRead = hotRead({
  name: "job cards by id",
  model: "Job",
  select: ({ candidateId }: CardsInput) => cardSelect(candidateId),
  reference: async ({ candidateId, jobIds }: CardsInput) =>
    inOrder(jobIds, await db().job.findMany({ where: { id: { in: jobIds } }, select: cardSelect(candidateId) })),
  sql: `SELECT ${CARD_JOB_COLUMNS}, ${CANDIDATE_COLUMNS}
    FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, n)
    JOIN jobs j ON j.id = wanted.id
    ${CANDIDATE_JOINS}
    ORDER BY wanted.n`,
  values: ({ candidateId, jobIds }) => [candidateId, jobIds],
  extra: cardExtra,
});

type AppliedInput = { candidateId: string; take: number | null };

export const appliedJobCardsRead = hotRead({
  name: "the candidate's applied job cards",
  model: "Job",
  select: ({ candidateId }: AppliedInput) => cardSelect(candidateId),
  reference: async ({ candidateId, take }: AppliedInput) => {
    const applications = await db().application.findMany({
      where: { candidateId },
      orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
      take: take ?? undefined,
      select: { job: { select: cardSelect(candidateId) } },
    });
    return applications.map((application) => application.job);
  },
  // The applications first, so that only the ones shown have their newest event found.
  sql: `SELECT ${CARD_JOB_COLUMNS}, ${CANDIDATE_COLUMNS}, newest."latestEvent"
    FROM (SELECT * FROM applications WHERE "candidateId" = $1::uuid ORDER BY "appliedAt" DESC, id DESC LIMIT $2) a
    JOIN jobs j ON j.id = a."jobId"
    JOIN companies co ON co.id = j."companyId"
    LEFT JOIN interviews i ON i."applicationId" = a.id
    ${NEWEST_EVENT_JOIN}
    ORDER BY a."appliedAt" DESC, a.id DESC`,
  values: ({ candidateId, take }) => [candidateId, take],
  extra: { ...cardExtra, latestEvent: (event: NewestEventRow) => event },
});

/** A whole job by its id (hot reads are named one by one: lib/hot-reads.ts lists each). */
export const jobByIdRead = hotRead({
  name: "a job by its id",
  model: "Job",
  select: ({ candidateId }: { candidateId: string | null; id: string }) => fullSelect(candidateId),
  reference: ({ candidateId, id }) => db().job.findMany({ where: { id }, select: fullSelect(candidateId) }),
  sql: `SELECT ${FULL_JOB_COLUMNS}, ${CANDIDATE_COLUMNS} FROM jobs j ${CANDIDATE_JOINS} WHERE j.id = $2::uuid`,
  values: ({ candidateId, id }) => [candidateId, id],
  extra: candidateSkills,
});

/** The same whole job by its short id. */
export const jobByShortIdRead = hotRead({
  name: "a job by its short id",
  model: "Job",
  select: ({ candidateId }: { candidateId: string | null; shortId: string }) => fullSelect(candidateId),
  reference: ({ candidateId, shortId }) => db().job.findMany({ where: { shortId }, select: fullSelect(candidateId) }),
  sql: `SELECT ${FULL_JOB_COLUMNS}, ${CANDIDATE_COLUMNS} FROM jobs j ${CANDIDATE_JOINS} WHERE j."shortId" = $2`,
  values: ({ candidateId, shortId }) => [candidateId, shortId],
  extra: candidateSkills,
});

const descriptionSelect = { description: true } satisfies Prisma.JobSelect;

/** A whole description, for the card whose head was mostly whitespace. */
export const jobDescriptionRead = hotRead({
  name: "a job's description",
  model: "Job",
  select: () => descriptionSelect,
  reference: ({ id }: { id: string }) => db().job.findMany({ where: { id }, select: descriptionSelect }),
  sql: `SELECT description FROM jobs WHERE id = $1::uuid`,
  values: ({ id }) => [id],
});

type CardRow = Awaited<ReturnType<typeof jobCardsRead.run>>[number];
type FullRow = Awaited<ReturnType<typeof jobByIdRead.run>>[number];

async function toCards(rows: CardRow[]): Promise<JobCardPayload[]> {
  const cards: JobCardPayload[] = [];
  for (const row of rows) {
    // A head that is mostly whitespace folds to less than a preview: then the whole text is read.
    // ("Cut" compares bytes, which the database knows without reading the text, so a short text
    // of many-byte characters may count as cut; its head is then the whole text all the same.)
    const preview =
      previewFromHead(row.descriptionHead, !row.descriptionCut) ??
      descriptionPreview((await jobDescriptionRead.run({ id: row.id }))[0]?.description ?? row.descriptionHead);
    const application = row.applications[0];
    cards.push(
      toJobCardPayload(
        { ...row, description: row.descriptionHead },
        { application, saved: row._count.savedBy > 0, preview, candidateSkills: row.candidateSkills },
      ),
    );
  }
  return cards;
}

function toFullPayload(row: FullRow): JobPayload {
  return toJobPayload(row, { application: row.applications[0], saved: row._count.savedBy > 0, candidateSkills: row.candidateSkills });
}

/** Card payloads for `jobIds`, in that order (ids of no job are left out). */
export async function loadJobPayloads(options: { jobIds: string[]; candidateId?: string | null }): Promise<JobCardPayload[]> {
  if (options.jobIds.length === 0) return [];
  return toCards(await jobCardsRead.run({ candidateId: options.candidateId ?? null, jobIds: options.jobIds }));
}

/** A statement's text that names the candidate as $1, with the candidate as a parameter of a composed query. */
function withCandidate(text: string, candidateId: string | null): Prisma.Sql {
  const pieces = text.split(/\$1(?!\d)/);
  return new Prisma.Sql(
    pieces,
    pieces.slice(1).map(() => candidateId),
  );
}

/**
 * A query of a page of job ids (an `id` column, in order, beside any columns of its own) made one
 * statement with the jobs' cards: each row also carries the columns jobCardsRead reads, so a
 * search reads its page and the cards in one round trip. A row without a job (a count with no
 * page) keeps only its own columns.
 */
export function withCardColumns(page: Prisma.Sql, candidateId: string | null): Prisma.Sql {
  return Prisma.sql`WITH page AS MATERIALIZED (${page}),
      numbered AS (SELECT page.*, row_number() OVER () AS "pageRow" FROM page)
    SELECT numbered.*, ${withCandidate(`${CARD_JOB_COLUMNS}, ${CANDIDATE_COLUMNS}`, candidateId)}
    FROM numbered
    LEFT JOIN jobs j ON j.id = numbered.id
    LEFT JOIN companies co ON co.id = j."companyId"
    LEFT JOIN applications a ON a."jobId" = j.id AND a."candidateId" = ${candidateId}::uuid
    LEFT JOIN interviews i ON i."applicationId" = a.id
    ORDER BY numbered."pageRow"`;
}

/** The cards of the rows of a withCardColumns statement, in their order (rows without a job are left out). */
export async function cardsFromPageRows(rows: Record<string, unknown>[], candidateId: string | null): Promise<JobCardPayload[]> {
  const jobRows = rows.filter((row) => typeof row.id === "string");
  return toCards(jobCardsRead.fromRows(jobRows, { candidateId, jobIds: jobRows.map((row) => row.id as string) }));
}

/** The candidate's applied jobs as cards, newest application first, each with its application's newest event. */
export async function loadAppliedJobPayloads(options: { candidateId: string; take?: number; locale?: Locale }): Promise<JobCardPayload[]> {
  const rows = await appliedJobCardsRead.run({ candidateId: options.candidateId, take: options.take ?? null });
  const cards = await toCards(rows);
  return cards.map((card, n) => {
    const latestEvent = newestEventSummary(rows[n]!.latestEvent, options.locale);
    return { ...card, candidateApplied: card.candidateApplied.map((applied) => ({ ...applied, latestEvent })) };
  });
}

/** One job's full payload by its id or short id ("JB-1A2B3C", any case). */
export async function loadFullJobPayload(options: { ref: string; candidateId?: string | null }): Promise<JobPayload | null> {
  const ref = options.ref.trim();
  const candidate = options.candidateId ?? null;
  const [row] = isUuid(ref)
    ? await jobByIdRead.run({ candidateId: candidate, id: ref.toLowerCase() })
    : await jobByShortIdRead.run({ candidateId: candidate, shortId: ref.toUpperCase() });
  return row ? toFullPayload(row) : null;
}
