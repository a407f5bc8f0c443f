// GET, PUT /api/users/email-preferences – which optional e-mails the candidate gets (PUT a partial change)
import { getEmailPreferences, updateEmailPreferences } from "@/lib/email-preferences/email-preferences";
import { ZEmailPreferencesUpdate } from "@/lib/email-preferences/schema";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => Response.json(await getEmailPreferences({ candidateId: candidate.id })));

export const PUT = withCandidate(async (req, candidate) => {
  const changes = await readJson(req, ZEmailPreferencesUpdate);
  return Response.json(await updateEmailPreferences({ candidateId: candidate.id, changes }));
}, { allowClosed: true });
