// GET /api/mock/next-question?mock_id= – the question to ask next (a main answer's follow-up first, when the mock asks them); 204 when none is left
import { noContent } from "@/lib/http/respond";
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";
import { nextQuestion } from "@/lib/mocks/follow-ups/next-question";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "candidate", query: z.object({ mock_id: z.uuid({ message: WRONG_MOCK }) }), notFound: WRONG_MOCK },
  async ({ candidate, query }) => {
    const next = await nextQuestion({ candidateId: candidate.id, mockId: query.mock_id });
    if (!next) return noContent({ "Cache-Control": "no-store" });
    return NextResponse.json(next, { headers: { "Cache-Control": "no-store" } });
  },
);
