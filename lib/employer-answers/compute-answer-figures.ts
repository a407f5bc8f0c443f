// "employers.answer-figures": each company's answer figures (answer-rules.ts), recomputed from the
// application timeline into its row, a batch of companies per statement. A statement replaces the
// figures of its companies whole, from the events alone, so a run killed half-way leaves every
// company with either its old figures or its new ones, and running it again gives the same answer.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { ANSWER_GRACE_DAYS, ANSWER_STATUSES, ANSWER_WINDOW_DAYS } from "./answer-rules";

const BATCH = 200;
const DAY_MS = 86_400_000;

/** Each application of the companies `ids` made within the window, with the moment of its first answer (null: none yet). */
function applicationsWithFirstAnswer(ids: string[], since: Date, now: Date): Prisma.Sql {
  const statuses = Prisma.join(ANSWER_STATUSES.map((status) => Prisma.sql`${status}::"ApplicationStatus"`));
  return Prisma.sql`
    SELECT j."companyId", a."appliedAt", a.status,
      (SELECT min(at) FROM (
          SELECT min(h."changedAt") AS at FROM application_status_changes h
           WHERE h."applicationId" = a.id AND h."toStatus" IN (${statuses}) AND h."changedAt" <= ${now}
          UNION ALL
          SELECT min(f."createdAt") FROM application_feedback f WHERE f."applicationId" = a.id AND f."createdAt" <= ${now}
          UNION ALL
          SELECT min(v."createdAt") FROM interviews v WHERE v."applicationId" = a.id AND v."createdAt" <= ${now}
        ) answers) AS "answeredAt"
      FROM applications a
      JOIN jobs j ON j.id = a."jobId"
     WHERE j."companyId" = ANY(${ids}::uuid[]) AND a."appliedAt" >= ${since} AND a."appliedAt" <= ${now}`;
}

async function computeBatch(ids: string[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - ANSWER_WINDOW_DAYS * DAY_MS);
  const graceBefore = new Date(now.getTime() - ANSWER_GRACE_DAYS * DAY_MS);
  await db().$executeRaw`
    WITH apps AS (${applicationsWithFirstAnswer(ids, since, now)}),
    figures AS (
      SELECT "companyId",
             count(*) FILTER (WHERE "answeredAt" IS NOT NULL OR (status <> 'WITHDRAWN' AND "appliedAt" <= ${graceBefore}))::int AS counted,
             count(*) FILTER (WHERE "answeredAt" IS NOT NULL)::int AS answered,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "answeredAt" - "appliedAt") / 86400)
               FILTER (WHERE "answeredAt" IS NOT NULL) AS median
        FROM apps GROUP BY "companyId")
    UPDATE companies c
       SET "answerApplications" = COALESCE(f.counted, 0),
           "answeredApplications" = COALESCE(f.answered, 0),
           "answerMedianDays" = f.median,
           "answerFiguresAt" = ${now}
      FROM unnest(${ids}::uuid[]) AS batch(id)
      LEFT JOIN figures f ON f."companyId" = batch.id
     WHERE c.id = batch.id`;
}

/** Recomputes every company's figures as of `now`; returns how many companies were read. */
export async function computeAnswerFigures(options: { now?: Date; batch?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? BATCH;
  let after: string | null = null;
  let companies = 0;
  for (;;) {
    const rows: { id: string }[] = await db().company.findMany({
      where: after === null ? {} : { id: { gt: after } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    });
    if (rows.length === 0) break;
    await computeBatch(
      rows.map((row) => row.id),
      now,
    );
    companies += rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) break;
  }
  return companies;
}
