// POST /api/users/dbupdate – { id }: ends the recorded interview (also an early submit); a second call changes nothing
import { readJson } from "@/lib/http/read-json";
import { authorizeInterview } from "@/lib/interviews/access";
import { finishInterview } from "@/lib/interviews/finish-interview";
import { interviewRoute } from "@/lib/interviews/route";
import { ZInterviewId } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = interviewRoute(async (req, caller) => {
  const { id } = await readJson(req, ZInterviewId);
  const interview = await authorizeInterview({ interviewId: id, ...caller });
  return Response.json(await finishInterview({ interview }));
});
