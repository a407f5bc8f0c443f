// POST /api/users/delete-account/code – e-mails a confirmation code (accounts without a password)
import { sendDeletionCode } from "@/lib/account-data/account-deletion";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate" }, async ({ candidate, req }) => ({
  message: "We have e-mailed you a code",
  ...(await sendDeletionCode({ candidateId: candidate.id, ip: clientIp(req) })),
}));
