// POST /api/interviews/consent – { id, version, agree: true }: stores the candidate's consent with the wording's version and time
import { readJson } from "@/lib/http/read-json";
import { authorizeInterview } from "@/lib/interviews/access";
import { recordConsent } from "@/lib/interviews/record-consent";
import { interviewRoute } from "@/lib/interviews/route";
import { ZConsent } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = interviewRoute(async (req, caller) => {
  const { id, version } = await readJson(req, ZConsent);
  const interview = await authorizeInterview({ interviewId: id, ...caller });
  return Response.json(await recordConsent({ interview, version }));
});
