// POST /api/interviews/open – { id } with x-access-token (or the owner's session) → the interview's overview and consent text; 410 when expired
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { openInterview } from "@/lib/interviews/open-interview";
import { ZInterviewId } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZInterviewId }, async ({ caller, body }) =>
  openInterview(await authorizeInterview({ interviewId: body.id, ...caller })),
);
