// POST /api/users/change-password { currentPassword, newPassword, confirmPassword } – other sessions end
import { NextResponse } from "next/server";
import { ZChangePasswordSchema } from "@/lib/account-data/schema";
import { changePassword } from "@/lib/account-data/security";
import { getCurrentSessionId } from "@/lib/auth/current-candidate";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZChangePasswordSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const result = await changePassword({
    candidateId: candidate.id,
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.newPassword,
    keepSessionId: await getCurrentSessionId(),
  });
  return NextResponse.json({ message: "Your password has been changed", ...result });
}, { allowClosed: true });
