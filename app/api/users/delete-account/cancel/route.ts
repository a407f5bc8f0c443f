// POST /api/users/delete-account/cancel – keeps the account (within the grace period)
import { cancelAccountDeletion } from "@/lib/account-data/account-deletion";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate-closed" }, async ({ candidate }) => {
  await cancelAccountDeletion({ candidateId: candidate.id });
  return { message: "Your account will not be deleted" };
});
