// What evaluations found of each question template's guide points, counted across every candidate
// (guide_point_tallies): an evaluation is counted once, in the transaction that saves it on its
// answer or retake, and only when that save is the first (a task run twice counts it once). Read
// by the follow-up asked without a transcript: the point its template's answers most often leave out.
import type { GuideFindings } from "@/lib/ai/evaluate";
import { db, type Tx } from "@/lib/db/client";

/** An evaluation's findings as the answer and retake rows store them. */
export function guideColumns(guide: GuideFindings | null | undefined) {
  return { guideTemplate: guide?.template ?? null, guideJudged: guide?.judged ?? [], guideMissed: guide?.missed ?? [] };
}

async function count(tx: Tx, guide: { guideTemplate: string | null; guideJudged: number[]; guideMissed: number[] }): Promise<void> {
  if (!guide.guideTemplate || !guide.guideJudged.length) return;
  await tx.$executeRaw`
    INSERT INTO "guide_point_tallies" ("guideTemplate", "point", "judged", "missed")
    SELECT ${guide.guideTemplate}, p, 1, CASE WHEN p = ANY(${guide.guideMissed}::int[]) THEN 1 ELSE 0 END
    FROM unnest(${guide.guideJudged}::int[]) AS p
    ON CONFLICT ("guideTemplate", "point") DO UPDATE
    SET "judged" = "guide_point_tallies"."judged" + 1, "missed" = "guide_point_tallies"."missed" + EXCLUDED."missed"`;
}

type Scored = ReturnType<typeof guideColumns> & { evaluatedAt: Date };

/** Saves an answer's evaluation unless one is saved already, and counts its guide findings; false when it was saved before. */
export async function saveAnswerScore<T extends Scored>(answerId: string, data: T): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count: saved } = await tx.mockAnswer.updateMany({ where: { id: answerId, evaluatedAt: null }, data });
    if (saved) await count(tx, data);
    return saved > 0;
  });
}

/** The same for a retake. */
export async function saveRetakeScore<T extends Scored>(retakeId: string, data: T): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count: saved } = await tx.mockRetake.updateMany({ where: { id: retakeId, evaluatedAt: null }, data });
    if (saved) await count(tx, data);
    return saved > 0;
  });
}

/** How often the template's guide points were found left out, by point (from 1); empty without history. */
export async function guideMisses(template: string): Promise<Map<number, number>> {
  const rows = await db().guidePointTally.findMany({ where: { guideTemplate: template, missed: { gt: 0 } }, select: { point: true, missed: true } });
  return new Map(rows.map((r) => [r.point, r.missed]));
}
