// POST /api/users/delete-account/cancel – keeps the account (within the grace period)
import { NextResponse } from "next/server";
import { cancelAccountDeletion } from "@/lib/account-data/account-deletion";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (_req, candidate) => {
  await cancelAccountDeletion({ candidateId: candidate.id });
  return NextResponse.json({ message: "Your account will not be deleted" });
}, { allowClosed: true });
