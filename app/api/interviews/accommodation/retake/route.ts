// POST /api/interviews/accommodation/retake – { id, note? } with x-access-token (or the owner's session) → { status: PENDING, retakes }: asks the employer for one more retake per answer
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { requestExtraRetake } from "@/lib/interviews/extra-retake";
import { ZRequestExtraRetake } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZRequestExtraRetake }, async ({ caller, body }) =>
  requestExtraRetake({ interview: await authorizeInterview({ interviewId: body.id, ...caller }), note: body.note }),
);
