// GET, PUT /api/users/email-preferences – which optional e-mails the candidate gets (PUT a partial change)
import { getEmailPreferences, updateEmailPreferences } from "@/lib/email-preferences/email-preferences";
import { ZEmailPreferencesUpdate } from "@/lib/email-preferences/schema";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, ({ candidate }) => getEmailPreferences({ candidateId: candidate.id }));

export const PUT = route({ auth: "candidate-closed", body: ZEmailPreferencesUpdate }, ({ candidate, body }) =>
  updateEmailPreferences({ candidateId: candidate.id, changes: body }),
);
