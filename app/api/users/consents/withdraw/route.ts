// POST /api/users/consents/withdraw { id } – withdraws a recorded interview's consent: its answer videos and face analysis are deleted
import { NextResponse } from "next/server";
import { withdrawConsent } from "@/lib/account-data/consents";
import { ZWithdrawConsentSchema } from "@/lib/account-data/schema";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZWithdrawConsentSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const result = await withdrawConsent({ candidateId: candidate.id, id: parsed.data.id });
  return NextResponse.json(result);
}, { allowClosed: true });
