// POST /api/interviews/consent – { id, version, agree: true }: stores the candidate's consent with the wording's version and time
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { recordConsent } from "@/lib/interviews/record-consent";
import { ZConsent } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZConsent }, async ({ caller, body }) => {
  const interview = await authorizeInterview({ interviewId: body.id, ...caller });
  return recordConsent({ interview, version: body.version });
});
