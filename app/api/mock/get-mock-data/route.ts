// GET /api/mock/get-mock-data?mock_id= – one of the candidate's mocks: questions with audio links, evaluation, progress
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getMockData, MOCK_NOT_FOUND } from "@/lib/mocks/get-mock-data";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: z.object({ mock_id: z.uuid() }), notFound: MOCK_NOT_FOUND }, async ({ candidate, query }) => {
  const mock = await getMockData({ candidateId: candidate.id, mockId: query.mock_id });
  return NextResponse.json(mock, { headers: { "Cache-Control": "no-store" } });
});
