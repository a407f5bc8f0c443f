// GET /api/mock/get-mock-data?mock_id= – one of the candidate's mocks: questions with audio links, evaluation, progress
import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { getMockData, MOCK_NOT_FOUND } from "@/lib/mocks/get-mock-data";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (req, candidate) => {
  const mockId = z.uuid().safeParse(new URL(req.url).searchParams.get("mock_id"));
  if (!mockId.success) throw new AppError("NOT_FOUND", MOCK_NOT_FOUND);
  const mock = await getMockData({ candidateId: candidate.id, mockId: mockId.data });
  return NextResponse.json(mock, { headers: { "Cache-Control": "no-store" } });
});
