// POST /api/interviews/alternative – { id, reason? } with x-access-token (or the owner's session), before the first question → 201 the request; the interview waits for the employer's answer
import { NextResponse } from "next/server";
import { ZAskForAlternative } from "@/lib/applications/requests/schema";
import { askForAlternative } from "@/lib/applications/requests/requests";
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZAskForAlternative }, async ({ caller, body }) => {
  const interview = await authorizeInterview({ interviewId: body.id, ...caller });
  return NextResponse.json(await askForAlternative({ interview, reason: body.reason }), { status: 201 });
});
