// The candidate's own mocks, newest first, with generation progress for the ones still being made.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { mockSummarySelect, toMockSummary, type MockSummary } from "./map-mock";

/**
 * `asked` is the Candidate_Id the caller named, if any: only one's own mocks are listed, so an id
 * naming someone else finds nothing to show.
 */
export async function listMocks(options: { candidateId: string; asked?: string | null }): Promise<MockSummary[]> {
  if (options.asked && options.asked !== options.candidateId) throw new AppError("CANDIDATE_NOT_FOUND", "Candidate not found");
  const rows = await db().mock.findMany({
    where: { candidateId: options.candidateId },
    orderBy: { createdAt: "desc" },
    select: { ...mockSummarySelect, _count: { select: { questions: true } } },
  });
  const generating = rows.filter((r) => r.status === "GENERATING").map((r) => r.id);
  const audio = generating.length
    ? await db().mockQuestion.groupBy({ by: ["mockId"], where: { mockId: { in: generating }, audioKey: { not: null } }, _count: { _all: true } })
    : [];
  const audioByMock = new Map(audio.map((a) => [a.mockId, a._count._all]));
  return rows.map((row) =>
    toMockSummary(row, {
      questionsWritten: row._count.questions,
      audioMade: row.status === "GENERATING" ? (audioByMock.get(row.id) ?? 0) : row._count.questions,
    }),
  );
}
