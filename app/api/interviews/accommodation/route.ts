// POST /api/interviews/accommodation – { id, extraTimePercent: 25 | 50 | 100, note? } with x-access-token (or the owner's session) → { status: APPROVED | PENDING, extraTimePercent }
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { requestAccommodation } from "@/lib/interviews/accommodation";
import { ZRequestAccommodation } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZRequestAccommodation }, async ({ caller, body }) =>
  requestAccommodation({
    interview: await authorizeInterview({ interviewId: body.id, ...caller }),
    extraTimePercent: body.extraTimePercent,
    note: body.note,
  }),
);
