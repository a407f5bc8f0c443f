// POST /api/users/change-password { currentPassword, newPassword, confirmPassword } – other sessions end
import { ZChangePasswordSchema } from "@/lib/account-data/schema";
import { changePassword } from "@/lib/account-data/security";
import { getCurrentSessionId } from "@/lib/auth/current-candidate";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate-closed", body: ZChangePasswordSchema }, async ({ candidate, body }) => {
  const result = await changePassword({
    candidateId: candidate.id,
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
    keepSessionId: await getCurrentSessionId(),
  });
  return { message: "Your password has been changed", ...result };
});
