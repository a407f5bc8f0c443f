// Jobs for the dashboard: open roles matching the candidate's interests and designation (in the
// title, skills or company), nearest to their city first, newest first, leaving out jobs they
// already applied to. Read from the newest jobs on the covering feed index, then from the
// headline index when the recent ones do not match enough.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { JobCardPayload } from "./job-payload";
import { loadJobPayloads } from "./load-job-payloads";
import { cleanKeyword } from "./search/keyword";

const RECENT_WINDOW = 3_000;

export type RecommendationInput = {
  candidateId: string;
  interests: string[];
  designation: string | null;
  city: string | null;
  jobIndustry: string | null;
};

/** The candidate's interests and designation as one OR query ("frontend & developer | ui & engineer"). */
export function interestPhrases(input: Pick<RecommendationInput, "interests" | "designation">): string[] {
  const phrases = [...input.interests, input.designation ?? ""].map((p) => cleanKeyword(p).trim()).filter(Boolean);
  return [...new Set(phrases.map((p) => p.toLowerCase()))].slice(0, 12);
}

export async function recommendedJobs(input: RecommendationInput, take = 6): Promise<JobCardPayload[]> {
  const phrases = interestPhrases(input);
  const q =
    phrases.length > 0
      ? Prisma.sql`(${Prisma.join(
          phrases.map((p) => Prisma.sql`plainto_tsquery('english', ${p})`),
          " || ",
        )})`
      : null;
  const matches = q ? Prisma.sql`w."headlineVector" @@ ${q}` : input.jobIndustry ? Prisma.sql`w.industry = ${input.jobIndustry}` : Prisma.sql`TRUE`;
  const titleFirst = q ? Prisma.sql`(w."titleVector" @@ ${q}) DESC,` : Prisma.empty;
  const nearFirst = input.city ? Prisma.sql`(w.locations @> ARRAY[${input.city}]::text[]) DESC,` : Prisma.empty;
  const notApplied = Prisma.sql`NOT EXISTS (SELECT 1 FROM applications a
    WHERE a."jobId" = w.id AND a."candidateId" = ${input.candidateId}::uuid)`;
  const pick = (source: Prisma.Sql) =>
    db().$queryRaw<{ id: string }[]>`SELECT w.id FROM ${source}
      WHERE w.status = 'OPEN' AND ${matches} AND ${notApplied}
      ORDER BY ${titleFirst} ${nearFirst} w."createdAt" DESC, w.id DESC LIMIT ${take}`;

  let rows = await pick(Prisma.sql`(SELECT id, status, "createdAt", "titleVector", "headlineVector", industry, locations
    FROM jobs WHERE status = 'OPEN' ORDER BY "createdAt" DESC, id DESC LIMIT ${RECENT_WINDOW}) w`);
  if (rows.length < take && q) rows = await pick(Prisma.sql`jobs w`).then((all) => (all.length > rows.length ? all : rows));
  return loadJobPayloads({ jobIds: rows.map((r) => r.id), candidateId: input.candidateId });
}
