// POST /api/interviews/open – { id } with x-access-token (or the owner's session) → the interview's overview and consent text; 410 when expired
import { readJson } from "@/lib/http/read-json";
import { authorizeInterview } from "@/lib/interviews/access";
import { openInterview } from "@/lib/interviews/open-interview";
import { interviewRoute } from "@/lib/interviews/route";
import { ZInterviewId } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = interviewRoute(async (req, caller) => {
  const { id } = await readJson(req, ZInterviewId);
  return Response.json(await openInterview(await authorizeInterview({ interviewId: id, ...caller })));
});
