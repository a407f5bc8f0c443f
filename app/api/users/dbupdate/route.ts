// POST /api/users/dbupdate – { id }: ends the recorded interview (also an early submit); a second call changes nothing
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { finishInterview } from "@/lib/interviews/finish-interview";
import { ZInterviewId } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZInterviewId }, async ({ caller, body }) =>
  finishInterview({ interview: await authorizeInterview({ interviewId: body.id, ...caller }) }),
);
