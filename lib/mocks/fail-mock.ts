// A mock that could not be made: marked failed with the reason, and its credit refunded in the
// same transaction (a MOCK_REFUND ledger row the candidate sees); a free practice run spent none, so
// none comes back. Safe to call twice.
import { refundCredit, withCreditLock } from "@/lib/credits";
import { db } from "@/lib/db/client";

const REASON_MAX = 500;

export async function failMock(options: { mockId: string; reason: string }): Promise<boolean> {
  const mock = await db().mock.findUnique({ where: { id: options.mockId }, select: { candidateId: true, practiceRun: true } });
  if (!mock) return false;
  return withCreditLock(mock.candidateId, async (tx) => {
    const changed = await tx.mock.updateMany({
      where: { id: options.mockId, status: "GENERATING" },
      data: { status: "FAILED", failureReason: options.reason.slice(0, REASON_MAX) },
    });
    if (changed.count === 0) return false;
    if (mock.practiceRun !== null) return true;
    await refundCredit({
      candidateId: mock.candidateId,
      reason: "MOCK_REFUND",
      idempotencyKey: `mock-refund:${options.mockId}`,
      mockId: options.mockId,
      tx,
    });
    return true;
  });
}
