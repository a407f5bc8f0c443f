// POST /api/users/delete-account/code – e-mails a confirmation code (accounts without a password)
import { NextResponse } from "next/server";
import { sendDeletionCode } from "@/lib/account-data/account-deletion";
import { clientIp } from "@/lib/http/client-ip";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (req, candidate) => {
  const sent = await sendDeletionCode({ candidateId: candidate.id, ip: clientIp(req) });
  return NextResponse.json({ message: "We have e-mailed you a code", ...sent });
});
