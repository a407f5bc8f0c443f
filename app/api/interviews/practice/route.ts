// POST /api/interviews/practice – { id } with x-access-token (or the owner's session) → 201 { mock_id }: a free practice mock in the interview's format; 429 past 3 runs, 410 when expired
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { authorizeInterview } from "@/lib/interviews/access";
import { ZInterviewId } from "@/lib/interviews/schema";
import { createPracticeMock } from "@/lib/mocks/practice/create-practice-mock";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview", body: ZInterviewId }, async ({ caller, body }) => {
  const interview = await authorizeInterview({ interviewId: body.id, ...caller });
  const { mockId, run } = await createPracticeMock({ interview });
  return NextResponse.json({ mock_id: mockId, run }, { status: 201 });
});
