// POST /api/users/consents/withdraw { id } – withdraws a recorded interview's consent: its answer videos and face analysis are deleted
import { withdrawConsent } from "@/lib/account-data/consents";
import { ZWithdrawConsentSchema } from "@/lib/account-data/schema";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate-closed", body: ZWithdrawConsentSchema }, ({ candidate, body }) =>
  withdrawConsent({ candidateId: candidate.id, id: body.id }),
);
