// POST /api/interviews/open – { id, locale } with x-access-token (or the owner's session) → the interview's overview and consent text in that language; 410 when expired
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { openInterview } from "@/lib/interviews/open-interview";
import { ZOpenInterview } from "@/lib/interviews/schema";

export const dynamic = "force-dynamic";

// The consent wording comes in the language the page is drawn in (the page says which).
export const POST = route({ auth: "interview", body: ZOpenInterview }, async ({ caller, body }) =>
  openInterview(await authorizeInterview({ interviewId: body.id, ...caller }), body.locale),
);
